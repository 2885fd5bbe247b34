import { atom } from 'jotai';
import type { Announcements, GameMenu } from '../api/wire';

/** SPEC §3 public state. Balance is in minor units (integer) so no float ever touches money. */
export const balanceAtom = atom<number | null>(null);
export const balanceHiddenAtom = atom(false);
export const hasVipAtom = atom(false);
export const vipLabelNameAtom = atom<string | null>(null);
export const vipRankLevelAtom = atom<number | null>(null);
export const availablePromoCountAtom = atom(0);
export const unreadMessageAtom = atom(0);
export const announcementsAtom = atom<Announcements | null>(null);
export const gameMenusAtom = atom<GameMenu[]>([]);
export const bannersAtom = atom((get) => get(announcementsAtom)?.banners ?? []);
export const popupAnnouncementsAtom = atom((get) => get(announcementsAtom)?.popup ?? []);
export const promotionAnnouncementsAtom = atom((get) => get(announcementsAtom)?.promotion ?? []);
