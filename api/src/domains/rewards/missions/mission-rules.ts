import type { LeaderboardMetric, LeaderboardPeriod, LeaderboardPrize, MissionMetric, MissionPeriod, MissionReward } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';

/** A brand's mission (table missions). Money in minor units. */
export interface Mission {
  id: string;
  merchantCode: string;
  code: string;
  period: MissionPeriod;
  metric: MissionMetric;
  gameTypes: string[];
  vendor: string | null;
  target: bigint;
  reward: { kind: MissionReward['kind']; amount: bigint; multipleX100: number };
  vipMin: number;
  titleEn: string;
  titleBn: string;
  descriptionEn: string;
  descriptionBn: string;
  enabled: boolean;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
}

interface MissionRow {
  id: string;
  merchant_code: string;
  code: string;
  period: MissionPeriod;
  metric: MissionMetric;
  game_types: string[] | null;
  vendor: string | null;
  target: string;
  reward_kind: MissionReward['kind'];
  reward_amount: string;
  multiple_x100: number;
  vip_min: number;
  title_en: string;
  title_bn: string;
  description_en: string;
  description_bn: string;
  enabled: boolean;
  sort: number;
  created_at: Date;
  updated_at: Date;
}

export const MISSION_COLUMNS = `id::text, merchant_code, code, period, metric, game_types, vendor, target::text, reward_kind, reward_amount::text,
  multiple_x100, vip_min, title_en, title_bn, description_en, description_bn, enabled, sort, created_at, updated_at`;

export function toMission(row: MissionRow): Mission {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    code: row.code,
    period: row.period,
    metric: row.metric,
    gameTypes: row.game_types ?? [],
    vendor: row.vendor,
    target: BigInt(row.target),
    reward: { kind: row.reward_kind, amount: BigInt(row.reward_amount), multipleX100: Number(row.multiple_x100) },
    vipMin: Number(row.vip_min),
    titleEn: row.title_en,
    titleBn: row.title_bn,
    descriptionEn: row.description_en,
    descriptionBn: row.description_bn,
    enabled: row.enabled,
    sort: Number(row.sort),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export interface MissionFilter {
  enabledOnly?: boolean;
  metrics?: readonly MissionMetric[];
}

/** The brand's missions in page order (sort, then id). */
export async function listMissions(db: Queryable, merchantCode: string, filter: MissionFilter = {}): Promise<Mission[]> {
  const rows = await db.query<MissionRow>(
    `SELECT ${MISSION_COLUMNS} FROM missions
      WHERE merchant_code = $1 AND ($2::boolean IS NOT TRUE OR enabled) AND ($3::text[] IS NULL OR metric = ANY($3::text[]))
      ORDER BY sort, id`,
    [merchantCode, filter.enabledOnly ?? false, filter.metrics ? [...filter.metrics] : null],
  );
  return rows.map(toMission);
}

export async function findMission(db: Queryable, merchantCode: string, id: string): Promise<Mission | null> {
  const [row] = await db.query<MissionRow>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE merchant_code = $1 AND id = $2`, [merchantCode, id]);
  return row ? toMission(row) : null;
}

/** Whether a settled bet of this game type and vendor counts for a mission or board (empty types: every type). */
export function countsBet(rule: { gameTypes: readonly string[]; vendor?: string | null }, gameType: string | null, vendorCode: string): boolean {
  if (rule.gameTypes.length > 0 && (gameType === null || !rule.gameTypes.includes(gameType))) return false;
  return !rule.vendor || rule.vendor === vendorCode;
}

/** A brand's leaderboard (table leaderboards). */
export interface Leaderboard {
  id: string;
  merchantCode: string;
  code: string;
  metric: LeaderboardMetric;
  period: LeaderboardPeriod;
  gameTypes: string[];
  prizes: LeaderboardPrize[];
  titleEn: string;
  titleBn: string;
  enabled: boolean;
  sort: number;
  updatedAt: Date;
}

interface LeaderboardRow {
  id: string;
  merchant_code: string;
  code: string;
  metric: LeaderboardMetric;
  period: LeaderboardPeriod;
  game_types: string[] | null;
  prizes: LeaderboardPrize[];
  title_en: string;
  title_bn: string;
  enabled: boolean;
  sort: number;
  updated_at: Date;
}

export const LEADERBOARD_COLUMNS = 'id::text, merchant_code, code, metric, period, game_types, prizes, title_en, title_bn, enabled, sort, updated_at';

export function toLeaderboard(row: LeaderboardRow): Leaderboard {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    code: row.code,
    metric: row.metric,
    period: row.period,
    gameTypes: row.game_types ?? [],
    prizes: [...(row.prizes ?? [])].sort((a, b) => a.rank - b.rank),
    titleEn: row.title_en,
    titleBn: row.title_bn,
    enabled: row.enabled,
    sort: Number(row.sort),
    updatedAt: new Date(row.updated_at),
  };
}

export async function listLeaderboards(db: Queryable, merchantCode: string, enabledOnly = false): Promise<Leaderboard[]> {
  const rows = await db.query<LeaderboardRow>(
    `SELECT ${LEADERBOARD_COLUMNS} FROM leaderboards WHERE merchant_code = $1 AND ($2::boolean IS NOT TRUE OR enabled) ORDER BY sort, id`,
    [merchantCode, enabledOnly],
  );
  return rows.map(toLeaderboard);
}

/** The brand's zone (merchants.time_zone): periods are brand days and weeks. */
export async function brandTimeZone(db: Queryable, merchantCode: string): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [merchantCode]);
  return row?.time_zone ?? 'UTC';
}
