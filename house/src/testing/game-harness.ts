import type { HouseOptions } from '../app';
import { fakeApiPerTest } from './fake-api-per-test';
import type { FakeKhelaWallet, ReceivedCall } from '@khela/server-kit/vendor-testing';
import { launch, reopenableDb, runHouse, type RunningHouse } from './test-house';

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
  readonly api: FakeKhelaWallet;
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
  /**
   * A real-money player with FIRST_BALANCE launched into `gameCode` (`query` adds to the launch)
   * plays one round as JSON, answered 200: the page path and the answer.
   */
  playFirstRound<R>(gameCode: string, playerId: string, body: string, query?: Record<string, string>): Promise<{ page: string; body: RoundAnswer<R> }>;
  /**
   * Khela's side of the first real-money round of a player who had FIRST_BALANCE: the stake
   * debited and the payout credited for that round, and the page's balance the one Khela holds.
   */
  expectSettledWithKhela(playerId: string, answer: RoundAnswer<object>): void;
  /** Posts each body as a round (in English): each is refused with 400 invalidStake, `message` and no round. */
  expectRefusedBets(page: string, bodies: readonly string[], message: string): Promise<void>;
}

/** What a player launched by playFirstRound has at Khela before the round: ৳1,000. */
export const FIRST_BALANCE = 100_000;

/** A page path without its query (the routes hang below it). */
export const pagePath = (page: string) => page.replace(/\?.*$/, '');

/**
 * Registers jest hooks that give every test of the file a fake Khela api, a fresh store and a house
 * over them (stopped and removed after the test). `overrides` runs in the hook, before the house
 * starts, so it may make per-test parts such as a clock.
 */
export function houseForEachTest(overrides: () => Partial<HouseOptions> = () => ({})): GameHarness {
  let running: RunningHouse;
  const each = fakeApiPerTest(reopenableDb, () => running.stop());
  beforeEach(async () => {
    running = await runHouse(each.storage, each.apiUrl, overrides());
  });

  const pageHtml = async (path: string) => (await fetch(`${running.url}${path}`)).text();
  const open = async (gameCode: string, query: Record<string, string>) => {
    const response = await launch(running.url, { gameCode, currency: 'BDT', device: 'mobile', ...query });
    expect(response.status).toBe(303);
    return response.headers.get('location')!;
  };
  const playJson = async <R>(page: string, body: string, options: { language?: string; route?: string } = {}) => {
    const response = await fetch(`${running.url}${pagePath(page)}/${options.route ?? 'round'}?language=${options.language ?? 'en'}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return { status: response.status, body: (await response.json()) as RoundAnswer<R> };
  };
  return {
    get api() {
      return each.api;
    },
    get running() {
      return running;
    },
    open,
    playJson,
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
    walletMoves: () => each.api.calls.filter((call) => call.action !== 'authenticate' && call.action !== 'balance'),
    async playFirstRound<R>(gameCode: string, playerId: string, body: string, query: Record<string, string> = {}) {
      const page = await open(gameCode, { token: each.api.launch(playerId, FIRST_BALANCE), ...query });
      const answer = await playJson<R>(page, body);
      expect(answer.status).toBe(200);
      return { page, body: answer.body };
    },
    expectSettledWithKhela(playerId, answer) {
      const round = answer.round!;
      expect(each.api.callsOf('bet')[0]!.body).toMatchObject({ playerId, amount: round.stake, gameCode: round.gameCode, roundId: round.id });
      expect(each.api.callsOf('win')[0]!.body).toMatchObject({ amount: round.payout, roundId: round.id });
      expect(answer.balance).toBe(FIRST_BALANCE - round.stake + round.payout);
      expect(each.api.balanceOf(playerId)).toBe(answer.balance);
    },
    async expectRefusedBets(page, bodies, message) {
      for (const body of bodies) {
        const answer = await playJson(page, body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ status: 'invalidStake', message });
        expect(answer.body.round).toBeUndefined();
      }
    },
  };
}
