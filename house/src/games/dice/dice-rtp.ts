import { winPayout } from './dice-engine';
import { DICE_STAKES, MAX_TARGET, MIN_TARGET, ROLL_OUTCOMES } from './dice-rules';

/** A return to player as an exact fraction of the stake. */
export interface DiceRtp {
  numerator: bigint;
  denominator: bigint;
  value: number;
}

/**
 * The exact RTP of one bet: it wins target × 100 of the 10,000 rolls and then pays
 * ⌊stake × 99 / target⌋, so RTP = target × 100 × ⌊99 · stake / target⌋ / (10,000 × stake).
 * That is 99 % when target divides 99 · stake, a little less otherwise (the paisa rounded down).
 */
export function diceRtp(stake: number, target: number): DiceRtp {
  const winning = BigInt(target * (ROLL_OUTCOMES / 100));
  const numerator = winning * BigInt(winPayout(stake, target));
  const denominator = BigInt(ROLL_OUTCOMES) * BigInt(stake);
  return { numerator, denominator, value: Number(numerator) / Number(denominator) };
}

/** The lowest exact RTP over every offered stake and target (what the rules promise at least). */
export function lowestDiceRtp(stakes: readonly number[] = DICE_STAKES): DiceRtp & { stake: number; target: number } {
  let lowest: (DiceRtp & { stake: number; target: number }) | null = null;
  for (const stake of stakes) {
    for (let target = MIN_TARGET; target <= MAX_TARGET; target += 1) {
      const rtp = diceRtp(stake, target);
      if (!lowest || rtp.numerator * lowest.denominator < lowest.numerator * rtp.denominator) lowest = { ...rtp, stake, target };
    }
  }
  return lowest!;
}

/**
 * A fraction as an exact percentage, e.g. "98.9898%": the offered stakes make every denominator a
 * product of 2s and 5s, so the decimal ends; trailing zeros are dropped down to 2 decimals.
 * Throws for a fraction whose decimal would not end within 12 places (never for offered bets).
 */
export function exactPercent({ numerator, denominator }: Pick<DiceRtp, 'numerator' | 'denominator'>): string {
  const places = 12;
  const scaled = numerator * 100n * 10n ** BigInt(places);
  if (scaled % denominator !== 0n) throw new RangeError('the percentage does not end within 12 decimals');
  const digits = (scaled / denominator).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, -places);
  const fraction = digits.slice(-places).replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}%`;
}
