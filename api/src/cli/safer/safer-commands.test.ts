import { httpCallOf } from '../operator-backends';
import { needsServer, parseOperatorCommand } from '../operator-command';
import { testAppForFile, OPERATOR_TOKEN } from '../../test/test-app';
import { memberWithSession } from '../../test/members';

const t = testAppForFile();
const parse = (line: string) => parseOperatorCommand(['safer', ...line.split(' ')]);

/** Runs a parsed command's /ops call on the app, as the CLI does on a running server. */
async function run(line: string) {
  const call = httpCallOf(parse(line));
  const response = await t.app.inject({ method: call.method, url: call.path, ...(call.body ? { payload: call.body } : {}), headers: { 'x-operator-token': OPERATOR_TOKEN, language: 'en' } });
  return { status: response.statusCode, ...JSON.parse(response.body) };
}

describe('operator safer', () => {
  test('limit, timeout and exclude: the /ops calls, which need the running server', () => {
    const limit = parse('limit rahim01 deposit week 2500.50 --reason affordability --merchant khela2');
    expect(limit).toMatchObject({ merchant: 'khela2', http: { method: 'PUT', path: '/ops/safer-gambling/members/rahim01/limits', body: { merchant: 'khela2', kind: 'deposit', period: 'week', amount: 250_050, reason: 'affordability' } } });
    expect(needsServer(limit)).toBe(true);
    expect(parse('timeout rahim01 7 --reason asked')).toMatchObject({ http: { method: 'POST', path: '/ops/safer-gambling/members/rahim01/exclusion', body: { kind: 'timeout', days: 7 } } });
    expect(parse('exclude rahim01 365 --reason asked')).toMatchObject({ http: { body: { kind: 'self_exclusion', days: 365 } } });
  });

  test.each([
    ['limit rahim01 deposit week 0 --reason x12', /cannot remove/],
    ['limit rahim01 bonus week 10 --reason x12', /KIND/],
    ['limit rahim01 deposit year 10 --reason x12', /PERIOD/],
    ['limit rahim01 deposit week 10', /--reason/],
    ['timeout rahim01 --reason asked', /DAYS/],
    ['nothing', /one of/],
  ])('%s is refused: %p', (line, message) => {
    expect(() => parse(line)).toThrow(message);
  });

  test('on the server: set, lower, a raise refused, a time-out; show reads them; the action record has each', async () => {
    const member = await memberWithSession(t.db, { prefix: 'sfc' });
    expect(await run(`limit ${member.account} deposit day 1000 --reason check`)).toMatchObject({ status: 200, value: { previous: null } });
    expect(await run(`limit ${member.account} deposit day 500 --reason check`)).toMatchObject({ status: 200, value: { previous: 100_000 } });
    expect(await run(`limit ${member.account} deposit day 900 --reason check`)).toMatchObject({ status: 409, errorCode: 'safer.ops.raise.forbidden' });
    expect(await run(`timeout ${member.account} 2 --reason asked`)).toMatchObject({ status: 200, value: { kind: 'timeout', signedOut: 1 } });
    const shown = await run(`show ${member.account}`);
    expect(shown.value).toMatchObject({ account: member.account, exclusion: { kind: 'timeout' } });
    expect(shown.value.limits).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'deposit', period: 'day', amount: 50_000 })]));
    expect(await run('show nobody-here')).toMatchObject({ status: 404, errorCode: 'safer.ops.member.unknown' });
    const actions = await t.db.query<{ action: string; operator_name: string }>('SELECT action, operator_name FROM operator_actions WHERE target = $1 ORDER BY id', [member.id]);
    expect(actions).toEqual([
      { action: 'safer.limit.set', operator_name: 'system' },
      { action: 'safer.limit.set', operator_name: 'system' },
      { action: 'safer.exclusion.start', operator_name: 'system' },
    ]);
  });
});
