import { i18n } from '../i18n/i18n';
import { calls } from './calls';
import { gameCalls } from './game-calls';
import { serveStartPayload } from '../testing/start-answers-page';
import { forgetStartAnswers, peekStartAnswer, startAnswerKey, takeStartAnswer, takeStartRemotes, withStartAnswers } from './start-answers';

const config = { merchant: { code: 'khela' }, maintenance: { enabled: false, message: null } };
const announcementsKey = '/wps/announcements?execution=B&platform=W&types=B%2CPL%2CPU%2CPR';

const servePage = (payload: object | string): void => void serveStartPayload(payload);

const page = (overrides: object = {}) => ({
  servedAt: Date.now(),
  merchant: 'khela',
  answers: {
    '/wps/system/config': { language: 'bn', value: config },
    [announcementsKey]: { language: 'bn', value: { banners: [], popup: [] } },
  },
  remotes: { 'mfe-home': { version: '1.0.0', entry: '/remotes/mfe-home/1.0.0/remoteEntry.js' } },
  ...overrides,
});

function respond(value: unknown): void {
  (global.fetch as jest.Mock).mockResolvedValueOnce(new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { status: 200 }));
}

describe("the start-up answers index.html carries", () => {
  beforeEach(async () => {
    global.fetch = jest.fn();
    window.sessionStorage.clear();
    window.localStorage.clear();
    await i18n.changeLanguage('bn');
  });
  afterAll(() => {
    document.getElementById('khela-start')?.remove();
    forgetStartAnswers();
  });

  it('answer the start-up calls without a request, once each', async () => {
    servePage(page());
    expect(await calls.systemConfig()).toEqual({ ok: true, value: config });
    expect(await calls.announcements('B')).toEqual({ ok: true, value: { banners: [], popup: [] } });
    expect(global.fetch).not.toHaveBeenCalled();
    // A second config call (a later status check) goes to the server.
    respond({ ...config, maintenance: { enabled: true, message: 'x' } });
    expect(await calls.systemConfig()).toMatchObject({ ok: true, value: { maintenance: { enabled: true } } });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(takeStartRemotes()).toEqual({ 'mfe-home': { version: '1.0.0', entry: '/remotes/mfe-home/1.0.0/remoteEntry.js' } });
    expect(takeStartRemotes()).toBeNull();
  });

  it('are not used for another language, another brand, another query, an old page or a page without them', async () => {
    const cases: Array<() => Promise<void>> = [
      async () => servePage(page({ merchant: 'khela2' })),
      async () => {
        servePage(page());
        await i18n.changeLanguage('en');
      },
      async () => servePage(page({ servedAt: Date.now() - 10 * 60_000 })),
      async () => servePage('{not json'),
      async () => {
        document.getElementById('khela-start')?.remove();
        forgetStartAnswers();
      },
    ];
    for (const arrange of cases) {
      (global.fetch as jest.Mock).mockReset();
      await arrange();
      respond(config);
      expect(await calls.systemConfig()).toEqual({ ok: true, value: config });
      expect(global.fetch).toHaveBeenCalledTimes(1);
      await i18n.changeLanguage('bn');
    }
    // The member's announcements (execution A) are never the visitors' inlined ones.
    servePage(page());
    (global.fetch as jest.Mock).mockReset();
    respond({ banners: [{ id: 1 }], popup: [] });
    expect(await calls.announcements('A')).toMatchObject({ ok: true, value: { banners: [{ id: 1 }] } });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it("keys a game list as the api does (path, then the query sorted by name)", async () => {
    const key = startAnswerKey('/lgw/games/games', { gameType: 'RNG', pageNo: '1', pageSize: '12', clientType: '3', platform: 'W' });
    expect(key).toBe('/lgw/games/games?clientType=3&gameType=RNG&pageNo=1&pageSize=12&platform=W');
    servePage(page({ answers: { [key]: { language: 'bn', value: { games: [], pageNo: 1, totalPages: 1 } } } }));
    expect(await gameCalls.games({ gameType: 'RNG', pageNo: 1, pageSize: 12 })).toEqual({ ok: true, value: { games: [], pageNo: 1, totalPages: 1 } });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('give a game list at once, for a first render: peeked without using it up, then taken once', async () => {
    const key = startAnswerKey('/lgw/games/games', { gameType: 'RNG', pageNo: '1', pageSize: '12', clientType: '3', platform: 'W' });
    const value = { games: [], pageNo: 1, totalPages: 1 };
    servePage(page({ answers: { [key]: { language: 'bn', value } } }));
    const query = { gameType: 'RNG' as const, pageNo: 1, pageSize: 12 };
    expect(gameCalls.inlinedGames(query, 'peek')).toEqual(value);
    expect(gameCalls.inlinedGames({ ...query, gameType: 'LIVE' }, 'peek')).toBeNull();
    expect(gameCalls.inlinedGames(query, 'take')).toEqual(value);
    expect(gameCalls.inlinedGames(query, 'peek')).toBeNull();
    // Used up: the call goes to the server.
    respond(value);
    expect(await gameCalls.games(query)).toEqual({ ok: true, value });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    // Not for another language than the page's.
    servePage(page({ answers: { [key]: { language: 'bn', value } } }));
    await i18n.changeLanguage('en');
    expect(gameCalls.inlinedGames(query, 'peek')).toBeNull();
  });

  it("serve a first frame's server render as the page will have them, for that render only", () => {
    servePage(page());
    const key = '/wps/system/config';
    const other = { ...page(), merchant: 'khela', answers: { [key]: { language: 'bn', value: { drawn: true } } } };
    // However long the server has been up (the page's "start" is the render's), then the page's own again.
    const now = jest.spyOn(performance, 'now').mockReturnValue(10 * 60_000);
    expect(withStartAnswers(other, () => takeStartAnswer(key, 'khela', 'bn'))).toEqual({ value: { drawn: true } });
    expect(other.answers[key]).toBeDefined(); // taking in a render leaves the server's copy whole
    expect(peekStartAnswer(key, 'khela', 'bn')).toBeNull(); // the page's own, too late in its life now
    now.mockRestore();
    expect(peekStartAnswer(key, 'khela', 'bn')).toEqual({ value: config });
  });
});

