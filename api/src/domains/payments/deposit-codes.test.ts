import { httpCallOf, runOnDatabase, type DatabaseCommand } from '../../cli/operator-backends';
import { parseOperatorCommand } from '../../cli/operator-command';
import { memberWithSession } from '../../test/members';
import { operatorSession } from '../operator/operator-test-kit';
import { DEPOSIT_CODE_ALPHABET, newDepositCode, normalizeDepositCode } from './deposits/deposit-codes';
import { call, newMember, ops, paymentsWorldForFile, requestId, type TestMember, wallet } from './payments-test-kit';

/** Deposit codes (docs/payments.md "Manual deposit"): Khela issues each manual deposit the reference the payer writes. */
const world = paymentsWorldForFile();

interface Opened {
  orderNo: string;
  status: string;
  depositCode?: string;
}

let transactions = 0;
const rocket = (member: TestMember, amount = 10_000, request = requestId()) =>
  call<Opened>(world, member, 'POST', '/wps/payments/deposits', {
    channel: 'ROCKET', amount, requestId: request, reference: `TX${Date.now().toString(36).toUpperCase()}${(transactions += 1)}`, payerAccount: '01811223344',
  });

const findByCode = (code: string, merchant = 'khela', token?: string) =>
  ops<{ orderNo: string; depositCode: string; account: string; status: string }>(world, 'GET', `/ops/payments/deposits/by-code/${encodeURIComponent(code)}?merchant=${merchant}`, undefined, token);

describe('deposit codes', () => {
  test('each manual deposit gets its own code: random, 8 unambiguous characters, the same on a retried request, shown in the member record', async () => {
    const member = await newMember(world);
    const request = requestId();
    const first = await rocket(member, 10_000, request);
    expect(first).toMatchObject({ status: 200, value: { status: 'IN_PROCESS', depositCode: expect.stringMatching(new RegExp(`^[${DEPOSIT_CODE_ALPHABET}]{8}$`)) } });
    // The retried request answers the same order and code.
    expect((await rocket(member, 10_000, request)).value).toEqual(first.value);
    const second = await rocket(member);
    expect(second.value.depositCode).not.toBe(first.value.depositCode);
    const record = await call<{ records: Array<{ orderNo: string; depositCode?: string }> }>(world, member, 'GET', '/wps/payments/deposits');
    expect(record.value.records.find((r) => r.orderNo === first.value.orderNo)?.depositCode).toBe(first.value.depositCode);
    // Gateway orders have none (the gateway knows its order).
    const [gateway] = await world.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM deposit_orders WHERE kind = 'gateway' AND deposit_code IS NOT NULL");
    expect(gateway!.n).toBe(0);
  });

  test('codes do not repeat (a thousand drawn, all different) and read back in any case with spaces or dashes', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newDepositCode()));
    expect(codes.size).toBe(1000);
    expect(normalizeDepositCode(' k7m2-q9xa ')).toBe('K7M2Q9XA');
    expect(normalizeDepositCode('K7M2Q9X0')).toBeNull(); // 0 is never issued
    expect(normalizeDepositCode('K7M2Q9X')).toBeNull();
  });

  test('finance finds the order by the code the payer wrote, then approves it: the money arrives once', async () => {
    const member = await newMember(world);
    const { orderNo, depositCode } = (await rocket(member, 25_000)).value;
    const finance = await operatorSession(world.app, 'finance', 'khela');
    const found = await findByCode(` ${depositCode!.toLowerCase().slice(0, 4)}-${depositCode!.slice(4)} `, 'khela', finance.token);
    expect(found).toMatchObject({ status: 200, value: { orderNo, depositCode, account: member.account, status: 'IN_PROCESS' } });
    const approved = await ops(world, 'POST', `/ops/payments/deposits/${orderNo}/approve`, { merchant: 'khela' }, finance.token);
    expect(approved.status).toBe(200);
    expect(await wallet(world, member)).toEqual({ balance: 25_000n, held: 0n });
  });

  test("scoped per brand: another brand's operator, or the code asked in another brand, finds nothing", async () => {
    const member = await newMember(world);
    const { depositCode } = (await rocket(member)).value;
    const otherBrand = await operatorSession(world.app, 'admin', 'khela2');
    expect(await findByCode(depositCode!, 'khela', otherBrand.token)).toMatchObject({ status: 403, errorCode: 'operator.forbidden' });
    expect(await findByCode(depositCode!, 'khela2', otherBrand.token)).toMatchObject({ status: 404, errorCode: 'depositReference.unknown' });
    expect(await findByCode('not a code')).toMatchObject({ status: 400, errorCode: 'depositReference.invalid' });
  });

  test("a member sees only their own codes; another member's code is nowhere in their answers", async () => {
    const payer = await newMember(world);
    const other = await newMember(world);
    const { depositCode } = (await rocket(payer)).value;
    const theirs = await call(world, other, 'GET', '/wps/payments/deposits');
    expect(JSON.stringify(theirs)).not.toContain(depositCode!);
  });

  test('the CLI finds the order by code, on the database and through the /ops route', async () => {
    const member = await memberWithSession(world.t.db, { prefix: 'cli' });
    const { value } = await rocket(member);
    const command = parseOperatorCommand(['deposit', 'find', value.depositCode!.toLowerCase()]);
    expect(httpCallOf(command)).toEqual({ method: 'GET', path: `/ops/payments/deposits/by-code/${value.depositCode!.toLowerCase()}?merchant=khela` });
    expect(await runOnDatabase(world.t.db, command as DatabaseCommand)).toMatchObject({ orderNo: value.orderNo, account: member.account });
    await expect(runOnDatabase(world.t.db, parseOperatorCommand(['deposit', 'find', value.depositCode!, '--merchant', 'khela2']) as DatabaseCommand)).rejects.toMatchObject({
      errorCode: 'depositReference.unknown',
    });
  });
});
