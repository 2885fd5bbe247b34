import type { LeaderboardRule, LeaderboardSaveBody, MissionRule, MissionSaveBody } from '@khela/contracts/rewards';
import { moneyToWire } from '@khela/contracts';
import type { Db, Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { brandTimeZone, type Leaderboard, LEADERBOARD_COLUMNS, type Mission, MISSION_COLUMNS, toLeaderboard, toMission } from './mission-rules';
import { periodStart } from './periods';

async function requireBrand(tx: Queryable, merchantCode: string): Promise<void> {
  const [row] = await tx.query<{ code: string }>('SELECT code FROM merchants WHERE code = $1', [merchantCode]);
  if (!row) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
}

const BET_METRICS = new Set(['bet_count', 'turnover']);
/** A visit streak counts days in a row inside its period: at most 1 in a day, 7 in a week. */
const STREAK_MAX = { daily: 1n, weekly: 7n, once: 3_650n } as const;

export function missionRule(mission: Mission): MissionRule {
  return {
    id: mission.id,
    code: mission.code,
    period: mission.period,
    metric: mission.metric,
    gameTypes: mission.gameTypes,
    vendor: mission.vendor,
    target: moneyToWire(mission.target),
    reward: { kind: mission.reward.kind, amount: moneyToWire(mission.reward.amount), multipleX100: mission.reward.multipleX100 },
    vipMin: mission.vipMin,
    titleEn: mission.titleEn,
    titleBn: mission.titleBn,
    descriptionEn: mission.descriptionEn,
    descriptionBn: mission.descriptionBn,
    enabled: mission.enabled,
    sort: mission.sort,
    updatedAt: mission.updatedAt.toISOString(),
  };
}

export function leaderboardRule(board: Leaderboard): LeaderboardRule {
  return {
    id: board.id,
    code: board.code,
    metric: board.metric,
    period: board.period,
    gameTypes: board.gameTypes,
    prizes: board.prizes,
    titleEn: board.titleEn,
    titleBn: board.titleBn,
    enabled: board.enabled,
    sort: board.sort,
    updatedAt: board.updatedAt.toISOString(),
  };
}

function checkMission(body: MissionSaveBody): { titleEn: string; titleBn: string } {
  const [titleEn, titleBn] = [body.titleEn.trim(), body.titleBn.trim()];
  if (!titleEn || !titleBn) throw new ApiError(400, 'mission.title');
  if (body.reward.kind === 'points' && body.reward.multipleX100 > 0) throw new ApiError(400, 'mission.reward.pointsWagering');
  if (!BET_METRICS.has(body.metric) && ((body.gameTypes?.length ?? 0) > 0 || body.vendor)) throw new ApiError(400, 'mission.gameTypes.notBets');
  if (body.metric === 'visit_streak' && BigInt(body.target) > STREAK_MAX[body.period]) throw new ApiError(400, 'mission.target.streak', { max: Number(STREAK_MAX[body.period]) });
  return { titleEn, titleBn };
}

/**
 * Creates or replaces a brand's mission (mission.save), recorded with its operator in the same
 * transaction. A mission's period and metric are fixed once it exists (its progress rows count that
 * metric in those periods): a new shape is a new mission. A lowered target completes this period's
 * progress that already reaches it.
 */
export async function saveMission(db: Db, actor: OperatorActor, code: string, body: MissionSaveBody, now: Date): Promise<Mission> {
  const { titleEn, titleBn } = checkMission(body);
  const merchantCode = body.merchant;
  return db.transaction(async (tx) => {
    await requireBrand(tx, merchantCode);
    const [known] = await tx.query<Parameters<typeof toMission>[0]>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE merchant_code = $1 AND code = $2 FOR UPDATE`, [merchantCode, code]);
    const previous = known ? toMission(known) : null;
    if (previous && (previous.period !== body.period || previous.metric !== body.metric)) throw new ApiError(409, 'mission.shapeFixed');
    const values = [
      merchantCode, code, body.period, body.metric, body.gameTypes ?? [], body.vendor ?? null, body.target, body.reward.kind, body.reward.amount,
      body.reward.multipleX100, body.vipMin ?? 0, titleEn, titleBn, body.descriptionEn?.trim() ?? '', body.descriptionBn?.trim() ?? '',
      body.enabled ?? true, body.sort ?? 0, now,
    ];
    const [row] = await tx.query<Parameters<typeof toMission>[0]>(
      `INSERT INTO missions (merchant_code, code, period, metric, game_types, vendor, target, reward_kind, reward_amount, multiple_x100, vip_min,
                             title_en, title_bn, description_en, description_bn, enabled, sort, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)
       ON CONFLICT (merchant_code, code) DO UPDATE SET game_types = EXCLUDED.game_types, vendor = EXCLUDED.vendor, target = EXCLUDED.target,
         reward_kind = EXCLUDED.reward_kind, reward_amount = EXCLUDED.reward_amount, multiple_x100 = EXCLUDED.multiple_x100, vip_min = EXCLUDED.vip_min,
         title_en = EXCLUDED.title_en, title_bn = EXCLUDED.title_bn, description_en = EXCLUDED.description_en, description_bn = EXCLUDED.description_bn,
         enabled = EXCLUDED.enabled, sort = EXCLUDED.sort, updated_at = EXCLUDED.updated_at
       RETURNING ${MISSION_COLUMNS}`,
      values,
    );
    const mission = toMission(row!);
    if (previous && mission.target < previous.target && mission.period !== 'once') {
      const current = periodStart(mission.period, await brandTimeZone(tx, merchantCode), now);
      await tx.query(
        'UPDATE mission_progress SET completed_at = $3, updated_at = $3 WHERE mission_id = $1 AND period_start >= $2::date AND completed_at IS NULL AND value >= $4',
        [mission.id, current, now, mission.target.toString()],
      );
    } else if (previous && mission.target < previous.target) {
      await tx.query('UPDATE mission_progress SET completed_at = $2, updated_at = $2 WHERE mission_id = $1 AND completed_at IS NULL AND value >= $3', [mission.id, now, mission.target.toString()]);
    }
    await recordOperatorAction(tx, actor, { action: 'mission.save', merchantCode, target: code, details: { mission: missionRule(mission), previous: previous ? missionRule(previous) : null } });
    return mission;
  });
}

/**
 * Creates or replaces a brand's leaderboard (leaderboard.save), recorded. Its metric and period are
 * fixed once it has scores; prize ranks are unique, and points prizes carry no wagering.
 */
export async function saveLeaderboard(db: Db, actor: OperatorActor, code: string, body: LeaderboardSaveBody, now: Date): Promise<Leaderboard> {
  const [titleEn, titleBn] = [body.titleEn.trim(), body.titleBn.trim()];
  if (!titleEn || !titleBn) throw new ApiError(400, 'mission.title');
  const ranks = body.prizes.map((prize) => prize.rank);
  if (new Set(ranks).size !== ranks.length) throw new ApiError(400, 'leaderboard.prizes.rank');
  if (body.prizes.some((prize) => prize.kind === 'points' && prize.multipleX100 > 0)) throw new ApiError(400, 'mission.reward.pointsWagering');
  const merchantCode = body.merchant;
  return db.transaction(async (tx) => {
    await requireBrand(tx, merchantCode);
    const [known] = await tx.query<Parameters<typeof toLeaderboard>[0]>(`SELECT ${LEADERBOARD_COLUMNS} FROM leaderboards WHERE merchant_code = $1 AND code = $2 FOR UPDATE`, [merchantCode, code]);
    const previous = known ? toLeaderboard(known) : null;
    if (previous && (previous.metric !== body.metric || previous.period !== body.period)) {
      const [scored] = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM leaderboard_scores WHERE board_id = $1) AS any', [previous.id]);
      if (scored?.any) throw new ApiError(409, 'leaderboard.shapeFixed');
    }
    const prizes = [...body.prizes].sort((a, b) => a.rank - b.rank);
    const [row] = await tx.query<Parameters<typeof toLeaderboard>[0]>(
      `INSERT INTO leaderboards (merchant_code, code, metric, period, game_types, prizes, title_en, title_bn, enabled, sort, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $11)
       ON CONFLICT (merchant_code, code) DO UPDATE SET metric = EXCLUDED.metric, period = EXCLUDED.period, game_types = EXCLUDED.game_types,
         prizes = EXCLUDED.prizes, title_en = EXCLUDED.title_en, title_bn = EXCLUDED.title_bn, enabled = EXCLUDED.enabled, sort = EXCLUDED.sort,
         updated_at = EXCLUDED.updated_at
       RETURNING ${LEADERBOARD_COLUMNS}`,
      [merchantCode, code, body.metric, body.period, body.gameTypes ?? [], JSON.stringify(prizes), titleEn, titleBn, body.enabled ?? true, body.sort ?? 0, now],
    );
    const board = toLeaderboard(row!);
    await recordOperatorAction(tx, actor, { action: 'leaderboard.save', merchantCode, target: code, details: { leaderboard: leaderboardRule(board), previous: previous ? leaderboardRule(previous) : null } });
    return board;
  });
}
