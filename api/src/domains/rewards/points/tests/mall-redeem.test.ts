import { testAppForFile } from '../../../../test/test-app';
import { memberWithSession, type TestMember } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { plain } from '../../../../test/identity';
import { sealFor } from '../../../../test/sealed';
import { findGrant } from '../../core/grants';
import { grantAccount, mainWallet } from '../../../wallet';
import { auditLedger } from '../../../wallet/tests/ledger-audit';
import { countRows, createItem, givePoints, MERCHANT, pointsOf, redeemAs, stockOf, uniqueId } from './points-kit';

const DELIVERY = { name: 'Rahim Uddin', phone: '+8801711000000', address: 'House 1, Road 2, Dhanmondi, Dhaka' };

describe('redeeming points in the mall (one transaction)', () => {
  const t = testAppForFile();

  async function memberWith(points: number, prefix = 'mr'): Promise<TestMember> {
    const member = await memberWithSession(t.db, { prefix });
    if (points > 0) await givePoints(t.app, member, points);
    return member;
  }

  it('bonus cash without wagering: points spent, cash in the main wallet, APPROVED at once', async () => {
    const item = await createItem(t.app, { kind: 'bonus_cash', pointsCost: 1_000, value: { amount: 1_000, multipleX100: 0 } });
    const member = await memberWith(2_500);
    const answer = await redeemAs(t.app, member, { itemId: item, quantity: 2 });
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ balance: 500, redemption: { itemId: item, quantity: 2, points: 2_000, status: 'APPROVED', kind: 'bonus_cash' } });
    expect(await t.app.ledger.available(mainWallet(MERCHANT, member.id))).toBe(2_000n);
    expect(await pointsOf(t.app, member)).toEqual({ points: 500, earnedTotal: 2_500, spentTotal: 2_000 });
  });

  it('bonus cash with wagering is a grant of its own; free rounds are a grant scoped to one house game at its stake', async () => {
    const cash = await createItem(t.app, { kind: 'bonus_cash', pointsCost: 100, value: { amount: 5_000, multipleX100: 300, categories: ['RNG'] } });
    const rounds = await createItem(t.app, { kind: 'free_rounds', pointsCost: 200, value: { gameCode: 'house-dice', rounds: 10, stake: 1_000 } });
    const member = await memberWith(1_000);
    const first = await redeemAs(t.app, member, { itemId: cash });
    const second = await redeemAs(t.app, member, { itemId: rounds });
    expect([first.status, second.status]).toEqual([200, 200]);
    const [cashRow] = await t.db.query<{ grant_id: string }>('SELECT grant_id::text FROM mall_redemptions WHERE id = $1::bigint', [(first.value as { redemption: { id: string } }).redemption.id]);
    const [roundsRow] = await t.db.query<{ grant_id: string }>('SELECT grant_id::text FROM mall_redemptions WHERE id = $1::bigint', [(second.value as { redemption: { id: string } }).redemption.id]);
    const bonus = await findGrant(t.db, MERCHANT, cashRow!.grant_id);
    const free = await findGrant(t.db, MERCHANT, roundsRow!.grant_id);
    expect(bonus).toMatchObject({ source: 'mall', amount: 5_000n, requirement: 15_000n, categories: ['RNG'], scope: null, status: 'active' });
    expect(free).toMatchObject({ source: 'mall', amount: 10_000n, requirement: 10_000n, scope: { vendor: 'HOUSE', gameCode: 'house-dice', maxStake: 1_000n }, status: 'active' });
    expect(free!.expiresAt!.getTime() - free!.activatedAt!.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(await t.app.ledger.available(grantAccount(MERCHANT, member.id, free!.id))).toBe(10_000n);
    expect(await t.app.ledger.available(mainWallet(MERCHANT, member.id))).toBe(0n);
  });

  it('goods wait In Process with their address; approval ships them, rejection refunds the points and restocks in one go', async () => {
    const shirt = await createItem(t.app, { kind: 'goods', pointsCost: 500, stock: 3, value: { needsAddress: true } });
    const member = await memberWith(1_000);
    const noAddress = await redeemAs(t.app, member, { itemId: shirt });
    expect([noAddress.status, noAddress.errorCode]).toEqual([400, 'mall.delivery.required']);
    expect(await stockOf(t.db, shirt)).toBe(3);

    const a = await redeemAs(t.app, member, { itemId: shirt, delivery: DELIVERY });
    const b = await redeemAs(t.app, member, { itemId: shirt, delivery: DELIVERY });
    const [idA, idB] = [a, b].map((answer) => (answer.value as { redemption: { id: string; status: string } }).redemption.id);
    expect((a.value as { redemption: { status: string } }).redemption.status).toBe('IN_PROCESS');
    expect(await stockOf(t.db, shirt)).toBe(1);
    expect((await pointsOf(t.app, member)).points).toBe(0);

    const approved = await ops<{ status: string; delivery: unknown }>(t.app, 'POST', `/ops/rewards/mall/redemptions/${idA}/approve`, { merchant: MERCHANT });
    expect(approved.value).toMatchObject({ status: 'APPROVED', delivery: DELIVERY });
    const noReason = await ops(t.app, 'POST', `/ops/rewards/mall/redemptions/${idB}/reject`, { merchant: MERCHANT });
    expect([noReason.status, noReason.errorCode]).toEqual([400, 'mall.reject.reason']);
    const rejected = await ops<{ status: string; reason: string }>(t.app, 'POST', `/ops/rewards/mall/redemptions/${idB}/reject`, { merchant: MERCHANT, reason: 'out of that size' });
    expect(rejected.value).toMatchObject({ status: 'REJECTED', reason: 'out of that size' });
    expect(await pointsOf(t.app, member)).toEqual({ points: 500, earnedTotal: 1_000, spentTotal: 500 });
    expect(await stockOf(t.db, shirt)).toBe(2);
    // Decided once: a second decision changes nothing, and refunds nothing twice.
    const again = await ops(t.app, 'POST', `/ops/rewards/mall/redemptions/${idB}/reject`, { merchant: MERCHANT, reason: 'again please' });
    expect([again.status, again.errorCode]).toEqual([409, 'mall.redemption.decided']);
    expect((await pointsOf(t.app, member)).points).toBe(500);
    const actions = await t.db.query<{ action: string }>("SELECT action FROM operator_actions WHERE target = ANY($1) AND action LIKE 'mall.redemption.%' ORDER BY id", [[idA, idB]]);
    expect(actions.map((row) => row.action)).toEqual(['mall.redemption.approve', 'mall.redemption.reject']);

    const history = await plain(t.app, 'GET', '/wps/rewards/mall/redemptions?pageNo=1&pageSize=10', undefined, { token: member.token });
    expect((history.value as unknown as { records: Array<{ status: string }> }).records.map((r) => r.status)).toEqual(['REJECTED', 'APPROVED']);
    const details = await plain(t.app, 'GET', '/wps/rewards/points/details?pageNo=1&pageSize=10', undefined, { token: member.token });
    expect((details.value as unknown as { records: Array<{ kind: string; change: number; balanceAfter: number }> }).records.map((r) => [r.kind, r.change, r.balanceAfter])).toEqual([
      ['refund', 500, 500],
      ['redeem', -500, 0],
      ['redeem', -500, 500],
      ['adjust', 1_000, 1_000],
    ]);
  });

  it('too few points rolls everything back: stock, points and no redemption', async () => {
    const item = await createItem(t.app, { kind: 'goods', pointsCost: 800, stock: 5, value: { needsAddress: false } });
    const member = await memberWith(700);
    const answer = await redeemAs(t.app, member, { itemId: item });
    expect([answer.status, answer.errorCode]).toEqual([409, 'points.insufficient']);
    expect(answer.message).toContain('800');
    expect(await stockOf(t.db, item)).toBe(5);
    expect((await pointsOf(t.app, member)).points).toBe(700);
    expect(await countRows(t.db, 'SELECT 1 FROM mall_redemptions WHERE member_id = $1', [member.id])).toBe(0);
  });

  it('a retried request id answers the first redemption and spends nothing twice', async () => {
    const item = await createItem(t.app, { kind: 'bonus_cash', pointsCost: 100, value: { amount: 100 } });
    const member = await memberWith(1_000);
    const requestId = uniqueId('same');
    const first = await redeemAs(t.app, member, { itemId: item, requestId });
    const retry = await redeemAs(t.app, member, { itemId: item, requestId });
    expect(retry.value).toEqual(first.value);
    expect((await pointsOf(t.app, member)).points).toBe(900);
    const reused = await redeemAs(t.app, member, { itemId: item, requestId, quantity: 2 });
    expect([reused.status, reused.errorCode]).toEqual([409, 'mall.request.reused']);
  });

  it("caps: the member's daily cap and the brand's, counted by the brand's day; a rejection gives its place back", async () => {
    const mine = await createItem(t.app, { kind: 'goods', pointsCost: 10, memberDailyCap: 2, value: { needsAddress: false } });
    const brand = await createItem(t.app, { kind: 'goods', pointsCost: 10, dailyCap: 3, value: { needsAddress: false } });
    const [a, b] = [await memberWith(1_000), await memberWith(1_000)];
    expect((await redeemAs(t.app, a, { itemId: mine, quantity: 2 })).status).toBe(200);
    const over = await redeemAs(t.app, a, { itemId: mine });
    expect([over.status, over.errorCode]).toEqual([409, 'mall.cap.reached']);
    expect((await redeemAs(t.app, b, { itemId: mine, quantity: 2 })).status).toBe(200);

    const first = await redeemAs(t.app, a, { itemId: brand, quantity: 2 });
    expect(first.status).toBe(200);
    const brandOver = await redeemAs(t.app, b, { itemId: brand, quantity: 2 });
    expect([brandOver.status, brandOver.errorCode]).toEqual([409, 'mall.cap.reached']);
    expect((await pointsOf(t.app, b)).points).toBe(980);

    const listed = await plain(t.app, 'GET', '/wps/rewards/mall/items', undefined, { token: a.token });
    const items = (listed.value as unknown as { items: Array<{ id: string; leftToday: number | null; myLeftToday: number | null }> }).items;
    expect(items.find((item) => item.id === mine)).toMatchObject({ myLeftToday: 0, leftToday: null });
    expect(items.find((item) => item.id === brand)).toMatchObject({ leftToday: 1, myLeftToday: null });

    const id = (first.value as { redemption: { id: string } }).redemption.id;
    await ops(t.app, 'POST', `/ops/rewards/mall/redemptions/${id}/reject`, { merchant: MERCHANT, reason: 'not today' });
    expect((await redeemAs(t.app, b, { itemId: brand, quantity: 2 })).status).toBe(200);
  });

  it('visitors see the items (no caps of their own); a disabled item is neither listed nor redeemable', async () => {
    const hidden = await createItem(t.app, { kind: 'bonus_cash', pointsCost: 10, value: { amount: 100 }, enabled: false });
    const shown = await createItem(t.app, { kind: 'goods', pointsCost: 10, memberDailyCap: 1, stock: 4, value: { needsAddress: true } });
    const visitor = await plain(t.app, 'GET', '/wps/rewards/mall/items', undefined, { language: 'bn' });
    const items = (visitor.value as unknown as { items: Array<{ id: string; name: string; myLeftToday: number | null; stock: number | null; needsAddress: boolean }> }).items;
    expect(items.some((item) => item.id === hidden)).toBe(false);
    expect(items.find((item) => item.id === shown)).toMatchObject({ name: 'আইটেম', myLeftToday: null, stock: 4, needsAddress: true });
    const member = await memberWith(100);
    const answer = await redeemAs(t.app, member, { itemId: hidden });
    expect([answer.status, answer.errorCode]).toEqual([404, 'mall.item.unknown']);
  });

  it('sealed only: a plain body is refused, a replayed sealed body is refused, and neither writes anything', async () => {
    const item = await createItem(t.app, { kind: 'bonus_cash', pointsCost: 10, value: { amount: 100 } });
    const member = await memberWith(100);
    const payload = { itemId: item, quantity: 1, requestId: uniqueId('seal') };
    const clear = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_redeemPoints', payload, headers: { authorization: member.token } });
    expect([clear.statusCode, JSON.parse(clear.body).errorCode]).toEqual([400, 'payload.sealed.required']);
    const body = await sealFor(t.app, payload);
    const first = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_redeemPoints', payload: body, headers: { authorization: member.token } });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_redeemPoints', payload: body, headers: { authorization: member.token } });
    expect([replay.statusCode, JSON.parse(replay.body).errorCode]).toEqual([400, 'payload.replayed']);
    expect((await pointsOf(t.app, member)).points).toBe(90);
    expect(await countRows(t.db, 'SELECT 1 FROM mall_redemptions WHERE member_id = $1', [member.id])).toBe(1);
  });

  it('bad input is a translated 4xx and writes nothing', async () => {
    const item = await createItem(t.app, { kind: 'goods', pointsCost: 10, stock: 2, value: { needsAddress: true } });
    const member = await memberWith(100);
    const ok = { itemId: item, quantity: 1, requestId: uniqueId('bad'), delivery: DELIVERY };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...ok, quantity: 0 }, 400, 'request.invalid'],
      [{ ...ok, quantity: 11 }, 400, 'request.invalid'],
      [{ ...ok, quantity: 1.5 }, 400, 'request.invalid'],
      [{ ...ok, itemId: 'abc' }, 400, 'request.invalid'],
      [{ ...ok, requestId: 'short' }, 400, 'request.invalid'],
      [{ ...ok, delivery: { ...DELIVERY, phone: 'call me' } }, 400, 'request.invalid'],
      [{ ...ok, itemId: '999999999' }, 404, 'mall.item.unknown'],
    ];
    for (const [payload, status, code] of cases) {
      const answer = await redeemAs(t.app, member, payload, 'bn');
      expect([answer.status, answer.errorCode]).toEqual([status, code]);
      expect(answer.message).toBeTruthy();
    }
    const visitor = await redeemAs(t.app, { ...member, token: '' }, ok);
    expect(visitor.status).toBe(401);
    expect(await stockOf(t.db, item)).toBe(2);
    expect((await pointsOf(t.app, member)).points).toBe(100);
    expect(await countRows(t.db, 'SELECT 1 FROM mall_redemptions WHERE member_id = $1', [member.id])).toBe(0);
  });

  it('64 concurrent redemptions of the last item in stock: exactly one succeeds, points and stock exact', async () => {
    const last = await createItem(t.app, { kind: 'goods', pointsCost: 300, stock: 1, value: { needsAddress: false } });
    const members = await Promise.all(Array.from({ length: 64 }, () => memberWithSession(t.db, { prefix: 'race' })));
    for (const member of members) await givePoints(t.app, member, 1_000);
    // Sealed first, so the race is the redemptions' own.
    const bodies = await Promise.all(members.map((member) => sealFor(t.app, { itemId: last, quantity: 1, requestId: uniqueId('race') }).then((body) => ({ member, body }))));
    const answers = await Promise.all(
      bodies.map(({ member, body }) => t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_redeemPoints', payload: body, headers: { authorization: member.token } })),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : JSON.parse(answer.body).errorCode));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'mall.item.soldOut')).toHaveLength(63);
    expect(await stockOf(t.db, last)).toBe(0);
    expect(await countRows(t.db, 'SELECT 1 FROM mall_redemptions WHERE item_id = $1::bigint', [last])).toBe(1);
    const balances = await Promise.all(members.map((member) => pointsOf(t.app, member).then((balance) => balance.points)));
    expect(balances.filter((points) => points === 700)).toHaveLength(1);
    expect(balances.filter((points) => points === 1_000)).toHaveLength(63);
    expect(await auditLedger(t.db, MERCHANT)).toEqual([]);
  }, 120_000);
});
