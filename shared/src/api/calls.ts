import { MENU_DEVICE, PLATFORM_CODE, type Language } from '@khela/contracts/constants';
import type { Execution, GameMenusValue, HelpSearchHit, HelpSection, LanguageUpdateValue, Notice, NoticePopularValue } from '@khela/contracts';
import { api } from './client';
import type { Announcements, SystemConfig } from './wire';

/** The calls of SPEC §7 that this foundation provides; later features add theirs beside. */
export const calls = {
  systemConfig: () => api.get<SystemConfig>('/wps/system/config'),
  announcements: (execution: Execution, types = 'B,PL,PU,PR') =>
    api.get<Announcements>('/wps/announcements', { searchParams: { types, platform: PLATFORM_CODE, execution } }),
  notices: () => api.get<Notice[]>('/wps/notices'),
  /** The notices and the brand's popular games in one call (SPEC §7): the home page's marquee and popular row. */
  noticePopular: () => api.get<NoticePopularValue>('/wps/notice_popular'),
  help: () => api.get<HelpSection[]>('/wps/help', { searchParams: { device: MENU_DEVICE } }),
  /** The help center's search across titles and bodies, in the page's language (docs/feedback-help.md). */
  helpSearch: (q: string) => api.get<HelpSearchHit[]>('/wps/help/search', { searchParams: { q } }),
  gameMenus: () => api.get<GameMenusValue>('/lgw/games/game_menus'),
  updateLanguage: (language: Language) => api.post<LanguageUpdateValue>('/wps/member/language', { json: { language } }),
};
