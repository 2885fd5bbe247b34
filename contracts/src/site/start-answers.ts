/**
 * The start-up answers index.html carries (issue 19, docs/api.md "The start-up answers"): what the
 * api writes (api/src/site/start-answers.ts) and the call layer reads (shared/src/api/start-answers.ts)
 * agree here on the element, the shape and the key that matches an answer to its call.
 */

import { PLATFORM_CODE } from '../constants';

/** The id of the `<script type="application/json">` that carries the answers. */
export const START_ANSWERS_ID = 'khela-start';

/**
 * The id of the brand's first home banner as index.html draws it for a new visitor on a phone
 * (api/src/site/boot-banner.ts), before any script: the page's largest paint. The home remote's own
 * banner takes its place (shared releaseFirstBanner).
 */
export const FIRST_BANNER_ID = 'khela-first-banner';

/** The paths of the home page itself (SPEC §2): the ones index.html draws the first banner on and preloads the home remote for. */
export const HOME_PAGE_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home'];

/** One answer: the Language header it was computed for, and the envelope's value. */
export interface StartAnswer {
  language: string;
  value: unknown;
}

/** What index.html carries. */
export interface StartAnswersPayload {
  /** The server's clock when the page was served: an old page (restored from a disk cache) asks again. */
  servedAt: number;
  /** The brand the answers are for: a page that speaks for another brand ignores them. */
  merchant: string;
  answers: Record<string, StartAnswer>;
  /** remotes.json as served with the page (the shell's remotes manifest). */
  remotes: unknown;
}

/** The query of the visitors' announcements (the home banners) as a visitor's shell asks for them at start (shared calls.announcements, execution B). */
export const VISITOR_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,PR', platform: PLATFORM_CODE, execution: 'B' } as const;

/** The categories the home page lists as game tiles (the home's tab order), and the first page's size. */
export const HOME_LIST_CATEGORIES: readonly string[] = ['RNG', 'LIVE', 'FISH', 'PVP'];
export const HOME_GAMES_PAGE_SIZE = 12;

/** The key of one GET: its path (with a leading slash), then its query's parameters sorted by name. */
export function startAnswerKey(path: string, query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]));
  params.sort();
  const search = params.toString();
  const pathName = `/${path.replace(/^\//, '')}`;
  return search ? `${pathName}?${search}` : pathName;
}

/**
 * A remote's first frame (docs/adr/0020): its first screen drawn by the api into index.html from
 * these answers, before any script, by the server build of the remote's own components. The api
 * loads `script` from the remote's folder in service and inlines `styles` beside the frame.
 */
export const FIRST_FRAME_FILES = { script: 'server/first-frame.cjs', styles: 'server/first-frame.css' } as const;

/** The element index.html draws a first frame in; the remote takes it away once its own screen shows (shared releaseFirstFrame). */
export const FIRST_FRAME_ID = 'khela-first-frame';

/**
 * A frame's test ids are written under this attribute instead of data-testid: the frame is a
 * picture of the remote's screen, and tests and tools that look for the screen's parts find the live ones.
 */
export const FIRST_FRAME_TEST_ID = 'data-frame-testid';

/**
 * What `server/first-frame.cjs` exports: the frame's markup for the page at `pathname` (as the
 * browser asked for it) with these answers, or null when the remote draws none there.
 */
export interface FirstFrameModule {
  renderFirstFrame(payload: StartAnswersPayload, language: string, pathname: string): string | null;
}

/**
 * Who a page's first frame is drawn for: a public page's for visitors (a member's header has two
 * rows), a members' page's for members (a visitor is sent to the login). Where the frame starts on
 * a phone, below the sticky top bar as the shell lays it out for them (its rows and the category
 * bar, with their borders; shell layout.module.css and header.module.css).
 */
export const FIRST_FRAME_AUDIENCES = {
  visitors: { top: 102 },
  members: { top: 154 },
} as const;
export type FirstFrameAudience = keyof typeof FIRST_FRAME_AUDIENCES;
