import { createTestApp, envelope, OPERATOR_TOKEN, type TestApp } from '../../test/test-app';
import { operatorSession } from '../../domains/operator/operator-test-kit';
import { installTimeTravel, type TimeTravel } from './travelling-date';

/** POST /ops/time-travel (docs/api.md "Time travel"): the demo's clock moves, and the jobs run their slots at the new time. */
const DAY = 24 * 60 * 60 * 1000;
let clock: TimeTravel;
let t: TestApp;
const slots: Date[] = [];

beforeAll(async () => {
  clock = installTimeTravel();
  t = await createTestApp({ timeTravel: clock });
  t.app.jobs.register({ name: 'test.daily', schedule: '10 0 * * *', timezone: 'Asia/Dhaka', run: async ({ slot }) => void slots.push(slot) });
});
afterAll(async () => {
  await t.close();
  clock.uninstall();
});

const travel = async (body: object, token = OPERATOR_TOKEN, language = 'en') => {
  const response = await t.app.inject({ method: 'POST', url: '/ops/time-travel', payload: body, headers: { 'x-operator-token': token, language } });
  return { status: response.statusCode, ...envelope<{ now: string; offsetMs: number; ran: Array<{ job: string; slot: string; status: string }> }>(response) };
};

test('a day ahead: the process clock, the embedded database and the daily job all follow; reset comes back', async () => {
  const before = Date.now();
  const moved = await travel({ advanceMinutes: 24 * 60 });
  expect(moved.status).toBe(200);
  expect(moved.value.offsetMs).toBeGreaterThan(DAY - 5_000);
  expect(Math.abs(new Date(moved.value.now).getTime() - (before + DAY))).toBeLessThan(5_000);
  expect(Math.abs(Date.now() - (before + DAY))).toBeLessThan(5_000);
  if (t.db.engine === 'pglite') {
    const [row] = await t.db.query<{ now: Date }>('SELECT now() AS now');
    expect(Math.abs(new Date(row!.now).getTime() - (before + DAY))).toBeLessThan(5_000);
  }
  // The daily 00:10 Dhaka slot of the travelled-to day (or the day before, before 00:10 there) ran once.
  const ranDaily = moved.value.ran.filter((run) => run.job === 'test.daily');
  expect(ranDaily).toHaveLength(1);
  expect(slots.map((slot) => slot.toISOString())).toEqual([ranDaily[0]!.slot]);
  expect(new Date(ranDaily[0]!.slot).getTime()).toBeGreaterThan(before);

  const [recorded] = await t.db.query<{ operator_name: string }>("SELECT operator_name FROM operator_actions WHERE action = 'time-travel' ORDER BY id DESC LIMIT 1");
  expect(recorded?.operator_name).toBe('system');

  const back = await travel({ reset: true });
  expect(back.value.offsetMs).toBe(0);
  expect(Math.abs(Date.now() - new Date().getTime())).toBeLessThan(1_000);
  expect(Math.abs(Date.now() - before)).toBeLessThan(60_000);
});

test('more or less than one instruction is refused with a translated message; the clock stays', async () => {
  for (const body of [{}, { reset: true, advanceMinutes: 5 }]) {
    const refused = await travel(body, OPERATOR_TOKEN, 'bn');
    expect([refused.status, refused.errorCode]).toEqual([400, 'timeTravel.oneOf']);
    expect(refused.message).toMatch(/ঠিক একটি/);
  }
  expect(clock.offsetMs()).toBe(0);
});

test('only an admin may move the clock', async () => {
  const finance = await operatorSession(t.app, 'finance');
  const refused = await travel({ advanceMinutes: 60 }, finance.token);
  expect([refused.status, refused.errorCode]).toEqual([403, 'operator.forbidden']);
  expect(clock.offsetMs()).toBe(0);
});

test('a server started without time travel has no such call', async () => {
  const plain = await createTestApp();
  try {
    const response = await plain.app.inject({ method: 'POST', url: '/ops/time-travel', payload: { reset: true }, headers: { 'x-operator-token': OPERATOR_TOKEN } });
    expect(response.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

test('the travelling Date behaves as Date: instanceof, parsing, components, and Date() as a function', () => {
  clock.travelTo(new Date(Date.UTC(2030, 0, 2, 3, 4, 5)));
  try {
    expect(new Date().getUTCFullYear()).toBe(2030);
    expect(new Date(2020, 1, 3).getDate()).toBe(3);
    expect(new Date('2021-05-06T00:00:00Z').toISOString()).toBe('2021-05-06T00:00:00.000Z');
    expect(new Date(0) instanceof Date).toBe(true);
    expect(typeof (Date as unknown as () => string)()).toBe('string');
    expect(Date.parse('2021-05-06T00:00:00Z')).toBe(1620259200000);
  } finally {
    clock.reset();
  }
});
