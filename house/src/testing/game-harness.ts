import type { HouseOptions } from '../app';
import { FakeKhelaApi, type ReceivedCall } from './fake-khela-api';
import { launch, type ReopenableDb, reopenableDb, runHouse, type RunningHouse, SECRET } from './test-house';

/** A round's JSON answer; `R` adds the game's own fields of `round` (its result and roundJson). */
export interface RoundAnswer<R = Record<string, unknown>> {
  status: string;
  message: string;
  balance: number | null;
  balanceText?: string | null;
  resultHtml?: string;
  historyRowHtml?: string;
  round?: { id: string; gameCode: string; nonce: number; stake: number; payout: number; state: string; bet: Record<string, unknown> } & R;
}

export interface GameHarness {
  /** The fake Khela api of the running test. */
  readonly api: FakeKhelaApi;
  readonly running: RunningHouse;
  /** Launches `gameCode` (a 303 is expected) and gives the page path it redirected to. */
  open(gameCode: string, query: Record<string, string>): Promise<string>;
  /** Posts a round (or `route`, e.g. the slot's `spin`) asking for JSON. */
  playJson<R>(page: string, body: string, options?: { language?: string; route?: string }): Promise<{ status: number; body: RoundAnswer<R> }>;
  /** Posts a round as a form without script and follows its 303: the page's HTML. */
  playForm(page: string, body: string, language?: string): Promise<string>;
  /** Rotates the page's seed pair; the JSON answer. */
  rotate<T>(page: string): Promise<T>;
  pageHtml(path: string): Promise<string>;
  /** The wallet calls that move money (bet, win, rollback). */
  walletMoves(): ReceivedCall[];
}

/** A page path without its query (the routes hang below it). */
export const pagePath = (page: string) => page.replace(/\?.*$/, '');

/**
 * Registers jest hooks that give every test of the file a fake Khela api, a fresh store and a house
 * over them (stopped and removed after the test). `overrides` runs in the hook, before the house
 * starts, so it may make per-test parts such as a clock.
 */
export function houseForEachTest(overrides: () => Partial<HouseOptions> = () => ({})): GameHarness {
  let api: FakeKhelaApi;
  let store: ReopenableDb;
  let running: RunningHouse;

  beforeEach(async () => {
    api = new FakeKhelaApi(SECRET);
    const apiUrl = await api.start();
    store = await reopenableDb();
    running = await runHouse(store, apiUrl, overrides());
  });

  afterEach(async () => {
    await running.stop();
    await api.stop();
    await store.cleanup();
  });

  const pageHtml = async (path: string) => (await fetch(`${running.url}${path}`)).text();
  return {
    get api() {
      return api;
    },
    get running() {
      return running;
    },
    async open(gameCode, query) {
      const response = await launch(running.url, { gameCode, currency: 'BDT', device: 'mobile', ...query });
      expect(response.status).toBe(303);
      return response.headers.get('location')!;
    },
    async playJson<R>(page: string, body: string, options: { language?: string; route?: string } = {}) {
      const response = await fetch(`${running.url}${pagePath(page)}/${options.route ?? 'round'}?language=${options.language ?? 'en'}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      return { status: response.status, body: (await response.json()) as RoundAnswer<R> };
    },
    async playForm(page, body, language = 'bn') {
      const posted = await fetch(`${running.url}${pagePath(page)}/round?language=${language}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      return pageHtml(posted.headers.get('location')!);
    },
    async rotate<T>(page: string) {
      return (await (await fetch(`${running.url}${pagePath(page)}/rotate`, { method: 'POST', headers: { accept: 'application/json' } })).json()) as T;
    },
    pageHtml,
    walletMoves: () => api.calls.filter((call) => call.action !== 'authenticate' && call.action !== 'balance'),
  };
}
