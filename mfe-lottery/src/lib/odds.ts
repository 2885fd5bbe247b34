import type { LotteryKind } from '@khela/contracts';
import { describeOdds } from '@khela/shared/lottery';

/**
 * Odds as a player reads them. A bet type whose odds are a '/' list (contracts lottery-settings:
 * Wingo colour, K3 sum, SEA 4D by prize) becomes a labelled list: what is hit → odds. Labels are
 * catalogue keys with their values, so the page translates them.
 */
export interface OddsEntry {
  key: string;
  /** A key of the lottery catalogue and its values. */
  label: string;
  values?: Record<string, string | number>;
  odds: string;
}

const SEA4D_BIG_TIERS = ['first', 'second', 'third', 'starter', 'consolation'] as const;
const SEA4D_SMALL_TIERS = ['first', 'second', 'third'] as const;

/** The labelled odds of a bet type whose odds depend on what is hit; null when it has one value. */
export function oddsTable(kind: LotteryKind, betType: string, rule: { odds: string; oddsAlt: string | null }): OddsEntry[] | null {
  const parts = rule.odds.split('/').map((part) => part.trim());
  if (kind === 'wingo' && betType === 'colour' && parts.length === 2) {
    return [
      { key: 'redGreen', label: 'odds.redGreen', odds: parts[0]! },
      ...(rule.oddsAlt ? [{ key: 'redGreenAlt', label: 'odds.redGreenAlt', odds: rule.oddsAlt }] : []),
      { key: 'violet', label: 'odds.violet', odds: parts[1]! },
    ];
  }
  if (kind === 'k3' && betType === 'sum' && parts.length === 8) {
    return parts.map((odds, i) => ({ key: `sum${3 + i}`, label: 'odds.sums', values: { low: 3 + i, high: 18 - i }, odds }));
  }
  if (kind === 'sea4d') {
    // iBox and iPerm list the straight prizes; what a picked number gets is each divided by its orderings (pickedOdds).
    const tiers = ['big', 'ibox_big', 'iperm_big'].includes(betType) ? SEA4D_BIG_TIERS : ['small', 'ibox_small', 'iperm_small', 'abc_3d'].includes(betType) ? SEA4D_SMALL_TIERS : null;
    if (tiers && parts.length === tiers.length) return tiers.map((tier, i) => ({ key: tier, label: `tiers.${tier}`, odds: parts[i]! }));
  }
  return parts.length > 1 ? parts.map((odds, i) => ({ key: String(i), label: 'odds.value', values: { n: i + 1 }, odds })) : null;
}

/**
 * The odds of what is picked: one value per selection where the selection decides it (K3 sum 8 →
 * '9.88', Wingo violet → '4.5'; red or green also has its 0-or-5 value `alt`; SEA 4D iBox/iPerm
 * 1234 → every prize / 24, '104.16/41.66/20.83/7.5/2.5', the rules' describeOdds). Null when the
 * odds do not depend on the selection (SEA 4D big/small pay by the prize hit: see oddsTable).
 */
export function pickedOdds(kind: LotteryKind, betType: string, rule: { odds: string; oddsAlt: string | null }, pick: string): { odds: string; alt: string | null } | null {
  const parts = rule.odds.split('/').map((part) => part.trim());
  if (kind === 'k3' && betType === 'sum' && /^(?:[3-9]|1[0-8])$/.test(pick)) {
    const sum = Number(pick);
    const odds = parts[Math.min(sum, 21 - sum) - 3];
    return odds ? { odds, alt: null } : null;
  }
  if (kind === 'sea4d' && /^i(box|perm)_(big|small)$/.test(betType) && /^\d{4}$/.test(pick) && new Set(pick).size > 1) {
    try {
      const odds = describeOdds(kind, { betTypes: { [betType]: { ...rule, minStake: 1, maxStake: 1, maxPayoutPerNumber: 1 } }, maxStakePerDraw: 1, freezeSeconds: 0 }, betType, [pick]);
      return odds ? { odds, alt: null } : null;
    } catch {
      return null; // odds the rules cannot read: the api decides
    }
  }
  if (kind === 'wingo' && betType === 'colour') {
    if (pick === 'violet') return parts[1] ? { odds: parts[1], alt: null } : null;
    if (pick === 'red' || pick === 'green') return parts[0] ? { odds: parts[0], alt: rule.oddsAlt } : null;
  }
  return null;
}
