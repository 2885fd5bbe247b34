import type { Queryable } from '../platform/db/db';
import type { GameType } from '@khela/contracts';
import { offerVendor, upsertVendor } from '../domains/games/vendors-repo';

/**
 * Our own vendor names. E-sports codes IMES, TF, IA are the codes SPEC §3 names. Cockfight (SPEC's
 * SV3) is the house's arena, vendor HOUSE under COCKFIGHT (seed/demo-games.ts, docs/house.md).
 */
export const VENDORS: { code: string; gameType: GameType; displayName: string }[] = [
  { code: 'KSLOT', gameType: 'RNG', displayName: 'Khela Slots' },
  { code: 'KREEL', gameType: 'RNG', displayName: 'Khela Reels' },
  { code: 'KJACK', gameType: 'RNG', displayName: 'Khela Jackpot Slots' },
  { code: 'KLIVE', gameType: 'LIVE', displayName: 'Khela Live Casino' },
  { code: 'KTABLE', gameType: 'LIVE', displayName: 'Khela Tables' },
  { code: 'KSPORT', gameType: 'SPORTS', displayName: 'Khela Sports' },
  { code: 'KCRIC', gameType: 'SPORTS', displayName: 'Khela Cricket Book' },
  { code: 'KCARD', gameType: 'PVP', displayName: 'Khela Cards' },
  { code: 'KTEEN', gameType: 'PVP', displayName: 'Khela Teen Patti' },
  { code: 'IMES', gameType: 'ESPORTS', displayName: 'Khela eSports Arena' },
  { code: 'TF', gameType: 'ESPORTS', displayName: 'Khela eSports Pro' },
  { code: 'IA', gameType: 'ESPORTS', displayName: 'Khela eSports Live' },
  { code: 'KFISH', gameType: 'FISH', displayName: 'Khela Fishing' },
  { code: 'KOCEAN', gameType: 'FISH', displayName: 'Khela Ocean Hunt' },
  // The lottery vendors (LOTTERY_VENDOR_OF_AREA): their games are the lottery domain's (seed/demo-lottery.ts).
  { code: 'KELOTT', gameType: 'ELOTT', displayName: 'Khela Quick Lottery' },
  { code: 'TCG_LOTTO_VN', gameType: 'LOTT', displayName: 'Khela Vietnam Lottery' },
  { code: 'TCG_SEA', gameType: 'LOTT', displayName: 'Khela SEA 4D' },
];

export async function seedVendors(db: Queryable): Promise<void> {
  for (const [i, v] of VENDORS.entries()) await upsertVendor(db, { ...v, sortOrder: i });
  // The demo brand offers every category.
  for (const v of VENDORS) await offerVendor(db, 'khela', v.code, v.gameType);
  // khela2 lacks PVP, ESPORTS, ELOTT, LOTT and COCKFIGHT; its only fishing vendor is switched off.
  await offerVendor(db, 'khela2', 'KSLOT', 'RNG');
  await offerVendor(db, 'khela2', 'KLIVE', 'LIVE');
  await offerVendor(db, 'khela2', 'KSPORT', 'SPORTS');
  await offerVendor(db, 'khela2', 'KFISH', 'FISH', false);
}
