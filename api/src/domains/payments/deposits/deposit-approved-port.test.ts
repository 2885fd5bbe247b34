import type { DepositApproved } from './deposit-approved-port';
import { call, newMember, ops, paymentsWorldForFile, requestId, wallet } from '../payments-test-kit';

const world = paymentsWorldForFile();
let references = 0;

async function manualDeposit(member: Awaited<ReturnType<typeof newMember>>, amount: number): Promise<string> {
  const submitted = await call<{ orderNo: string }>(world, member, 'POST', '/wps/payments/deposits', {
    channel: 'ROCKET', amount, requestId: requestId(), reference: `8Q${Date.now().toString(36).toUpperCase()}${(references += 1)}`, payerAccount: '01811223344',
  });
  return submitted.value.orderNo;
}

describe('the onDepositApproved port', () => {
  const heard: Array<DepositApproved & { inTransaction: boolean }> = [];
  const failFor = new Set<string>();

  beforeAll(() => {
    world.app.onDepositApproved(async (tx, deposit) => {
      // Inside the decision's transaction: the order reads as approved already.
      const [order] = await tx.query<{ status: string }>('SELECT status FROM deposit_orders WHERE order_no = $1', [deposit.orderNo]);
      heard.push({ ...deposit, inTransaction: order?.status === 'APPROVED' });
      if (failFor.has(deposit.memberId)) throw new Error('listener down');
    });
  });

  test('hears an approval once, inside its transaction; a rejection is not heard', async () => {
    const member = await newMember(world);
    const approved = await manualDeposit(member, 15_000);
    const rejected = await manualDeposit(member, 20_000);
    await ops(world, 'POST', `/ops/payments/deposits/${approved}/approve`, { merchant: 'khela' });
    await ops(world, 'POST', `/ops/payments/deposits/${rejected}/reject`, { merchant: 'khela', reason: 'No such payment' });
    expect(heard.filter((deposit) => deposit.memberId === member.id)).toEqual([
      expect.objectContaining({ merchantCode: 'khela', orderNo: approved, amount: 15_000n, channelCode: 'ROCKET', inTransaction: true }),
    ]);
  });

  test('a listener that throws fails the decision: no money, the order still in process', async () => {
    const member = await newMember(world);
    failFor.add(member.id);
    const orderNo = await manualDeposit(member, 15_000);
    const answer = await ops(world, 'POST', `/ops/payments/deposits/${orderNo}/approve`, { merchant: 'khela' });
    expect(answer.status).toBe(500);
    expect(await wallet(world, member)).toEqual({ balance: 0n, held: 0n });
    const [order] = await world.t.db.query<{ status: string }>('SELECT status FROM deposit_orders WHERE order_no = $1', [orderNo]);
    expect(order!.status).toBe('IN_PROCESS');
  });
});
