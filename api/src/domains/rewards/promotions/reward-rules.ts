import type { CampaignWagering, DailySigninRules, FirstDepositRules, LossRescueRules } from '@khela/contracts/rewards';
import type { Wagering } from '../core/grants';

/**
 * The arithmetic of each campaign kind (docs/adr/0016 §4), apart from the database so that the
 * rule tables can test it: money in minor units, rates in basis points, always rounded down.
 */

/** A deposit bonus: min(floor(deposit × percent), cap); nothing below the minimum deposit. */
export function depositBonus(rules: Pick<FirstDepositRules, 'percentBp' | 'cap' | 'minDeposit'>, deposit: bigint): bigint {
  if (deposit < BigInt(rules.minDeposit) || deposit <= 0n) return 0n;
  const bonus = (deposit * BigInt(rules.percentBp)) / 10_000n;
  return bonus < BigInt(rules.cap) ? bonus : BigInt(rules.cap);
}

/** A loss rescue: the band the net loss falls in pays its percent of the loss, up to its cap; nothing outside every band. */
export function rescueAmount(rules: Pick<LossRescueRules, 'bands'>, netLoss: bigint): bigint {
  if (netLoss <= 0n) return 0n;
  const band = rules.bands.find((candidate) => netLoss >= BigInt(candidate.minLoss) && (candidate.maxLoss === undefined || netLoss <= BigInt(candidate.maxLoss)));
  if (!band) return 0n;
  const amount = (netLoss * BigInt(band.percentBp)) / 10_000n;
  return amount < BigInt(band.cap) ? amount : BigInt(band.cap);
}

/**
 * Which day of the sign-in table today is: the day after yesterday's sign-in, day 1 after a gap or
 * at the start; after the last day a repeating cycle starts again and a one-time cycle is over (null).
 */
export function signinDay(rules: Pick<DailySigninRules, 'days' | 'cycle'>, last: { day: string; streakDay: number } | null, today: string, yesterday: string): number | null {
  const length = rules.days.length;
  if (rules.cycle === 'once' && last && last.streakDay >= length) return null;
  if (!last || last.day !== yesterday) return last?.day === today ? last.streakDay : 1;
  return last.streakDay >= length ? 1 : last.streakDay + 1;
}

/** A campaign's wagering as a grant asks for it; the base is the bonus, or the bonus with its deposit. */
export function grantWagering(wagering: CampaignWagering, bonus: bigint, deposit: bigint | null): Wagering {
  return {
    multipleX100: wagering.multipleX100,
    base: wagering.base === 'bonus_deposit' ? bonus + (deposit ?? 0n) : bonus,
    categories: wagering.categories,
    maxCountedStake: wagering.maxCountedStake === undefined ? null : BigInt(wagering.maxCountedStake),
    maxConvert: wagering.maxConvert === undefined ? null : BigInt(wagering.maxConvert),
    expiryDays: wagering.expiryDays,
  };
}
