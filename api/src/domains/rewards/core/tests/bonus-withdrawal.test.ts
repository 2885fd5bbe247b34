import { call, fund, newMember, ops, PAYMENT_PASSWORD, paymentsWorldForFile, requestId, type TestMember, wallet } from '../../../payments/payments-test-kit';
import { grantAccount } from '../../../wallet';

/**
 * Cash leaving with a bonus open (docs/adr/0016 §2): the withdraw page is told, a withdrawal or an
 * upline transfer without the member's confirmation is 409 withdrawal.bonus.open with nothing
 * written, one refused for any other reason forfeits nothing, and a confirmed one forfeits every
 * open grant in its own transaction, for good.
 */
const world = paymentsWorldForFile();
const MERCHANT = 'khela';

interface OpenBonus {
  count: number;
  amount: number;
  grants: Array<{ id: string; title: string; balance: number; requirement: number; wagered: number }>;
}

async function grant(member: TestMember, amount: number, extra: Record<string, unknown> = {}) {
  const answer = await ops<{ id: string; status: string }>(world, 'POST', '/ops/rewards/grants', {
    merchant: MERCHANT, account: member.account, amount, multipleX100: 1000, categories: ['RNG'], expiryDays: 7, reason: 'goodwill', requestId: requestId(), titleEn: 'Welcome bonus', titleBn: 'স্বাগতম বোনাস', ...extra,
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer));
  return answer.value;
}

