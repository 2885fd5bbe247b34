import type { RebateRefusal, RebateSettings } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import type { RewardMember } from '../core/reward-members';
import { FIRST_DEPOSIT_GRANT } from './rebate-accrual';
import { type Accrual, listRebateRates, rebateLines, type ResolvedLine } from './rebate-rates';
import { dailyCapOf, readRebateSettings } from './rebate-settings';

export interface RebateBlock {
  grantId: string;
  titleEn: string;
  titleBn: string;
  amount: bigint;
  wagered: bigint;
  requirement: bigint;
}

/** What a claim would do now, for one member on one brand day: the page shows it, the claim pays it. */
export interface RebateQuote {
  settings: RebateSettings;
  vipLevel: number;
  lines: ResolvedLine[];
  validBet: bigint;
  total: bigint;
  dailyCap: bigint;
  claimedToday: bigint;
  /** min(total, dailyCap − claimedToday) when nothing refuses it, else 0. */
  claimable: bigint;
  blockedBy: RebateBlock | null;
  excluded: { bets: number; validBet: bigint } | null;
  refusal: RebateRefusal | null;
}

async function readAccruals(db: Queryable, memberId: string): Promise<Accrual[]> {
  const rows = await db.query<{ game_type: string; vendor_code: string; valid_bet: string }>(
    'SELECT game_type, vendor_code, valid_bet::text FROM rebate_accruals WHERE member_id = $1 AND valid_bet > 0 ORDER BY game_type, vendor_code',
    [memberId],
  );
  return rows.map((row) => ({ gameType: row.game_type, vendorCode: row.vendor_code, validBet: BigInt(row.valid_bet) }));
}

/** The member's active first-deposit bonus: while it is wagered, no rebate is paid. */
async function activeFirstDepositGrant(db: Queryable, merchantCode: string, memberId: string): Promise<RebateBlock | null> {
  const [row] = await db.query<{ id: string; title_en: string; title_bn: string; amount: string; wagered: string; requirement: string }>(
    `SELECT id::text, title_en, title_bn, amount::text, wagered::text, requirement::text FROM bonus_grants
      WHERE merchant_code = $1 AND member_id = $2 AND status = 'active' AND ${FIRST_DEPOSIT_GRANT} ORDER BY id LIMIT 1`,
    [merchantCode, memberId],
  );
  return row ? { grantId: row.id, titleEn: row.title_en, titleBn: row.title_bn, amount: BigInt(row.amount), wagered: BigInt(row.wagered), requirement: BigInt(row.requirement) } : null;
}

async function excludedDuring(db: Queryable, memberId: string, grantId: string): Promise<{ bets: number; validBet: bigint } | null> {
  const [row] = await db.query<{ bets: number; valid_bet: string }>('SELECT bets, valid_bet::text FROM rebate_excluded WHERE member_id = $1 AND grant_id = $2', [memberId, grantId]);
  return row ? { bets: Number(row.bets), validBet: BigInt(row.valid_bet) } : null;
}

/** What the member's claims counting against `day` paid. */
export async function claimedOn(db: Queryable, memberId: string, day: string): Promise<bigint> {
  const [row] = await db.query<{ paid: string }>('SELECT COALESCE(sum(paid), 0)::text AS paid FROM rebate_claims WHERE member_id = $1 AND brand_day = $2', [memberId, day]);
  return BigInt(row?.paid ?? '0');
}

/**
 * The rebate a claim counting against `day` would pay (docs/adr/0016 §9): the accrued valid bet per
 * line at the member's current level's rates, floored per line and summed; refused while a
 * first-deposit bonus is active, below the brand's minimum, or when the day's cap is used up; else
 * min(total, cap − claimed that day). The caller has drained the member's feed.
 */
export async function quoteRebate(db: Queryable, member: RewardMember, day: string): Promise<RebateQuote> {
  const settings = await readRebateSettings(db, member.merchantCode);
  const [accruals, levelRates, blockedBy, dailyCap, claimedToday] = [
    await readAccruals(db, member.memberId),
    await listRebateRates(db, member.merchantCode, member.vipLevel),
    await activeFirstDepositGrant(db, member.merchantCode, member.memberId),
    await dailyCapOf(db, member.merchantCode, member.vipLevel, settings),
    await claimedOn(db, member.memberId, day),
  ];
  const lines = rebateLines(accruals, levelRates);
  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  const validBet = lines.reduce((sum, line) => sum + line.validBet, 0n);
  const capLeft = dailyCap > claimedToday ? dailyCap - claimedToday : 0n;
  const minimum = BigInt(settings.minClaim) > 0n ? BigInt(settings.minClaim) : 1n;
  const refusal: RebateRefusal | null = blockedBy ? 'blocked' : total < minimum ? 'belowMinimum' : capLeft === 0n ? 'capReached' : null;
  return {
    settings,
    vipLevel: member.vipLevel,
    lines,
    validBet,
    total,
    dailyCap,
    claimedToday,
    claimable: refusal ? 0n : total < capLeft ? total : capLeft,
    blockedBy,
    excluded: blockedBy ? await excludedDuring(db, member.memberId, blockedBy.grantId) : null,
    refusal,
  };
}
