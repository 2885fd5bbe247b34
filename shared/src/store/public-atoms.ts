import { atom } from 'jotai';
import type { Announcements, GameMenu } from '../api/wire';
import { localKeys, readStorage, writeStorage } from '../session/storage-keys';

/** SPEC §3 public state. Balance is in minor units (integer) so no float ever touches money. */
export const balanceAtom = atom<number | null>(null);

const balanceHiddenValueAtom = atom(readStorage('local', localKeys.balanceHidden) === '1');
/** Show or hide the balance as asterisks; the choice outlives the session (it is this device's). */
export const balanceHiddenAtom = atom(
  (get) => get(balanceHiddenValueAtom),
  (_get, set, hidden: boolean) => {
    set(balanceHiddenValueAtom, hidden);
    writeStorage('local', localKeys.balanceHidden, hidden ? '1' : null);
  },
);
export const hasVipAtom = atom(false);
export const vipLabelNameAtom = atom<string | null>(null);
export const vipRankLevelAtom = atom<number | null>(null);
/** Lines claimable in the reward center (the rewardCenter badge), from the rewards summary and its pushes. */
export const availablePromoCountAtom = atom(0);
/** Missions claimable now (the missionLeaderboard badge), from the rewards summary and its pushes. */
export const claimableMissionCountAtom = atom(0);
/** The member's open bonuses (queued or active grants) and the money they hold: the header's bonus line. */
export const openBonusAtom = atom<{ open: number; amount: number }>({ open: 0, amount: 0 });
export const unreadMessageAtom = atom(0);
export const announcementsAtom = atom<Announcements | null>(null);
const gameMenusValueAtom = atom<GameMenu[] | null>(null);
const noMenus: GameMenu[] = [];
/**
 * The game menus (the shell loads them once at start): empty until they have come, and empty when
 * the call failed. Setting them, whatever the answer, marks them loaded (gameMenusLoadedAtom).
 */
export const gameMenusAtom = atom(
  (get) => get(gameMenusValueAtom) ?? noMenus,
  (_get, set, menus: GameMenu[]) => set(gameMenusValueAtom, menus),
);
/** False while the start-up game menus call is out: a menu draws its placeholder, not "no games". */
export const gameMenusLoadedAtom = atom((get) => get(gameMenusValueAtom) !== null);
export const bannersAtom = atom((get) => get(announcementsAtom)?.banners ?? []);
export const popupAnnouncementsAtom = atom((get) => get(announcementsAtom)?.popup ?? []);
export const promotionAnnouncementsAtom = atom((get) => get(announcementsAtom)?.promotion ?? []);
