import { api } from './client';
import type { Announcements, GameMenu, HelpSection, Notice, SystemConfig } from './wire';

/** The calls of SPEC §7 that this foundation provides; later features add theirs beside. */
export const calls = {
  systemConfig: () => api.get<SystemConfig>('/wps/system/config'),
  announcements: (execution: 'A' | 'F' | 'B', types = 'B,PL,PU,PR') =>
    api.get<Announcements>('/wps/announcements', { searchParams: { types, platform: 'W', execution } }),
  notices: () => api.get<Notice[]>('/wps/notices'),
  help: () => api.get<HelpSection[]>('/wps/help', { searchParams: { device: 'WEB' } }),
  gameMenus: () => api.get<{ menus: GameMenu[] }>('/lgw/games/game_menus'),
  updateLanguage: (language: 'bn' | 'en') => api.post<unknown>('/wps/member/language', { json: { language } }),
};
