import { wingoColoursOf } from '@khela/shared/lottery';
import type { LotteryResult } from '@khela/contracts';

/** Wingo's colours of a number (REFERENCES §3.4): 0 red+violet, 5 green+violet, odd green, even red (the rules' own). */
export const wingoColours = wingoColoursOf;

/** The numbers of a result's first tier (wingo's number, 5D's digits, K3's dice, VN's special…). */
export function firstTier(result: LotteryResult | null): string[] {
  return result?.tiers[0]?.numbers ?? [];
}

/** The 5D sum is big from 22 (0–45), K3's from 11 (3–18), wingo's number from 5 (REFERENCES §3.4). */
export const bigFrom = { wingo: 5, d5: 22, k3: 11 } as const;