async function readyMember(cash: bigint, options: { uplineId?: string } = {}) {
  const member = await newMember(world, options);
  await fund(world, member, cash);
  const bound = await call<{ id: number }>(world, member, 'POST', '/wps/payments/payout-accounts', { channel: 'BKASH', payeeName: 'Rahim Uddin', accountNumber: `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, paymentPassword: PAYMENT_PASSWORD });
  if (bound.status !== 200) throw new Error(JSON.stringify(bound));
  return { member, payoutAccountId: bound.value.id };
}

const withdraw = (member: TestMember, payoutAccountId: number, amount: number, extra: Record<string, unknown> = {}, language = 'en') =>
  call<{ orderNo: string; status: string }>(world, member, 'POST', '/wps/payments/withdrawals', { payoutAccountId, amount, paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...extra }, { language });

async function grantRows(member: TestMember) {
  return world.t.db.query<{ id: string; status: string; close_reason: string | null; forfeited: string }>('SELECT id::text, status, close_reason, forfeited::text FROM bonus_grants WHERE member_id = $1 ORDER BY bonus_grants.id', [member.id]);
}
const forfeits = async (member: TestMember) =>
  (await world.t.db.query<{ key: string }>(
    `SELECT t.idempotency_key AS key FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id WHERE t.kind = 'bonus_forfeit' AND d.owner_id = $1 ORDER BY t.id`,
    [member.id],
  )).map((row) => row.key);

describe('a withdrawal while a bonus is open', () => {
  test('the limits tell of the open bonus; without confirmation 409 and nothing written; refused withdrawals forfeit nothing; confirmed: every open grant forfeited, for good', async () => {
    const { member, payoutAccountId } = await readyMember(200_000n);
    const active = await grant(member, 10_000);
    const queued = await grant(member, 5_000);
    expect([active.status, queued.status]).toEqual(['active', 'queued']);

    const limits = await call<{ openBonus: OpenBonus }>(world, member, 'GET', '/wps/payments/withdrawals/limits');
    expect(limits.value.openBonus).toEqual({
      count: 2,
      amount: 15_000,
      grants: [
        { id: active.id, title: 'Welcome bonus', balance: 10_000, requirement: 100_000, wagered: 0 },
        { id: queued.id, title: 'Welcome bonus', balance: 5_000, requirement: 50_000, wagered: 0 },
      ],
    });
    const balance = await call<{ balance: number; bonus: number }>(world, member, 'GET', '/wps/v2/wallets/balance');
    expect(balance.value).toMatchObject({ balance: 200_000, bonus: 15_000 });

    const refused = await withdraw(member, payoutAccountId, 60_000, {}, 'bn');
    expect(refused).toMatchObject({ status: 409, errorCode: 'withdrawal.bonus.open', value: { openBonus: { count: 2, amount: 15_000 } } });
    expect(refused.message).toContain('বোনাস');
    expect((await withdraw(member, payoutAccountId, 60_000, { forfeitBonus: false })).errorCode).toBe('withdrawal.bonus.open');
    expect(await withdraw(member, payoutAccountId, 60_000, { forfeitBonus: 'yes' })).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    // Refused for other reasons after the confirmation: funds, password. The forfeit rolls back with them.
    expect(await withdraw(member, payoutAccountId, 500_000, { forfeitBonus: true })).toMatchObject({ status: 400, errorCode: 'payment.funds.insufficient' });
    expect((await withdraw(member, payoutAccountId, 60_000, { forfeitBonus: true, paymentPassword: '999999' })).status).toBe(400);
    expect((await grantRows(member)).map((row) => row.status)).toEqual(['active', 'queued']);
    expect(await forfeits(member)).toEqual([]);
    expect(await wallet(world, member)).toEqual({ balance: 200_000n, held: 0n });
    expect(await world.t.db.query('SELECT 1 FROM withdrawal_orders WHERE member_id = $1', [member.id])).toEqual([]);

    const done = await withdraw(member, payoutAccountId, 60_000, { forfeitBonus: true });
    expect(done).toMatchObject({ status: 200, value: { status: 'IN_PROCESS' } });
    const reason = `withdrawal:${done.value.orderNo}`;
    expect(await grantRows(member)).toEqual([
      { id: active.id, status: 'forfeited', close_reason: reason, forfeited: '10000' },
      { id: queued.id, status: 'forfeited', close_reason: reason, forfeited: '5000' },
    ]);
    expect(await forfeits(member)).toEqual([`grant:${active.id}:forfeit`, `grant:${queued.id}:forfeit`]);
    expect(await world.ledger.available(grantAccount(MERCHANT, member.id, active.id))).toBe(0n);
    expect(await wallet(world, member)).toEqual({ balance: 200_000n, held: 60_000n });
    expect((await call<{ openBonus: OpenBonus }>(world, member, 'GET', '/wps/payments/withdrawals/limits')).value.openBonus).toEqual({ count: 0, amount: 0, grants: [] });

    // An operator rejecting the withdrawal gives the cash back, not the bonus.
    expect((await ops(world, 'POST', `/ops/payments/withdrawals/${done.value.orderNo}/reject`, { merchant: MERCHANT, reason: 'test' })).status).toBe(200);
    expect((await grantRows(member)).map((row) => row.status)).toEqual(['forfeited', 'forfeited']);
    expect(await wallet(world, member)).toEqual({ balance: 200_000n, held: 0n });
    // With nothing open, a withdrawal needs no confirmation.
    expect((await withdraw(member, payoutAccountId, 60_000)).status).toBe(200);
  });

  test('a transfer to the upline follows the same rule', async () => {
    const upline = await newMember(world);
    const { member } = await readyMember(100_000n, { uplineId: upline.id });
    const open = await grant(member, 3_000);
    const send = (extra: Record<string, unknown> = {}) =>
      call<{ orderNo: string }>(world, member, 'POST', '/wps/payments/upline-transfers', { amount: 20_000, paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), remark: 'x', ...extra });
    expect(await send()).toMatchObject({ status: 409, errorCode: 'withdrawal.bonus.open', value: { openBonus: { count: 1, amount: 3_000 } } });
    expect(await wallet(world, member)).toEqual({ balance: 100_000n, held: 0n });
    const sent = await send({ forfeitBonus: true });
    expect(sent.status).toBe(200);
    expect(await grantRows(member)).toEqual([{ id: open.id, status: 'forfeited', close_reason: `upline:${sent.value.orderNo}`, forfeited: '3000' }]);
    expect(await wallet(world, member)).toEqual({ balance: 80_000n, held: 0n });
  });
});
