import { parseOperatorCommand } from '../../../../cli/operator-command';
import { type DatabaseCommand, runOnDatabase } from '../../../../cli/operator-backends';
import { testAppForFile } from '../../../../test/test-app';
import { memberWithSession } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { operatorSession } from '../../../operator/operator-test-kit';
import { MERCHANT, pointsOf, uniqueId } from './points-kit';

describe('points and the mall: operators (routes, roles, the action record, the CLI)', () => {
  const t = testAppForFile();
  const actions = async (action: string) =>
    (await t.db.query<{ operator_name: string; target: string }>('SELECT operator_name, target FROM operator_actions WHERE action = $1 ORDER BY id', [action]));

  it('items: added and changed by admins only, recorded, listed on or off', async () => {
    const support = await operatorSession(t.app, 'support');
    const admin = await operatorSession(t.app, 'admin');
    const body = { merchant: MERCHANT, kind: 'goods', nameEn: 'Mug', nameBn: 'মগ', pointsCost: 900, stock: 10, value: { needsAddress: true } };
    const refused = await ops(t.app, 'POST', '/ops/rewards/mall/items', body, support.token);
    expect([refused.status, refused.errorCode]).toEqual([403, 'operator.forbidden']);
    const created = await ops<{ id: string }>(t.app, 'POST', '/ops/rewards/mall/items', body, admin.token);
    expect(created.status).toBe(200);
    const changed = await ops<{ stock: number; enabled: boolean }>(t.app, 'PUT', `/ops/rewards/mall/items/${created.value.id}`, { ...body, stock: 4, enabled: false }, admin.token);
    expect(changed.value).toMatchObject({ stock: 4, enabled: false });
    const listed = await ops<{ items: Array<{ id: string; enabled: boolean }> }>(t.app, 'GET', `/ops/rewards/mall/items?merchant=${MERCHANT}`, undefined, support.token);
    expect(listed.value.items.find((item) => item.id === created.value.id)).toMatchObject({ enabled: false });
    expect((await actions('mall.item.save')).filter((row) => row.target === created.value.id).map((row) => row.operator_name)).toEqual([admin.username, admin.username]);

    const bad: Array<[object, number, string]> = [
      [{ ...body, kind: 'bonus_cash', value: {} }, 400, 'mall.item.bad'],
      [{ ...body, kind: 'free_rounds', value: { gameCode: 'house-dice', rounds: 0, stake: 100 } }, 400, 'request.invalid'],
      [{ ...body, kind: 'free_rounds', value: { gameCode: 'house-dice', rounds: 5, stake: 100, vendor: 'PG' } }, 400, 'mall.item.bad'],
      [{ ...body, stock: -1 }, 400, 'request.invalid'],
      [{ ...body, pointsCost: 0 }, 400, 'request.invalid'],
      [{ ...body, merchant: 'nobrand' }, 404, 'rewards.merchant.unknown'],
    ];
    for (const [payload, status, code] of bad) {
      const answer = await ops(t.app, 'POST', '/ops/rewards/mall/items', payload);
      expect([answer.status, answer.errorCode]).toEqual([status, code]);
    }
    const unknown = await ops(t.app, 'PUT', '/ops/rewards/mall/items/99999999', body);
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'mall.item.unknown']);
  });

  it('rates and settings: admins change them (recorded); finance may not', async () => {
    const finance = await operatorSession(t.app, 'finance');
    const denied = await ops(t.app, 'PUT', '/ops/rewards/points/rates', { merchant: MERCHANT, rates: [{ gameType: 'RNG', rateMilli: 1000 }] }, finance.token);
    expect(denied.status).toBe(403);
    const set = await ops<{ rates: unknown[] }>(t.app, 'PUT', '/ops/rewards/points/rates', { merchant: MERCHANT, rates: [{ gameType: 'RNG', rateMilli: 1000 }, { gameType: 'SPORTS', rateMilli: 500 }] });
    expect(set.value.rates).toEqual([{ gameType: 'RNG', rateMilli: 1000 }, { gameType: 'SPORTS', rateMilli: 500 }]);
    const twice = await ops(t.app, 'PUT', '/ops/rewards/points/rates', { merchant: MERCHANT, rates: [{ gameType: 'RNG', rateMilli: 1 }, { gameType: 'RNG', rateMilli: 2 }] });
    expect([twice.status, twice.errorCode]).toEqual([400, 'points.rates.bad']);
    const settings = await ops(t.app, 'PUT', '/ops/rewards/points/settings', { merchant: MERCHANT, minConvert: 1_050 });
    expect([settings.status, settings.errorCode]).toEqual([400, 'points.settings.bad']);
    expect((await ops(t.app, 'PUT', '/ops/rewards/points/settings', { merchant: MERCHANT, convertsPerDay: 3 })).value).toMatchObject({ convertsPerDay: 3, pointsPerTaka: 100 });
    expect((await actions('points.rates')).length).toBeGreaterThan(0);
    expect((await actions('points.settings')).length).toBeGreaterThan(0);
  });

  it('points adjustments: finance and admins, recorded, once per request id, never below zero', async () => {
    const member = await memberWithSession(t.db, { prefix: 'pa' });
    const support = await operatorSession(t.app, 'support');
    const body = { merchant: MERCHANT, account: member.account, points: 1_200, reason: 'goodwill', requestId: uniqueId('pa') };
    expect((await ops(t.app, 'POST', '/ops/rewards/points/adjustments', body, support.token)).status).toBe(403);
    const first = await ops<{ balance: number; replayed: boolean }>(t.app, 'POST', '/ops/rewards/points/adjustments', body);
    const again = await ops<{ balance: number; replayed: boolean }>(t.app, 'POST', '/ops/rewards/points/adjustments', body);
    expect([first.value, again.value.replayed]).toEqual([expect.objectContaining({ balance: 1_200, replayed: false }), true]);
    const over = await ops(t.app, 'POST', '/ops/rewards/points/adjustments', { ...body, points: -5_000, requestId: uniqueId('pa') });
    expect([over.status, over.errorCode]).toEqual([409, 'points.insufficient']);
    const zero = await ops(t.app, 'POST', '/ops/rewards/points/adjustments', { ...body, points: 0, requestId: uniqueId('pa') });
    expect([zero.status, zero.errorCode]).toEqual([400, 'points.adjust.zero']);
    const nobody = await ops(t.app, 'POST', '/ops/rewards/points/adjustments', { ...body, account: 'nobody-here', requestId: uniqueId('pa') });
    expect([nobody.status, nobody.errorCode]).toEqual([404, 'operator.member.unknown']);
    expect(await pointsOf(t.app, member)).toEqual({ points: 1_200, earnedTotal: 1_200, spentTotal: 0 });
    expect((await actions('points.adjust')).filter((row) => row.target === member.account)).toHaveLength(1);
  });

  it('the CLI: each verb parses to its /ops call; reads and rule changes also run on the database, recorded as system', async () => {
    const rewards = (...argv: string[]) => parseOperatorCommand(['rewards', ...argv]);
    expect(rewards('points-rates', 'RNG=1.0,SPORTS=0.5,LOTT=0.25')).toMatchObject({
      http: { method: 'PUT', path: '/ops/rewards/points/rates', body: { merchant: 'khela', rates: [{ gameType: 'RNG', rateMilli: 1000 }, { gameType: 'SPORTS', rateMilli: 500 }, { gameType: 'LOTT', rateMilli: 250 }] } },
    });
    expect(() => rewards('points-rates', 'RNG=one')).toThrow(/GAMETYPE=/);
    expect(rewards('redemption', 'reject', '12', '--reason', 'no stock')).toMatchObject({ http: { method: 'POST', path: '/ops/rewards/mall/redemptions/12/reject', body: { merchant: 'khela', reason: 'no stock' } } });
    expect((rewards('redemption', 'approve', '12') as { database?: unknown }).database).toBeUndefined();
    expect(() => rewards('redemption', 'reject', '12')).toThrow(/--reason/);
    expect(rewards('points-adjust', 'demo01', '250', '--reason', 'goodwill', '--request-id', 'r-1')).toMatchObject({
      http: { method: 'POST', path: '/ops/rewards/points/adjustments', body: { account: 'demo01', points: 250, reason: 'goodwill', requestId: 'r-1' } },
    });
    expect(rewards('points-adjust', 'demo01', '-250', '--reason', 'taken back')).toMatchObject({ http: { body: { points: -250 } } });
    expect(() => rewards('points-adjust', 'demo01', '250')).toThrow(/--reason/);
    expect(rewards('redemptions', '--status', 'in_process')).toMatchObject({ http: { path: '/ops/rewards/mall/redemptions?merchant=khela&pageNo=1&pageSize=20&status=IN_PROCESS' } });
    expect(() => rewards('mall-item-set', '--kind', 'goods', '--name-en', 'Cap')).toThrow(/mall-item-set needs/);
    expect(rewards('points-settings', '--convert-multiple', '1.5', '--converts-per-day', 'none')).toMatchObject({ http: { method: 'PUT', body: { convertMultipleX100: 150, convertsPerDay: null } } });

    const run = (...argv: string[]) => runOnDatabase(t.db, rewards(...argv) as DatabaseCommand);
    const saved = (await run('mall-item-set', '--kind', 'bonus_cash', '--name-en', 'CLI ৳5', '--name-bn', 'সিএলআই ৳৫', '--cost', '500', '--value', '{"amount":500}', '--stock', 'none')) as { id: string; stock: number | null };
    expect(saved).toMatchObject({ stock: null });
    const items = (await run('mall-items')) as { items: Array<{ id: string }> };
    expect(items.items.map((item) => item.id)).toContain(saved.id);
    await run('points-rates', 'RNG=2');
    expect(await run('points-rates')).toEqual({ rates: [{ gameType: 'RNG', rateMilli: 2000 }] });
    const recorded = await t.db.query<{ operator_name: string }>("SELECT operator_name FROM operator_actions WHERE action IN ('mall.item.save', 'points.rates') AND operator_name = 'system'");
    expect(recorded.length).toBeGreaterThanOrEqual(2);
  });
});
