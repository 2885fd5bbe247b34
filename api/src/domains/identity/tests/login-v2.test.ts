import { createTestApp, type TestApp } from '../../../test/test-app';
import { plain, sealed, sliderPass } from '../../../test/identity';
import { DEMO_ACCOUNTS } from '../../../seed/demo-members';

/** loginV2 (SPEC §7 beside login; docs/spec-sweep.md "loginV2"): login's body and rules, plus the member info. */
const { player, agent, defaultPassword } = DEMO_ACCOUNTS;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function loginV2(account: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  return sealed(t.app, 'POST', '/wps/session/loginV2', { type: 'username', username: account, password, sliderToken: await sliderPass(t.db), ...extra }, { ip, language: 'en' });
}

test('answers what login answers and the member info GET /wps/member/info would give, in one call', async () => {
  const answer = await loginV2(player.account, player.password, '10.0.0.1');
  expect(answer.status).toBe(200);
  const value = answer.value as Record<string, unknown> & { token: string; member: Record<string, unknown> };
  expect(value).toMatchObject({ userName: player.account, firstTimeLogin: true, passwordExpired: false, mustChangePassword: false });
  const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: value.token });
  expect(value.member).toEqual(info.value);
  expect(value.member).toMatchObject({ account: player.account, type: 0, isAgent: false, isTrial: false });
});

test("follows login's rules: slider, a wrong password (the same answer as an unknown account), sealed bodies only, portals", async () => {
  const noSlider = await sealed(t.app, 'POST', '/wps/session/loginV2', { type: 'username', username: player.account, password: player.password }, { ip: '10.0.0.1' });
  expect(noSlider.errorCode).toBe('login.slider.required');
  const wrong = await loginV2(player.account, 'not-the-password', '10.0.0.1');
  const unknown = await loginV2('nobody123', 'not-the-password', '10.0.0.1');
  expect([wrong.status, wrong.errorCode, wrong.message]).toEqual([400, 'login.failed', unknown.message]);
  const unsealed = await plain(t.app, 'POST', '/wps/session/loginV2', { type: 'username', username: player.account, password: player.password });
  expect(unsealed.errorCode).toBe('payload.sealed.required');
  expect((await loginV2(player.account, player.password, '10.0.0.1', { portal: 'agent' })).errorCode).toBe('login.not.agent');
  expect(await t.db.query('SELECT 1 FROM sessions')).toHaveLength(0);
  const agentLogin = await loginV2(agent.account, agent.password, '10.0.0.1', { portal: 'agent' });
  expect((agentLogin.value as { member: unknown }).member).toMatchObject({ isAgent: true, type: 1 });
});

test('a default password still opens the forced change, with the member named; a new address still asks for a second factor', async () => {
  const forced = await loginV2(defaultPassword.account, defaultPassword.password, '10.0.0.1');
  expect(forced.value).toMatchObject({ mustChangePassword: true, member: { account: defaultPassword.account } });
  expect((await loginV2(player.account, player.password, '10.0.0.1')).status).toBe(200);
  const fromNewIp = await loginV2(player.account, player.password, '10.9.9.9');
  expect([fromNewIp.status, fromNewIp.errorCode]).toEqual([403, 'login.second.factor']);
});
