import type { ConsolidatedContracts } from '@khela/contracts';
import { testAppForFile } from '../../../test/test-app';
import { memberWithSession } from '../../../test/members';
import { ops } from '../../../test/operator-calls';
import { operatorSession } from '../../operator/operator-test-kit';
import { agentChain, answer, call, offer, P, topContract } from './contracts-kit';
import { decideOffer, offerContract } from './contract-service';

const t = testAppForFile();

describe('offers down the chain (agent side)', () => {
  test('a non-agent is refused with a translated 403; without a session 401', async () => {
    const { player } = await agentChain(t.db);
    const refused = await call(t.app, player, 'GET', '/wps/agent/contracts');
    expect(refused).toMatchObject({ status: 403, errorCode: 'contracts.not.agent', message: 'Only agents can use contracts.' });
    expect((await call(t.app, null, 'GET', '/wps/agent/contracts')).status).toBe(401);
  });

  test('each refusal of the chain rule, in the member language', async () => {
    const { top, mid, low, player } = await agentChain(t.db);
    // mid has no contract yet.
    expect(await offer(t.app, mid, low, 'daily', [P(0, 0, '0.001')])).toMatchObject({ status: 400, errorCode: 'contracts.offerer.no.contract' });
    await topContract(t.app, top, 'daily', [P(0, 0, '0.002'), P(100_000, 5, '0.004')]);
    const ok = await offer(t.app, top, mid, 'daily', [P(0, 0, '0.0015'), P(100_000, 5, '0.003')]);
    expect(ok).toMatchObject({ status: 200, value: { status: 'offered', kind: 'daily', period: 'daily', gameType: 'CONS', offeredByAccount: top.account } });
    // Not a direct downline (low is under mid), a plain member, a rate above the upline's.
    expect(await offer(t.app, top, low, 'daily', [P(0, 0, '0.001')])).toMatchObject({ status: 404, errorCode: 'contracts.downline.unknown' });
    expect(await offer(t.app, top, player, 'daily', [P(0, 0, '0.001')])).toMatchObject({ status: 404 });
    const above = await offer(t.app, top, mid, 'daily', [P(0, 0, '0.001'), P(50_000, 5, '0.003')]);
    expect(above).toMatchObject({ status: 400, errorCode: 'contracts.tiers.above.upline' });
    expect(above.message).toBe("Tier 2: the rate is higher than your own contract pays at that turnover and number of active members.");
    expect(await offer(t.app, top, mid, 'daily', [P(0, 0, '0.005')])).toMatchObject({ status: 400, errorCode: 'contracts.tiers.above.upline' });
    expect(await offer(t.app, top, mid, 'daily', [P(0, 0, '0.002'), P(10, 0, '0.001')])).toMatchObject({ status: 400, errorCode: 'contracts.tiers.not.increasing' });
    expect(await offer(t.app, top, mid, 'daily', [{ turnover: 0, activeMembers: 0, rateType: 'F', rate: '100' }])).toMatchObject({ status: 400, errorCode: 'contracts.tiers.rate.type.mismatch' });
    // Another kind the offerer does not hold.
    expect(await offer(t.app, top, mid, 'hourly', [P(0, 0, '0.001')])).toMatchObject({ status: 400, errorCode: 'contracts.offerer.no.contract' });
    // Bengali.
    const bn = await t.app.inject({ method: 'POST', url: '/wps/agent/contracts/offers', headers: { authorization: top.token, language: 'bn' }, payload: { downlineId: mid.id, kind: 'daily', tiers: [P(0, 0, '0.005')] } });
    expect(JSON.parse(bn.body).message).toMatch(/^স্তর 1:/);
  });

  test('max tiers and the kinds a brand offers come from its settings', async () => {
    const { top, mid } = await agentChain(t.db, 'khela2');
    await topContract(t.app, top, 'daily', [P(0, 0, '0.001'), P(1, 0, '0.002'), P(2, 0, '0.003')]);
    expect((await ops(t.app, 'PUT', '/ops/merchants/khela2/agent-settings', { maxTiers: 2, kinds: { hourly: false } })).status).toBe(200);
    expect(await offer(t.app, top, mid, 'daily', [P(0, 0, '0.001'), P(1, 0, '0.002'), P(2, 0, '0.003')])).toMatchObject({ status: 400, errorCode: 'contracts.tiers.too.many' });
    expect(await offer(t.app, top, mid, 'hourly', [P(0, 0, '0.001')])).toMatchObject({ status: 400, errorCode: 'contracts.kind.not.offered' });
    const own = await call<Array<{ kind: string; offered: boolean }>>(t.app, top, 'GET', '/wps/agent/contracts');
    expect(own.value.map((k) => [k.kind, k.offered])).toEqual([['dividend', true], ['daily', true], ['hourly', false], ['realtime', true]]);
    expect((await ops(t.app, 'PUT', '/ops/merchants/khela2/agent-settings', { maxTiers: 10, kinds: { hourly: true } })).status).toBe(200);
  });

  test('a dividend offer takes the brand period and carry policy', async () => {
    const { top, mid } = await agentChain(t.db);
    await topContract(t.app, top, 'dividend', [{ ...P(0, 0, '0.2'), netLoss: 0 }, { ...P(0, 5, '0.3'), netLoss: 1_000_000 }]);
    const made = await offer(t.app, top, mid, 'dividend', [{ ...P(0, 0, '0.15'), netLoss: 0 }]);
    expect(made.value).toMatchObject({ period: 'semimonthly', carryPolicy: 'forever' });
  });
});

