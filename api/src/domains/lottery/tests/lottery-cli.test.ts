import { buildApp } from '../../../app';
import { ApiError } from '../../../platform/errors';
import { translate } from '../../../platform/i18n/translate';
import { prepareDatabase } from '../../../seed/prepare-database';
import { createRawTestDb, type TestDb } from '../../../test/test-db';
import { type DatabaseCommand, httpCallOf, runOnDatabase } from '../../../cli/operator-backends';
import { parseOperatorCommand } from '../../../cli/operator-command';
import '../messages';

/**
 * A production brand's lottery from operator commands alone (docs/lottery.md "Operators"): no game
 * is seeded in production; the operator adds games, switches, sets odds, limits and schedules, and
 * every change is recorded. The same commands map onto the /ops calls when a server answers.
 */
describe('lottery operator commands on a production database', () => {
  let t: TestDb;
  const env = { NODE_ENV: 'production' };
  const run = (argv: string[]) => runOnDatabase(t.db, parseOperatorCommand(argv) as DatabaseCommand, {}, env);
  const refusal = async (argv: string[]) => {
    const error = await run(argv).then(() => null, (e: unknown) => e);
    if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { errorCode: error.errorCode, en: translate('en', error.errorCode, error.params), bn: translate('bn', error.errorCode, error.params) };
  };

  beforeAll(async () => {
    t = await createRawTestDb();
    await prepareDatabase(t.db, env);
    await run(['brands', 'add', 'kprod', '--name', 'Khela Prod', '--domain', 'prod.khela.example', '--languages', 'bn,en']);
  });
  afterAll(() => t.cleanup());

  test('add, list, switch, settings, schedule: validated, recorded, and the lobby serves the game', async () => {
    expect(await t.db.query('SELECT 1 FROM lottery_games')).toEqual([]);
    const add = ['lottery-game-add', 'wingo_1', '--kind', 'wingo', '--schedule', '* * * * *', '--time-zone', 'Asia/Dhaka', '--name-en', 'Wingo 1 Min', '--name-bn', 'উইনগো ১ মিনিট', '--merchant', 'kprod'];
    expect(() => parseOperatorCommand([...add.slice(0, 3), 'bingo', ...add.slice(4)])).toThrow(/--kind/);
    expect((await refusal([...add.slice(0, 4), '--schedule', '61 * * * *', ...add.slice(6)])).errorCode).toBe('lottery.schedule.bad');
    expect((await refusal([...add.slice(0, 6), '--time-zone', 'Mars/Base', ...add.slice(8)])).bn).toContain('সময়সূচি');
    const added = (await run(add)) as { games: Array<{ gameCode: string; enabled: boolean }> };
    expect(added.games.map((g) => [g.gameCode, g.enabled])).toEqual([['wingo_1', true]]);
    // Its catalogue entry, under its vendor, offered to the brand (SPEC §4 routes it to /lottery).
    const [entry] = await t.db.query<{ vendor_code: string }>("SELECT vendor_code FROM games WHERE game_code = 'wingo_1'");
    expect(entry!.vendor_code).toBe('KELOTT');
    const [offer] = await t.db.query("SELECT 1 FROM merchant_vendors WHERE merchant_code = 'kprod' AND vendor_code = 'KELOTT' AND enabled");
    expect(offer).toBeDefined();

    expect(() => parseOperatorCommand(['lottery-settings', 'wingo_1', '--settings', '{"maxStakePerDraw":-1}'])).toThrow(/--settings/);
    expect((await refusal(['lottery-settings', 'wingo_1', '--settings', '{"betTypes":{"colour":{"odds":"x"}}}', '--merchant', 'kprod']).catch(() => ({ errorCode: 'parse' }))).errorCode).toBe('parse');
    expect((await refusal(['lottery-settings', 'wingo_1', '--settings', '{"betTypes":{"colour":{"minStake":900000000}}}', '--merchant', 'kprod'])).en).toContain('minStake ≤ maxStake');
    const set = (await run(['lottery-settings', 'wingo_1', '--settings', '{"freezeSeconds":10,"betTypes":{"number":{"odds":"8.5"}}}', '--merchant', 'kprod'])) as {
      games: Array<{ freezeSeconds: number; betTypes: Array<{ betType: string; odds: string }> }>;
    };
    expect(set.games[0]!.freezeSeconds).toBe(10);
    expect(set.games[0]!.betTypes.find((b) => b.betType === 'number')!.odds).toBe('8.5');
    await run(['lottery-schedule', 'wingo_1', '--schedule', '*/2 * * * *', '--merchant', 'kprod']);
    await run(['lottery-disable', 'wingo_1', '--merchant', 'kprod']);
    const listed = (await run(['lottery-games', '--merchant', 'kprod'])) as { games: Array<{ enabled: boolean; schedule: string }> };
    expect(listed.games[0]).toMatchObject({ enabled: false, schedule: '*/2 * * * *' });
    await run(['lottery-enable', 'wingo_1', '--merchant', 'kprod']);

    const actions = await t.db.query<{ action: string }>("SELECT action FROM operator_actions WHERE merchant_code = 'kprod' AND action LIKE 'lottery.%' ORDER BY id");
    expect(actions.map((a) => a.action)).toEqual(['lottery.game.set', 'lottery.game.settings', 'lottery.game.schedule', 'lottery.game.switch', 'lottery.game.switch']);

    // The server (production, no jobs started here) serves it once a draw is made.
    const app = await buildApp({ db: t.db, siteDir: null, operatorToken: null, production: true, startJobs: false });
    try {
      await app.lottery.advance(new Date(), 'kprod');
      const lobby = (await app.inject({ method: 'GET', url: '/lgw/lottery/lobby', headers: { merchant: 'kprod' } })).json<{ value: { games: Array<{ gameCode: string; freezeSeconds: number; nextDraw: unknown }> } }>();
      expect(lobby.value.games).toHaveLength(1);
      expect(lobby.value.games[0]).toMatchObject({ gameCode: 'wingo_1', freezeSeconds: 10 });
      expect(lobby.value.games[0]!.nextDraw).not.toBeNull();
    } finally {
      await app.close();
    }
  });

  test('each command has its /ops call', () => {
    const calls = [
      ['lottery-games'], ['lottery-game-add', 'x1', '--kind', 'k3', '--schedule', '* * * * *', '--time-zone', 'UTC', '--name-en', 'a', '--name-bn', 'b'],
      ['lottery-enable', 'x1'], ['lottery-settings', 'x1', '--settings', '{}'], ['lottery-schedule', 'x1', '--schedule', '* * * * *'],
      ['lottery-cancel', '12'], ['lottery-exposure', '12'], ['lottery-results', 'x1'],
    ].map((argv) => {
      const call = httpCallOf(parseOperatorCommand(argv));
      return `${call.method} ${call.path.split('?')[0]}`;
    });
    expect(calls).toEqual([
      'GET /ops/lottery/games', 'POST /ops/lottery/games', 'POST /ops/lottery/games/switch', 'POST /ops/lottery/games/settings',
      'POST /ops/lottery/games/schedule', 'POST /ops/lottery/draws/cancel', 'GET /ops/lottery/draws/exposure', 'GET /ops/lottery/results',
    ]);
    expect(() => parseOperatorCommand(['lottery-cancel', 'abc'])).toThrow(/DRAW_ID/);
  });
});
