import { httpCallOf, runOnDatabase, type DatabaseCommand } from '../../../cli/operator-backends';
import { parseOperatorCommand } from '../../../cli/operator-command';
import { testAppForFile } from '../../../test/test-app';
import { agentChain } from './contracts-kit';

/** `pnpm operator agent-settings | agent-contract | agent-contracts`: parsed, sent to /ops, or run on the database (recorded). */
const t = testAppForFile();

test('parses and maps to the /ops calls; bad values are refused with the usage', () => {
  const set = parseOperatorCommand(['agent-settings', 'set', '--kinds', 'daily,realtime', '--max-tiers', '4', '--dividend-period', 'monthly', '--carry', 'none', '--merchant', 'khela2']);
  expect(set).toEqual({
    kind: 'agent-settings', merchant: 'khela2',
    change: { kinds: { dividend: false, daily: true, hourly: false, realtime: true }, maxTiers: 4, dividend: { period: 'monthly', carryPolicy: 'none' } },
  });
  expect(httpCallOf(set)).toMatchObject({ method: 'PUT', path: '/ops/merchants/khela2/agent-settings' });
  expect(() => parseOperatorCommand(['agent-settings', 'set', '--kinds', 'weekly'])).toThrow(/--kinds: one of dividend, daily, hourly, realtime/);
  expect(() => parseOperatorCommand(['agent-settings', 'set'])).toThrow(/needs at least one/);
  expect(() => parseOperatorCommand(['agent-settings', 'set', '--max-tiers', '99'])).toThrow(/--max-tiers must be a whole number from 1 to 20/);
  const top = parseOperatorCommand(['agent-contract', 'agent01', '--kind', 'daily', '--tiers', '[{"turnover":0,"activeMembers":0,"rateType":"P","rate":"0.01"}]']);
  expect(httpCallOf(top)).toEqual({
    method: 'PUT', path: '/ops/merchants/khela/agents/agent01/contract',
    body: { kind: 'daily', tiers: [{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.01' }] },
  });
  expect(() => parseOperatorCommand(['agent-contract', 'agent01', '--kind', 'daily', '--tiers', '{oops'])).toThrow(/--tiers must be JSON/);
  expect(() => parseOperatorCommand(['agent-contract', 'agent01', '--kind', 'weekly', '--tiers', '[]'])).toThrow(/--kind: one of/);
  expect(httpCallOf(parseOperatorCommand(['agent-contracts', '--kind', 'daily', '--status', 'in_force']))).toEqual({
    method: 'GET', path: '/ops/merchants/khela/agent-contracts?limit=100&kind=daily&status=in_force',
  });
});

test('on the database: sets a top contract and the settings, recorded as system', async () => {
  const { top } = await agentChain(t.db);
  const run = (argv: string[]) => runOnDatabase(t.db, parseOperatorCommand(argv) as DatabaseCommand);
  const decision = (await run(['agent-contract', top.account, '--kind', 'hourly', '--tiers', '[{"turnover":0,"activeMembers":0,"rateType":"P","rate":"0.002"}]'])) as { contract: { status: string } };
  expect(decision.contract.status).toBe('in_force');
  const listed = (await run(['agent-contracts', '--account', top.account])) as Array<{ kind: string }>;
  expect(listed.map((c) => c.kind)).toEqual(['hourly']);
  await run(['agent-settings', 'set', '--active-deposit', '20000']);
  expect(await run(['agent-settings', 'show'])).toMatchObject({ activeMember: { minDeposit: 20000 } });
  const actions = await t.db.query<{ action: string; operator_name: string }>("SELECT action, operator_name FROM operator_actions WHERE action LIKE 'agents.%' ORDER BY id");
  expect(actions).toEqual([{ action: 'agents.contract.top', operator_name: 'system' }, { action: 'agents.settings', operator_name: 'system' }]);
  await expect(run(['agent-contract', 'nobody', '--kind', 'daily', '--tiers', '[{"turnover":0,"activeMembers":0,"rateType":"P","rate":"0.002"}]'])).rejects.toMatchObject({ errorCode: 'contracts.agent.unknown' });
});
