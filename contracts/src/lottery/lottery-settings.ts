import { LOTTERY_BET_TYPES } from './lottery-kinds';
import type { LotteryKind } from './lottery-kinds';

/**
 * One bet type's terms. Money in minor units (paisa, 1 BDT = 100).
 * - `odds`: payout per unit stake per hit, stake included, as a decimal string ('9', '1.5',
 *   '207.36'). Where the payout depends on what is hit, a '/'-separated list in a fixed order
 *   (docs/lottery.md): k3 `sum` for sums 3|18, 4|17 … 10|11; sea4d `big`/`ibox_big`/`iperm_big` for
 *   first/second/third/starter/consolation, `small`/`ibox_small`/`iperm_small` and `abc_3d` for
 *   first/second/third (iBox and iPerm: the straight prizes, divided by the orderings when paid);
 *   wingo `colour` for red or green / violet.
 * - `oddsAlt`: a second payout where the rules have one (wingo red/green when the number is 0 or 5), else null.
 * - `minStake`/`maxStake`: per unit (a line costs stake × units).
 * - `maxPayoutPerNumber`: the most one number (exposure key, see checkBetLine) may pay in one draw, all members together.
 */
export interface BetTypeRule {
  odds: string;
  oddsAlt: string | null;
  minStake: number;
  maxStake: number;
  maxPayoutPerNumber: number;
}

/** A game's betting terms: bet types, the most one member may stake on one draw, and the freeze before the draw. */
export interface LotteryGameSettings {
  betTypes: Record<string, BetTypeRule>;
  maxStakePerDraw: number;
  freezeSeconds: number;
}

const MIN_STAKE = 1_000; // 10 BDT
const MAX_PAYOUT_PER_NUMBER = 100_000_000; // 1,000,000 BDT
const MAX_STAKE_PER_DRAW = 10_000_000; // 100,000 BDT

function rule(odds: string, maxStake: number, oddsAlt: string | null = null): BetTypeRule {
  return { odds, oddsAlt, minStake: MIN_STAKE, maxStake, maxPayoutPerNumber: MAX_PAYOUT_PER_NUMBER };
}

/** K3 exact sums: 96 % of fair odds (REFERENCES §3.4), for sums 3|18, 4|17 … 10|11. */
export const K3_SUM_ODDS = '207.36/69.12/34.56/20.74/13.83/9.88/8.3/7.68';

/**
 * Defaults per kind (docs/lottery.md gives the return to player of each). Each maxStake keeps one
 * maximal line's worst case (odds × most hits) within maxPayoutPerNumber.
 */
export function defaultLotterySettings(kind: LotteryKind): LotteryGameSettings {
  switch (kind) {
    case 'wingo':
      return {
        betTypes: {
          number: rule('9', 5_000_000),
          colour: rule('2/4.5', 5_000_000, '1.5'), // red or green / violet; red or green on 0 or 5: 1.5
          size: rule('1.96', 5_000_000),
          parity: rule('1.96', 5_000_000),
        },
        maxStakePerDraw: MAX_STAKE_PER_DRAW,
        freezeSeconds: 5,
      };
    case 'd5':
      return {
        betTypes: {
          position_digit: rule('9', 5_000_000),
          position_size: rule('1.96', 5_000_000),
          position_parity: rule('1.96', 5_000_000),
          sum_size: rule('1.96', 5_000_000),
          sum_parity: rule('1.96', 5_000_000),
        },
        maxStakePerDraw: MAX_STAKE_PER_DRAW,
        freezeSeconds: 5,
      };
    case 'k3':
      return {
        betTypes: {
          sum: rule(K3_SUM_ODDS, 400_000),
          sum_size: rule('1.96', 5_000_000),
          sum_parity: rule('1.96', 5_000_000),
          any_triple: rule('34.56', 2_000_000),
          triple: rule('207.36', 400_000),
          pair: rule('12.96', 5_000_000),
          straight: rule('8.64', 5_000_000),
          two_different: rule('6.91', 5_000_000),
          three_different: rule('34.56', 2_000_000),
        },
        maxStakePerDraw: MAX_STAKE_PER_DRAW,
        freezeSeconds: 5,
      };
    case 'vn_north':
    case 'vn_fast':
      return {
        betTypes: {
          lo2: rule('3.5', 1_000_000), // × 27 occurrences at most
          lo3: rule('41', 100_000), // × 23
          lo4: rule('470', 10_000), // × 20
          de: rule('95', 1_000_000),
          dau: rule('9.5', 5_000_000),
          duoi: rule('9.5', 5_000_000),
          cang3: rule('950', 100_000),
          xien2: rule('17', 5_000_000),
          xien3: rule('76', 1_000_000),
          xien4: rule('350', 200_000),
          truot4: rule('2.8', 5_000_000),
          truot8: rule('8.9', 5_000_000),
          truot10: rule('16', 5_000_000),
        },
        maxStakePerDraw: MAX_STAKE_PER_DRAW,
        freezeSeconds: kind === 'vn_fast' ? 10 : 900,
      };
    case 'vn_south':
    case 'vn_central':
      return {
        betTypes: {
          lo2: rule('5.25', 1_000_000), // × 18 occurrences at most
          lo3: rule('55', 100_000), // × 17
          lo4: rule('590', 10_000), // × 16
          de: rule('95', 1_000_000),
          dau: rule('9.5', 5_000_000),
          duoi: rule('9.5', 5_000_000),
          cang3: rule('950', 100_000),
          xien2: rule('36', 2_000_000),
          xien3: rule('240', 400_000),
          xien4: rule('1700', 50_000),
          truot4: rule('1.95', 5_000_000),
          truot8: rule('4.2', 5_000_000),
          truot10: rule('6.3', 5_000_000),
        },
        maxStakePerDraw: MAX_STAKE_PER_DRAW,
        freezeSeconds: 900,
      };
    case 'sea4d':
      return {
        betTypes: {
          big: rule('2500/1000/500/180/60', 40_000),
          small: rule('3500/2000/1000', 25_000),
          ibox_big: rule('2500/1000/500/180/60', 80_000),
          ibox_small: rule('3500/2000/1000', 50_000),
          iperm_big: rule('2500/1000/500/180/60', 80_000),
          iperm_small: rule('3500/2000/1000', 50_000),
          abc_3d: rule('250/210/150', 100_000),
          a_3d: rule('660', 100_000),
        },
        maxStakePerDraw: MAX_STAKE_PER_DRAW,
        freezeSeconds: 900,
      };
    default: {
      const never: never = kind;
      throw new RangeError(`unknown lottery kind ${String(never)}`);
    }
  }
}

