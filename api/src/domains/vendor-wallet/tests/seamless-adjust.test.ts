import { createTestApp, type TestApp } from '../../../test/test-app';
import { freshId, HOUSE, mainTotals, openPlayer, type SeamlessPlayer, vendorCall } from './seamless-kit';

/**
 * The seamless wallet's adjust call (docs/vendor-wallet.md "adjust"): a settled bet's corrected
 * payout booked as the signed difference, once per transaction id; a take-back larger than what
 * the member has takes what is there and records the rest as the member's shortfall. Money is
 * never created or lost: every ledger total stays the same sum.
 */
describe('seamless wallet API: adjust (re-settlement)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (action: Parameters<typeof vendorCall>[1], body: unknown, options?: Parameters<typeof vendorCall>[3]) => vendorCall(t.app, action, body, options);
  const player = (balance = 10_000n) => openPlayer(t.app, t.db, { balance });
  const available = async (p: SeamlessPlayer) => (await mainTotals(t.db, p.merchantCode, p.memberId)).available;
  const ledgerSum = async () => (await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts'))[0]!.total;
  const houseTotal = async () =>
    (await t.db.query<{ total: string }>(`SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE kind = 'house' AND ref LIKE $1`, [`${HOUSE}/%`]))[0]!.total;
  const payoutOf = async (transactionId: string) =>
    (await t.db.query<{ payout: string | null; status: string }>('SELECT payout::text, status FROM bets WHERE vendor_code = $1 AND transaction_id = $2', [HOUSE, transactionId]))[0];

  /** A bet of `stake` settled with `payout`: its transaction id. */
  async function settledBet(p: SeamlessPlayer, stake: number, payout: number): Promise<string> {
    const transactionId = freshId('bet');
    const roundId = freshId('round');
    expect((await call('bet', { playerId: p.playerId, sessionToken: p.sessionToken, transactionId, roundId, gameCode: 'sportsbook', gameType: 'SPORTS', amount: stake })).status).toBe('OK');
    expect((await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: payout, betTransactionIds: [transactionId] })).status).toBe('OK');
    return transactionId;
  }

  it('pays a positive difference once: a repeat answers the first answer, another request with the id is a mismatch', async () => {
    const p = await player();
    const sum = await ledgerSum();
    const house = BigInt(await houseTotal());
    const bet = await settledBet(p, 1_000, 0);
    expect(await available(p)).toBe(9_000n);
    const adjust = { playerId: p.playerId, transactionId: `${bet}:resettle:2`, betTransactionId: bet, amount: 1_860 };
    const first = await call('adjust', adjust);
    expect(first).toMatchObject({ httpStatus: 200, status: 'OK', transactionId: adjust.transactionId, balance: 10_860, currency: 'BDT', shortfall: 0, walletTransactionId: expect.any(String) });
    const again = await call('adjust', adjust);
    expect(again).toEqual(first);
    expect(await call('adjust', { ...adjust, amount: 1_861 })).toMatchObject({ status: 'DUPLICATE_TRANSACTION_MISMATCH' });
    expect(await available(p)).toBe(10_860n);
    expect(await payoutOf(bet)).toEqual({ payout: '1860', status: 'settled' });
    expect(BigInt(await houseTotal())).toBe(house + 1_000n - 1_860n);
    expect(await ledgerSum()).toBe(sum);
    const [record] = await t.db.query<Record<string, string>>(
      'SELECT amount::text, moved::text, shortfall::text, payout_after::text FROM vendor_bet_adjustments WHERE vendor_code = $1 AND transaction_id = $2',
      [HOUSE, adjust.transactionId],
    );
    expect(record).toEqual({ amount: '1860', moved: '1860', shortfall: '0', payout_after: '1860' });
    // The member's account record names the vendor and the round, like a win.
    const [transfer] = await t.db.query<{ kind: string }>(`SELECT kind FROM ledger_transfers WHERE idempotency_key = $1`, [`vendor:${HOUSE}:adjust:${adjust.transactionId}`]);
    expect(transfer).toEqual({ kind: 'win' });
  });

  it('takes back a negative difference, and a second correction back again moves it the other way', async () => {
    const p = await player();
    const sum = await ledgerSum();
    const bet = await settledBet(p, 1_000, 1_860);
    expect(await available(p)).toBe(10_860n);
    const down = await call('adjust', { playerId: p.playerId, transactionId: `${bet}:resettle:2`, betTransactionId: bet, amount: -1_860 });
    expect(down).toMatchObject({ status: 'OK', balance: 9_000, shortfall: 0 });
    expect(await payoutOf(bet)).toEqual({ payout: '0', status: 'settled' });
    const up = await call('adjust', { playerId: p.playerId, transactionId: `${bet}:resettle:3`, betTransactionId: bet, amount: 1_860 });
    expect(up).toMatchObject({ status: 'OK', balance: 10_860 });
    expect(await payoutOf(bet)).toEqual({ payout: '1860', status: 'settled' });
    expect(await ledgerSum()).toBe(sum);
  });

  it('takes only what the member has available and records the rest as a shortfall the member owes', async () => {
    const p = await player(2_000n);
    const sum = await ledgerSum();
    const house = BigInt(await houseTotal());
    const bet = await settledBet(p, 1_000, 5_000); // available 6,000
    // The member spends most of it: another bet holds 5,500.
    expect((await call('bet', { playerId: p.playerId, sessionToken: p.sessionToken, transactionId: freshId(), roundId: freshId('round'), gameCode: 'g', amount: 5_500 })).status).toBe('OK');
    expect(await available(p)).toBe(500n);
    const answer = await call('adjust', { playerId: p.playerId, transactionId: `${bet}:resettle:2`, betTransactionId: bet, amount: -5_000 });
    expect(answer).toMatchObject({ status: 'OK', balance: 0, shortfall: 4_500 });
    expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 0n, held: 5_500n });
    expect(await payoutOf(bet)).toEqual({ payout: '0', status: 'settled' });
    // The house took 500 of the 5,000 it had paid: its books show what moved, the debt what did not.
    expect(BigInt(await houseTotal())).toBe(house + 1_000n - 5_000n + 500n);
    const [debt] = await t.db.query<{ owed: string }>('SELECT sum(shortfall)::text AS owed FROM vendor_bet_adjustments WHERE merchant_code = $1 AND member_id = $2', [p.merchantCode, p.memberId]);
    expect(debt!.owed).toBe('4500');
    expect(await ledgerSum()).toBe(sum);

    // Nothing available at all: nothing moves, the whole take-back is owed.
    const broke = await player(100n);
    const small = await settledBet(broke, 100, 300);
    await call('bet', { playerId: broke.playerId, sessionToken: broke.sessionToken, transactionId: freshId(), roundId: freshId('round'), gameCode: 'g', amount: 300 });
    expect(await available(broke)).toBe(0n);
    const none = await call('adjust', { playerId: broke.playerId, transactionId: `${small}:resettle:2`, betTransactionId: small, amount: -300 });
    expect(none).toMatchObject({ status: 'OK', balance: 0, shortfall: 300, walletTransactionId: null });
    expect(await ledgerSum()).toBe(sum);
  });

  it('refuses an open, rolled back, unknown or other player\'s bet and a payout below zero, remembering each refusal; nothing moves', async () => {
    const p = await player();
    const other = await player();
    const sum = await ledgerSum();
    const open = freshId('bet');
    await call('bet', { playerId: p.playerId, sessionToken: p.sessionToken, transactionId: open, roundId: freshId('round'), gameCode: 'g', amount: 100 });
    const rolled = freshId('bet');
    await call('bet', { playerId: p.playerId, sessionToken: p.sessionToken, transactionId: rolled, roundId: freshId('round'), gameCode: 'g', amount: 100 });
    expect((await call('rollback', { playerId: p.playerId, transactionId: freshId('rb'), betTransactionId: rolled })).status).toBe('OK');
    const settled = await settledBet(p, 100, 150);
    const before = await available(p);
    const cases: [string, Record<string, unknown>, string][] = [
      ['open', { betTransactionId: open, amount: 50 }, 'BET_NOT_SETTLED'],
      ['rolled back', { betTransactionId: rolled, amount: 50 }, 'BET_ALREADY_ROLLED_BACK'],
      ['unknown', { betTransactionId: 'never-placed', amount: 50 }, 'BET_NOT_FOUND'],
      ['below zero', { betTransactionId: settled, amount: -151 }, 'ADJUSTMENT_EXCEEDS_PAYOUT'],
    ];
    for (const [what, fields, status] of cases) {
      const body = { playerId: p.playerId, transactionId: freshId('adj'), ...fields };
      const answer = await call('adjust', body);
      expect([what, answer.status, (answer.message ?? '').length > 5]).toEqual([what, status, true]);
      expect(await call('adjust', body)).toEqual(answer);
    }
    expect((await call('adjust', { playerId: other.playerId, transactionId: freshId('adj'), betTransactionId: settled, amount: 50 })).status).toBe('BET_NOT_FOUND');
    expect((await call('adjust', { playerId: 'khela_999999999', transactionId: freshId('adj'), betTransactionId: settled, amount: 50 })).status).toBe('PLAYER_NOT_FOUND');
    expect(await call('adjust', { playerId: p.playerId, transactionId: freshId('adj'), betTransactionId: settled, amount: -150 }, { headers: { language: 'bn' } })).toMatchObject({ status: 'OK', balance: Number(before) - 150 });
    expect(await payoutOf(settled)).toEqual({ payout: '0', status: 'settled' });
    expect(await ledgerSum()).toBe(sum);
  });

  it('answers INVALID_REQUEST in the player\'s language for a malformed amount, and remembers nothing', async () => {
    const p = await player();
    const bet = await settledBet(p, 100, 100);
    const transactionId = freshId('adj');
    for (const amount of [1.5, '10', null, Number.MAX_SAFE_INTEGER + 2]) {
      const answer = await call('adjust', { playerId: p.playerId, transactionId, betTransactionId: bet, amount });
      expect(answer).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST', message: expect.stringContaining('amount') });
    }
    const bengali = await call('adjust', { playerId: p.playerId, transactionId: freshId('adj'), betTransactionId: bet, amount: -101 }, { headers: { language: 'bn' } });
    expect(bengali.status).toBe('ADJUSTMENT_EXCEEDS_PAYOUT');
    expect(bengali.message).toMatch(/[\u0980-\u09FF]/);
    // The id the malformed calls used is still free.
    expect(await call('adjust', { playerId: p.playerId, transactionId, betTransactionId: bet, amount: 5 })).toMatchObject({ status: 'OK' });
  });

  it('books concurrent repeats of one adjustment once', async () => {
    const p = await player();
    const sum = await ledgerSum();
    const bet = await settledBet(p, 1_000, 0);
    const body = { playerId: p.playerId, transactionId: `${bet}:resettle:2`, betTransactionId: bet, amount: 2_000 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('adjust', body)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'OK', balance: 11_000 });
    expect(await available(p)).toBe(11_000n);
    expect(await ledgerSum()).toBe(sum);
  });
});
