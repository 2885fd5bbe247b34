import { createTestApp, OPERATOR_TOKEN, type TestApp } from '../../../test/test-app';
import { installTimeTravel, type TimeTravel } from '../../../platform/time-travel';

/** The demo's time travel (TIME_TRAVEL=1) moves the draws with the clock: the advance job runs at the travelled time. */
let clock: TimeTravel;
let t: TestApp;
beforeAll(async () => {
  clock = installTimeTravel();
  t = await createTestApp({ timeTravel: clock });
});
afterAll(async () => {
  await t.close();
  clock.uninstall();
});

test('travelling 30 minutes ahead: the draws due by then are drawn and settled, the next ones open', async () => {
  const travel = (body: object) => t.app.inject({ method: 'POST', url: '/ops/time-travel', payload: body, headers: { 'x-operator-token': OPERATOR_TOKEN } });
  expect((await travel({ advanceMinutes: 1 })).statusCode).toBe(200);
  const [first] = await t.db.query<{ id: string; draw_at: Date }>("SELECT id::text, draw_at FROM lottery_draws WHERE game_code = 'wingo_3' AND status IN ('open', 'scheduled') ORDER BY draw_at LIMIT 1");
  expect(first).toBeDefined();
  const moved = await travel({ advanceMinutes: 30 });
  expect(moved.json<{ value: { ran: Array<{ job: string; status: string }> } }>().value.ran).toEqual(expect.arrayContaining([{ job: 'lottery.advance', slot: expect.any(String), status: 'succeeded' }]));
  const [after] = await t.db.query<{ status: string; result: unknown }>('SELECT status, result FROM lottery_draws WHERE id = $1', [first!.id]);
  expect(after!.status).toBe('settled');
  expect(after!.result).not.toBeNull();
  // The next draw is ahead of the travelled clock: open, or closed when the clock landed in its last
  // seconds (bets frozen before the draw), or scheduled just after a draw.
  const [next] = await t.db.query<{ draw_at: Date }>(
    "SELECT draw_at FROM lottery_draws WHERE game_code = 'wingo_3' AND status IN ('scheduled', 'open', 'closed') ORDER BY draw_at LIMIT 1",
  );
  expect(new Date(next!.draw_at).getTime()).toBeGreaterThan(Date.now());
  await travel({ reset: true });
});

test('back from the future: draws drawn at a travelled time wait for their time in the lobby and the results', async () => {
  const travel = (body: object) => t.app.inject({ method: 'POST', url: '/ops/time-travel', payload: body, headers: { 'x-operator-token': OPERATOR_TOKEN } });
  const lobby = async () => (await t.app.inject({ method: 'GET', url: '/lgw/lottery/lobby', headers: { Merchant: 'khela' } })).json<{ value: { games: Array<{ gameCode: string; lastDraw: { drawAt: string } | null }> } }>().value;
  const results = async () => (await t.app.inject({ method: 'GET', url: '/lgw/lottery/results?gameCode=wingo_1', headers: { Merchant: 'khela' } })).json<{ value: { records: Array<{ drawAt: string }>; total: number } }>().value;
  const realNow = Date.now();
  // Twenty minutes ahead the draws of the next periods are made; three more and they are drawn.
  expect((await travel({ advanceMinutes: 20 })).statusCode).toBe(200);
  expect((await travel({ advanceMinutes: 3 })).statusCode).toBe(200);
  const ahead = await results();
  expect(ahead.records.some((d) => new Date(d.drawAt).getTime() > realNow + 5 * 60_000)).toBe(true);
  await travel({ reset: true });
  const now = Date.now();
  const back = await results();
  expect(back.records.every((d) => new Date(d.drawAt).getTime() <= now)).toBe(true);
  expect(back.total).toBeLessThan(ahead.total);
  for (const game of (await lobby()).games) {
    if (game.lastDraw) expect(new Date(game.lastDraw.drawAt).getTime()).toBeLessThanOrEqual(now);
  }
});