describe('accepting and rejecting (the popup calls)', () => {
  test('consolidated shows the offer; reject keeps it as rejected; accept puts it in force from the next period and supersedes', async () => {
    const { top, mid } = await agentChain(t.db);
    await topContract(t.app, top, 'daily', [P(0, 0, '0.002'), P(100_000, 5, '0.004')]);
    const first = await offer(t.app, top, mid, 'daily', [P(0, 0, '0.001')]);
    const popup = await call<ConsolidatedContracts>(t.app, mid, 'GET', '/wps/contract/consolidated');
    expect(popup.value).toMatchObject({ dailysalreqtype: true, divtypereqtype: false, contracthoursalreqtype: false, realtimesalreqtype: false, enableContract: true, enableSalary: false });
    expect(popup.value.dailysalreq.CONS![0]).toMatchObject({ contractId: first.value.id, status: 'P', downlineHigherRate: 'N', details: [{ betVolume: 0, activeMember: 0, rateType: 'P', rate: '0.001', contractRate: '0.1' }] });

    expect((await answer(t.app, mid, 'daily', first.value.id, 'R')).value.contract.status).toBe('rejected');
    expect(await answer(t.app, mid, 'daily', first.value.id, 'A')).toMatchObject({ status: 409, errorCode: 'contracts.offer.decided' });
    // Another member cannot answer it; the wrong kind does not find it.
    const second = await offer(t.app, top, mid, 'daily', [P(0, 0, '0.0015')]);
    expect(await answer(t.app, top, 'daily', second.value.id, 'A')).toMatchObject({ status: 404, errorCode: 'contracts.offer.unknown' });
    expect(await answer(t.app, mid, 'hourly', second.value.id, 'A')).toMatchObject({ status: 404 });

    const accepted = await answer(t.app, mid, 'daily', second.value.id, 'A');
    expect(accepted.value.contract.status).toBe('in_force');
    const from = new Date(accepted.value.contract.effectiveFrom);
    expect(from.getTime()).toBeGreaterThan(Date.now());
    expect(from.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    // Midnight in Dhaka (UTC+6) is 18:00 UTC.
    expect(from.toISOString()).toMatch(/T18:00:00\.000Z$/);
    expect(accepted.value.superseded).toBeNull();

    const third = await offer(t.app, top, mid, 'daily', [P(0, 0, '0.002')]);
    const replaced = await answer(t.app, mid, 'daily', third.value.id, 'A');
    expect(replaced.value.superseded).toMatchObject({ id: second.value.id, status: 'superseded', endedAt: replaced.value.contract.effectiveFrom });

    const own = await call<Array<{ kind: string; current: Array<{ id: string }>; pending: unknown[]; history: Array<{ id: string; status: string }> }>>(t.app, mid, 'GET', '/wps/agent/contracts?kind=daily');
    expect(own.value).toHaveLength(1);
    expect(own.value[0]!.current.map((c) => c.id)).toEqual([third.value.id]);
    expect(own.value[0]!.history.map((c) => [c.id, c.status])).toEqual([[second.value.id, 'superseded'], [first.value.id, 'rejected']]);
    const popupAfter = await call<ConsolidatedContracts>(t.app, mid, 'GET', '/wps/contract/consolidated');
    expect(popupAfter.value).toMatchObject({ dailysalreqtype: false, dailysalreq: {}, enableSalary: true });
  });

  test('a new offer withdraws the open one; the offerer can withdraw; the downline list shows both sides', async () => {
    const { top, mid } = await agentChain(t.db);
    await topContract(t.app, top, 'hourly', [P(0, 0, '0.002')]);
    const a = await offer(t.app, top, mid, 'hourly', [P(0, 0, '0.001')]);
    const b = await offer(t.app, top, mid, 'hourly', [P(0, 0, '0.0012')]);
    const rows = await t.db.query<{ id: string; status: string }>('SELECT id::text AS id, status FROM agent_contracts WHERE agent_id = $1 ORDER BY id', [mid.id]);
    expect(rows).toEqual([{ id: a.value.id, status: 'cancelled' }, { id: b.value.id, status: 'offered' }]);
    const list = await call<Array<{ account: string; isAgent: boolean; pending: Array<{ id: string }> }>>(t.app, top, 'GET', '/wps/agent/contracts/downlines?kind=hourly');
    expect(list.value.map((d) => [d.account, d.isAgent, d.pending.map((p) => p.id)])).toEqual([[mid.account, true, [b.value.id]]]);
    expect((await call(t.app, top, 'POST', `/wps/agent/contracts/offers/${b.value.id}/withdraw`)).status).toBe(200);
    expect(await answer(t.app, mid, 'hourly', b.value.id, 'A')).toMatchObject({ status: 409, errorCode: 'contracts.offer.decided' });
  });

  test('an offer that no longer fits the offerer contract cannot be accepted', async () => {
    const { top, mid } = await agentChain(t.db);
    await topContract(t.app, top, 'realtime', [P(0, 0, '0.003')]);
    const made = await offer(t.app, top, mid, 'realtime', [P(0, 0, '0.003')]);
    await topContract(t.app, top, 'realtime', [P(0, 0, '0.002')]);
    // The brand lowering top's contract cancelled the open offer that no longer fits.
    expect(await answer(t.app, mid, 'realtime', made.value.id, 'A')).toMatchObject({ status: 409, errorCode: 'contracts.offer.decided' });
  });

  test('a lower new contract cancels the downlines contracts that exceed it, after the higher_rate confirmation', async () => {
    const { top, mid, low } = await agentChain(t.db);
    const deeper = await memberWithSession(t.db, { type: 1, prefix: 'deep', uplineId: low.id });
    await topContract(t.app, top, 'daily', [P(0, 0, '0.004')]);
    await answer(t.app, mid, 'daily', (await offer(t.app, top, mid, 'daily', [P(0, 0, '0.004')])).value.id, 'A');
    await answer(t.app, low, 'daily', (await offer(t.app, mid, low, 'daily', [P(0, 0, '0.003')])).value.id, 'A');
    await answer(t.app, deeper, 'daily', (await offer(t.app, low, deeper, 'daily', [P(0, 0, '0.001')])).value.id, 'A');

    const lower = await offer(t.app, top, mid, 'daily', [P(0, 0, '0.002')]);
    const popup = await call<ConsolidatedContracts>(t.app, mid, 'GET', '/wps/contract/consolidated');
    expect(popup.value.dailysalreq.CONS![0]).toMatchObject({ downlineHigherRate: 'Y', cancelsDownlines: [low.account] });
    const own = await call<Array<{ pending: Array<{ id: string; downlineHigherRate: string; cancelsDownlines: string[]; effectiveFromIfAccepted: string; tiers: unknown[] }> }>>(t.app, mid, 'GET', '/wps/agent/contracts?kind=daily');
    expect(own.value[0]!.pending).toEqual([expect.objectContaining({ id: lower.value.id, downlineHigherRate: 'Y', cancelsDownlines: [low.account], tiers: [P(0, 0, '0.002')] })]);
    expect(own.value[0]!.pending[0]!.effectiveFromIfAccepted).toMatch(/T18:00:00\.000Z$/);
    const unconfirmed = await answer(t.app, mid, 'daily', lower.value.id, 'A');
    expect(unconfirmed).toMatchObject({ status: 409, errorCode: 'contracts.higher.rate.confirm' });
    expect(unconfirmed.message).toContain(low.account);

    const done = await answer(t.app, mid, 'daily', lower.value.id, 'A', true);
    expect(done.status).toBe(200);
    const from = done.value.contract.effectiveFrom;
    // low's contract and, below it, deeper's: cancelled at the same boundary.
    expect(done.value.cancelled.map((c) => [c.account, c.endedAt]).sort()).toEqual([[deeper.account, from], [low.account, from]].sort());
    const current = await t.db.query<{ account: string }>(
      `SELECT m.account FROM agent_contracts c JOIN members m ON m.id = c.agent_id WHERE c.agent_id = ANY($1::bigint[]) AND c.status = 'in_force' AND c.ended_at IS NULL`,
      [[low.id, deeper.id]],
    );
    expect(current).toEqual([]);
  });

  test('trial accounts have no contracts', async () => {
    const trial = await memberWithSession(t.db, { type: 4 });
    expect(await call(t.app, trial, 'GET', '/wps/contract/consolidated')).toMatchObject({ status: 403, errorCode: 'contracts.trial' });
  });
});

describe('the service with an injected clock', () => {
  test('accepting at 23:59:30 Dhaka counts from midnight; real-time from the next 5 minutes', async () => {
    const { top, mid } = await agentChain(t.db);
    await topContract(t.app, top, 'daily', [P(0, 0, '0.002')]);
    await topContract(t.app, top, 'realtime', [P(0, 0, '0.002')]);
    const brand = { code: 'khela', timeZone: 'Asia/Dhaka' };
    const at = new Date('2026-12-01T17:59:30Z'); // 23:59:30 in Dhaka
    const daily = await offerContract(t.db, brand, top.id, { downlineId: mid.id, kind: 'daily', tiers: [P(0, 0, '0.001')] }, at);
    const decided = await decideOffer(t.db, brand, mid.id, { kind: 'daily', contractId: daily.id, status: 'A' }, at);
    expect(decided.contract.effectiveFrom?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    const rt = await offerContract(t.db, brand, top.id, { downlineId: mid.id, kind: 'realtime', tiers: [P(0, 0, '0.001')] }, at);
    const rtDecided = await decideOffer(t.db, brand, mid.id, { kind: 'realtime', contractId: rt.id, status: 'A' }, new Date('2026-12-01T18:02:01Z'));
    expect(rtDecided.contract.effectiveFrom?.toISOString()).toBe('2026-12-01T18:05:00.000Z');
  });
});

describe('operators', () => {
  test('agent settings: read, change (recorded), validated; another brand operator is refused', async () => {
    const read = await ops<{ maxTiers: number }>(t.app, 'GET', '/ops/merchants/khela/agent-settings');
    expect(read.value).toMatchObject({ maxTiers: 10, dividend: { period: 'semimonthly', carryPolicy: 'forever' } });
    const changed = await ops<{ settings: { dividend: { period: string; carryPolicy: string } } }>(t.app, 'PUT', '/ops/merchants/khela/agent-settings', { dividend: { period: 'monthly', carryPolicy: 'previous' }, activeMember: { minDeposit: 500_00 } });
    expect(changed.value.settings).toMatchObject({ dividend: { period: 'monthly', carryPolicy: 'previous' }, activeMember: { minDeposit: 500_00, minValidTurnover: 100_00 } });
    const [recorded] = await t.db.query<{ details: { previous: { dividend: { period: string } } } }>("SELECT details FROM operator_actions WHERE action = 'agents.settings' ORDER BY id DESC LIMIT 1");
    expect(recorded!.details.previous.dividend.period).toBe('semimonthly');
    expect(await ops(t.app, 'PUT', '/ops/merchants/khela/agent-settings', { maxTiers: 0 })).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(await ops(t.app, 'PUT', '/ops/merchants/khela/agent-settings', { dividend: { period: 'hourly' } })).toMatchObject({ status: 400 });
    expect(await ops(t.app, 'PUT', '/ops/merchants/ghost/agent-settings', { maxTiers: 3 })).toMatchObject({ status: 404, errorCode: 'merchant.unknown' });
    await ops(t.app, 'PUT', '/ops/merchants/khela/agent-settings', { dividend: { period: 'semimonthly', carryPolicy: 'forever' } });

    const other = await operatorSession(t.app, 'admin', 'khela2');
    expect(await ops(t.app, 'PUT', '/ops/merchants/khela/agent-settings', { maxTiers: 3 }, other.token)).toMatchObject({ status: 403 });
    expect(await ops(t.app, 'GET', '/ops/merchants/khela/agent-contracts', undefined, other.token)).toMatchObject({ status: 403 });
    const { top } = await agentChain(t.db);
    expect(await ops(t.app, 'PUT', `/ops/merchants/khela/agents/${top.account}/contract`, { kind: 'daily', tiers: [P(0, 0, '0.001')] }, other.token)).toMatchObject({ status: 403 });
    const support = await operatorSession(t.app, 'support', 'khela');
    expect(await ops(t.app, 'PUT', `/ops/merchants/khela/agents/${top.account}/contract`, { kind: 'daily', tiers: [P(0, 0, '0.001')] }, support.token)).toMatchObject({ status: 403 });
  });

  test('top contracts: only an agent without upline; in force from the next period; supersedes; listed and recorded', async () => {
    const { top, mid, player } = await agentChain(t.db);
    const path = (account: string) => `/ops/merchants/khela/agents/${account}/contract`;
    expect(await ops(t.app, 'PUT', path(mid.account), { kind: 'daily', tiers: [P(0, 0, '0.001')] })).toMatchObject({ status: 400, errorCode: 'contracts.top.has.upline' });
    expect(await ops(t.app, 'PUT', path(player.account), { kind: 'daily', tiers: [P(0, 0, '0.001')] })).toMatchObject({ status: 400, errorCode: 'contracts.downline.not.agent' });
    expect(await ops(t.app, 'PUT', path('nobody'), { kind: 'daily', tiers: [P(0, 0, '0.001')] })).toMatchObject({ status: 404, errorCode: 'contracts.agent.unknown' });
    expect(await ops(t.app, 'PUT', path(top.account), { kind: 'daily', tiers: [P(0, 0, '2')] })).toMatchObject({ status: 400, errorCode: 'contracts.tiers.rate.percent.range' });
    const first = await ops<{ contract: { id: string; effectiveFrom: string; offeredBy: null } }>(t.app, 'PUT', path(top.account), { kind: 'daily', tiers: [P(0, 0, '0.001')] });
    expect(first.value.contract).toMatchObject({ status: 'in_force', offeredBy: null });
    expect(new Date(first.value.contract.effectiveFrom).getTime()).toBeGreaterThan(Date.now());
    const second = await ops<{ superseded: { id: string; endedAt: string }; contract: { effectiveFrom: string } }>(t.app, 'PUT', path(top.account), { kind: 'daily', tiers: [P(0, 0, '0.002')] });
    expect(second.value.superseded).toMatchObject({ id: first.value.contract.id, endedAt: second.value.contract.effectiveFrom });
    const listed = await ops<Array<{ id: string; status: string }>>(t.app, 'GET', `/ops/merchants/khela/agent-contracts?account=${top.account}&kind=daily`);
    expect(listed.value.map((c) => c.status)).toEqual(['in_force', 'superseded']);
    const recorded = await t.db.query("SELECT target FROM operator_actions WHERE action = 'agents.contract.top' AND target = $1", [top.account]);
    expect(recorded).toHaveLength(2);
  });
});
