import type { Db } from '../../../platform/db/db';
import { TRIAL_TYPE } from '../../identity';
import type { RewardsCore } from '../core/rewards-core';
import { readRewardMember } from '../core/reward-members';
import { changeLevel } from './vip-changes';
import { readLadder, readVipSettings, rungOf } from './vip-levels';
import { giveMonthlyGift } from './vip-upgrade';

export const VIP_RELEGATE_JOB = 'rewards.vip-relegate';
export const VIP_MONTHLY_GIFTS_JOB = 'rewards.vip-monthly-gifts';
/**
 * Hourly, on the UTC days that can be a brand's 1st (28th–2nd): the first slot at or after 00:20
 * (relegation) and 00:30 (gifts) on the brand's 1st does its month, whatever its zone; the later
 * slots of that day find it done (unique rows) and catch up what a failed one left.
 */
export const VIP_RELEGATE_SCHEDULE = '20 * 1,2,28-31 * *';
export const VIP_MONTHLY_GIFTS_SCHEDULE = '30 * 1,2,28-31 * *';
const RELEGATE_MINUTE = 20;
const GIFTS_MINUTE = 30;

/** The brand's calendar at an instant. */
export function brandClock(timeZone: string, at: Date): { month: string; dayOfMonth: number; minuteOfDay: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const field = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
  return { month: `${field('year')}-${field('month')}`, dayOfMonth: Number(field('day')), minuteOfDay: Number(field('hour')) * 60 + Number(field('minute')) };
}

/** The month before a yyyy-MM month. */
export function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

interface VipBrand {
  merchantCode: string;
  timeZone: string;
}

/** The brands with a ladder, and their zones. */
async function vipBrands(db: Db): Promise<VipBrand[]> {
  const rows = await db.query<{ code: string; time_zone: string }>(
    'SELECT m.code, m.time_zone FROM merchants m WHERE EXISTS (SELECT 1 FROM vip_levels l WHERE l.merchant_code = m.code AND l.level > 0) ORDER BY m.code',
  );
  return rows.map((row) => ({ merchantCode: row.code, timeZone: row.time_zone }));
}

export interface RelegationOutcome {
  merchant: string;
  month: string;
  relegated: number;
  kept: number;
  skipped?: 'off';
}

type Notify = (merchantCode: string, memberId: string) => void;

/**
 * Job rewards.vip-relegate (docs/adr/0016 §10, §11), for brands with `vip.relegation` on: at 00:20
 * on the brand's 1st, each member above level 0 whose last month reached neither keep threshold
 * goes down one level, and the upgrade counters are set to the new level's thresholds (c88) so the
 * member is not promoted again at once. Each member is their own transaction, their feed drained
 * first under their lock; the unique (member, month) relegation row makes a retry, a takeover or a
 * second instance relegate nobody twice.
 */
export async function runRelegation(db: Db, core: RewardsCore, slot: Date, now: () => Date, notify: Notify): Promise<RelegationOutcome[]> {
  const outcomes: RelegationOutcome[] = [];
  for (const brand of await vipBrands(db)) {
    const clock = brandClock(brand.timeZone, slot);
    if (clock.dayOfMonth !== 1 || clock.minuteOfDay < RELEGATE_MINUTE) continue;
    const outcome: RelegationOutcome = { merchant: brand.merchantCode, month: clock.month, relegated: 0, kept: 0 };
    outcomes.push(outcome);
    const settings = await readVipSettings(db, brand.merchantCode);
    if (!settings.enabled || !settings.relegation) {
      outcome.skipped = 'off';
      continue;
    }
    const judged = monthBefore(clock.month);
    const members = await db.query<{ member_id: string }>(
      `SELECT r.member_id::text FROM reward_members r
        WHERE r.merchant_code = $1 AND r.vip_level > 0
          AND NOT EXISTS (SELECT 1 FROM vip_changes c WHERE c.member_id = r.member_id AND c.month = $2 AND c.reason = 'relegation')
        ORDER BY r.member_id`,
      [brand.merchantCode, clock.month],
    );
    for (const { member_id: memberId } of members) {
      const relegated = await db.transaction(async (tx) => {
        await core.drainMember(tx, brand.merchantCode, memberId, now());
        const member = await readRewardMember(tx, brand.merchantCode, memberId);
        if (member.vipLevel === 0) return false;
        const ladder = await readLadder(tx, brand.merchantCode);
        const rung = rungOf(ladder, member.vipLevel);
        const below = rungOf(ladder, member.vipLevel - 1);
        if (!rung || !below) return false;
        const [last] = await tx.query<{ valid_bet: string; deposit: string }>(
          "SELECT valid_bet::text, deposit::text FROM vip_months WHERE member_id = $1 AND month = to_date($2, 'YYYY-MM')",
          [memberId, judged],
        );
        const [validBet, deposit] = [BigInt(last?.valid_bet ?? '0'), BigInt(last?.deposit ?? '0')];
        if (validBet >= rung.keepValidBet || deposit >= rung.keepDeposit) return false;
        const change = await changeLevel(
          tx,
          {
            merchantCode: brand.merchantCode,
            memberId,
            fromLevel: member.vipLevel,
            toLevel: member.vipLevel - 1,
            reason: 'relegation',
            month: clock.month,
            by: 'system',
            details: { judgedMonth: judged, validBet: validBet.toString(), deposit: deposit.toString(), keepValidBet: rung.keepValidBet.toString(), keepDeposit: rung.keepDeposit.toString() },
          },
          now(),
        );
        if (!change) return false;
        await tx.query('UPDATE reward_members SET vip_valid_bet = $2, vip_deposit = $3 WHERE member_id = $1', [memberId, below.upgradeValidBet.toString(), below.upgradeDeposit.toString()]);
        return true;
      });
      if (relegated) {
        outcome.relegated += 1;
        notify(brand.merchantCode, memberId);
      } else outcome.kept += 1;
    }
  }
  return outcomes;
}