/** How many '/'-separated values a bet type's odds hold (1 unless listed). */
export function oddsValuesOf(kind: LotteryKind, betType: string): number {
  if (kind === 'wingo' && betType === 'colour') return 2;
  if (kind === 'k3' && betType === 'sum') return 8;
  if (kind === 'sea4d' && (betType === 'big' || betType === 'ibox_big' || betType === 'iperm_big')) return 5;
  if (kind === 'sea4d' && (betType === 'small' || betType === 'ibox_small' || betType === 'iperm_small' || betType === 'abc_3d')) return 3;
  return 1;
}

const ODDS_VALUE = /^\d{1,9}(?:\.\d{1,6})?$/;

/**
 * What is wrong with a game's settings (an operator's edit), as readable lines; empty when they
 * can be used: every bet type of the kind present with well-formed odds (the right number of
 * values, each a decimal ≥ 1 with at most 6 decimals), 1 ≤ minStake ≤ maxStake, a positive
 * maxPayoutPerNumber, and whole-paisa amounts.
 */
export function lotterySettingsProblems(kind: LotteryKind, settings: LotteryGameSettings): string[] {
  const problems: string[] = [];
  const whole = (v: number, min: number) => Number.isSafeInteger(v) && v >= min;
  for (const betType of LOTTERY_BET_TYPES[kind]) {
    const rule = Object.hasOwn(settings.betTypes, betType) ? settings.betTypes[betType] : undefined;
    if (!rule) {
      problems.push(`${betType}: missing`);
      continue;
    }
    const values = rule.odds.split('/');
    if (values.length !== oddsValuesOf(kind, betType) || !values.every((v) => ODDS_VALUE.test(v) && Number(v) >= 1)) {
      problems.push(`${betType}: odds must be ${oddsValuesOf(kind, betType)} '/'-separated decimal(s) ≥ 1 with at most 6 decimals`);
    }
    if (rule.oddsAlt !== null && (!ODDS_VALUE.test(rule.oddsAlt) || Number(rule.oddsAlt) < 1)) problems.push(`${betType}: oddsAlt must be a decimal ≥ 1 or null`);
    if (!whole(rule.minStake, 1) || !whole(rule.maxStake, 1) || rule.minStake > rule.maxStake) problems.push(`${betType}: need 1 ≤ minStake ≤ maxStake, whole paisa`);
    if (!whole(rule.maxPayoutPerNumber, 1)) problems.push(`${betType}: maxPayoutPerNumber must be a positive whole number of paisa`);
  }
  if (!whole(settings.maxStakePerDraw, 1)) problems.push('maxStakePerDraw must be a positive whole number of paisa');
  if (!whole(settings.freezeSeconds, 0)) problems.push('freezeSeconds must be a whole number ≥ 0');
  return problems;
}