export interface MonthlyGiftsOutcome {
  merchant: string;
  month: string;
  given: number;
  skipped?: 'off';
}

/** Relegation's run for the brand's month succeeded: a succeeded slot at or after 00:20 on the brand's 1st, within the month. */
async function relegationDone(db: Db, brand: VipBrand, month: string): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM job_runs
      WHERE job_name = $1 AND status = 'succeeded'
        AND slot >= ((to_date($2, 'YYYY-MM') + make_interval(mins => $4))::timestamp AT TIME ZONE $3)
        AND slot < (((to_date($2, 'YYYY-MM') + interval '1 month'))::timestamp AT TIME ZONE $3)
      LIMIT 1`,
    [VIP_RELEGATE_JOB, month, brand.timeZone, RELEGATE_MINUTE],
  );
  return Boolean(row);
}

/**
 * Job rewards.vip-monthly-gifts (docs/adr/0016 §10, §11): at 00:30 on the brand's 1st, once
 * relegation's slot for the month has succeeded (else it throws, and the scheduler retries), one
 * reward item per member at level ≥ 1 whose level has a monthly gift (source_ref
 * `monthly:{yyyy-MM}`: once per member and month, whatever the runs).
 */
export async function runMonthlyGifts(db: Db, slot: Date, now: () => Date, notify: Notify): Promise<MonthlyGiftsOutcome[]> {
  const outcomes: MonthlyGiftsOutcome[] = [];
  const waiting: string[] = [];
  for (const brand of await vipBrands(db)) {
    const clock = brandClock(brand.timeZone, slot);
    if (clock.dayOfMonth !== 1 || clock.minuteOfDay < GIFTS_MINUTE) continue;
    const outcome: MonthlyGiftsOutcome = { merchant: brand.merchantCode, month: clock.month, given: 0 };
    if (!(await readVipSettings(db, brand.merchantCode)).enabled) {
      outcomes.push({ ...outcome, skipped: 'off' });
      continue;
    }
    if (!(await relegationDone(db, brand, clock.month))) {
      waiting.push(`${brand.merchantCode} ${clock.month}`);
      continue;
    }
    outcomes.push(outcome);
    const ladder = await readLadder(db, brand.merchantCode);
    const members = await db.query<{ member_id: string; vip_level: number }>(
      `SELECT r.member_id::text, r.vip_level FROM reward_members r JOIN members m ON m.id = r.member_id AND m.type <> $2
        WHERE r.merchant_code = $1 AND r.vip_level >= 1 ORDER BY r.member_id`,
      [brand.merchantCode, TRIAL_TYPE],
    );
    for (const { member_id: memberId, vip_level: level } of members) {
      const rung = rungOf(ladder, Number(level));
      if (!rung || rung.level === 0 || rung.monthlyGift <= 0n) continue;
      const gift = await db.transaction((tx) => giveMonthlyGift(tx, { merchantCode: brand.merchantCode, memberId }, rung, clock.month, now()));
      if (gift?.created) {
        outcome.given += 1;
        notify(brand.merchantCode, memberId);
      }
    }
  }
  // The other brands are done; this slot is retried for those whose relegation has not run yet.
  if (waiting.length > 0) throw new Error(`rewards.vip-monthly-gifts waits for rewards.vip-relegate: ${waiting.join(', ')}`);
  return outcomes;
}
