import { testAppForFile } from '../../../test/test-app';
import { issueLaunchToken } from '../launch-tokens';
import { giveGrant, grantTotals, setGrantStatus } from './bonus-kit';
import { freshId, HOUSE, mainTotals, openPlayer, type SeamlessPlayer, vendorCall } from './seamless-kit';

/**
 * Bonus money through the seamless wallet API (docs/adr/0016 §2, docs/vendor-wallet.md "Bonus
 * stakes"): a scoped grant pays its game's whole stake, else cash first and only the shortfall from
 * the active grant; wins, rollbacks and adjustments split like the stake; the vendor's balance
 * counts the usable bonus.
 */
describe('seamless wallet with bonus money', () => {
  const t = testAppForFile();
  const call = (action: Parameters<typeof vendorCall>[1], body: unknown) => vendorCall(t.app, action, body);
  const player = (balance: bigint) => openPlayer(t.app, t.db, { balance });
  const grant = (p: SeamlessPlayer, amount: bigint, scope?: NonNullable<Parameters<typeof giveGrant>[4]>['scope']) => giveGrant(t.db, t.app.ledger, p, amount, { scope });
  const main = async (p: SeamlessPlayer) => mainTotals(t.db, p.merchantCode, p.memberId);
  const bet = (p: SeamlessPlayer, fields: Record<string, unknown>) =>
    call('bet', { playerId: p.playerId, sessionToken: p.sessionToken, transactionId: freshId(), roundId: freshId('round'), gameCode: 'dice', ...fields });
  const win = (p: SeamlessPlayer, roundId: string, amount: number, fields: Record<string, unknown> = {}) =>
    call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount, ...fields });
  const balanceOf = async (p: SeamlessPlayer) => (await call('balance', { playerId: p.playerId, sessionToken: p.sessionToken })).balance;
  const betRow = async (transactionId: string) =>
    (
      await t.db.query<{ stake: string; payout: string | null; status: string; bonus_grant_id: string | null; bonus_stake: string }>(
        'SELECT stake::text, payout::text, status, bonus_grant_id::text, bonus_stake::text FROM bets WHERE vendor_code = $1 AND transaction_id = $2',
        [HOUSE, transactionId],
      )
    )[0];
  const transfer = async (key: string) =>
    (
      await t.db.query<{ amount: string; flag: string; kind: string; debit: string; credit: string }>(
        `SELECT t.amount::text, t.flag, t.kind, d.kind || '/' || d.ref AS debit, c.kind || '/' || c.ref AS credit
           FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
          WHERE t.merchant_code = 'khela' AND t.idempotency_key = $1`,
        [key],
      )
    )[0];
  const ledgerSum = async () => (await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts'))[0]!.total;
  const house = (p: SeamlessPlayer) => `house/${HOUSE}/${BigInt(p.memberId) % 64n}`;

  describe('which money a bet uses', () => {
    it('takes cash first and leaves the grant alone while cash covers the stake; the balance counts both', async () => {
      const p = await player(1_000n);
      const g = await grant(p, 500n);
      expect(await balanceOf(p)).toBe(1_500);
      const transactionId = freshId();
      expect(await bet(p, { transactionId, amount: 300 })).toMatchObject({ status: 'OK', balance: 1_200 });
      expect(await main(p)).toEqual({ available: 700n, held: 300n });
      expect(await grantTotals(t.db, g)).toEqual({ available: 500n, held: 0n, balance: 500n });
      expect(await betRow(transactionId)).toMatchObject({ stake: '300', bonus_grant_id: null, bonus_stake: '0' });
      expect(await transfer(`vendor:${HOUSE}:bet:${transactionId}:bonus`)).toBeUndefined();
    });

    it('takes only the shortfall from the grant, as a second pending transfer, and records it on the bet', async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const transactionId = freshId();
      const answer = await bet(p, { transactionId, amount: 500 });
      expect(answer).toMatchObject({ status: 'OK', balance: 300, walletTransactionId: expect.any(String) });
      expect(await main(p)).toEqual({ available: 0n, held: 300n });
      expect(await grantTotals(t.db, g)).toEqual({ available: 300n, held: 200n, balance: 500n });
      expect(await transfer(`vendor:${HOUSE}:bet:${transactionId}`)).toEqual({ amount: '300', flag: 'pending', kind: 'bet', debit: 'member_main/', credit: house(p) });
      expect(await transfer(`vendor:${HOUSE}:bet:${transactionId}:bonus`)).toEqual({
        amount: '200',
        flag: 'pending',
        kind: 'bet',
        debit: `member_bonus/${g.id}`,
        credit: house(p),
      });
      expect(await betRow(transactionId)).toMatchObject({ stake: '500', bonus_grant_id: g.id, bonus_stake: '200', status: 'open' });
      // A replay answers the first answer and moves nothing.
      expect(await bet(p, { transactionId, roundId: 'other', amount: 500 })).toMatchObject({ status: 'DUPLICATE_TRANSACTION_MISMATCH' });
      expect(await grantTotals(t.db, g)).toEqual({ available: 300n, held: 200n, balance: 500n });
    });

    it('answers INSUFFICIENT_FUNDS only when cash and the grant together are short', async () => {
      const p = await player(100n);
      const g = await grant(p, 200n);
      const refused = await bet(p, { amount: 301 });
      expect(refused).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 300 });
      expect(await main(p)).toEqual({ available: 100n, held: 0n });
      expect(await grantTotals(t.db, g)).toMatchObject({ held: 0n });
      expect(await bet(p, { amount: 300 })).toMatchObject({ status: 'OK', balance: 0 });
      expect(await grantTotals(t.db, g)).toEqual({ available: 0n, held: 200n, balance: 200n });
    });

    it('pays a matching bet wholly from a scoped grant, and only a matching one', async () => {
      const p = await player(1_000n);
      const free = await grant(p, 250n, { vendor: HOUSE, gameCode: 'slots', maxStake: 100n });
      expect(await balanceOf(p)).toBe(1_250);
      const inScope = freshId();
      expect(await bet(p, { transactionId: inScope, gameCode: 'slots', amount: 100 })).toMatchObject({ status: 'OK', balance: 1_150 });
      expect(await betRow(inScope)).toMatchObject({ bonus_grant_id: free.id, bonus_stake: '100' });
      expect(await transfer(`vendor:${HOUSE}:bet:${inScope}`)).toBeUndefined();
      expect(await main(p)).toEqual({ available: 1_000n, held: 0n });
      // Over its maximum stake, another game: cash.
      const tooBig = freshId();
      const otherGame = freshId();
      await bet(p, { transactionId: tooBig, gameCode: 'slots', amount: 101 });
      await bet(p, { transactionId: otherGame, gameCode: 'dice', amount: 50 });
      expect(await betRow(tooBig)).toMatchObject({ bonus_grant_id: null, bonus_stake: '0' });
      expect(await betRow(otherGame)).toMatchObject({ bonus_grant_id: null, bonus_stake: '0' });
      // Its money left (150) covers a bet of 100, then 50 does not: cash pays that one whole.
      await bet(p, { gameCode: 'slots', amount: 100 });
      const short = freshId();
      await bet(p, { transactionId: short, gameCode: 'slots', amount: 100 });
      expect(await betRow(short)).toMatchObject({ bonus_grant_id: null, bonus_stake: '0' });
      expect(await grantTotals(t.db, free)).toEqual({ available: 50n, held: 200n, balance: 250n });
    });

    it('tells a new session the balance with the bonus in it; a member without a grant sees main only', async () => {
      const p = await player(700n);
      await grant(p, 300n);
      const launchToken = await issueLaunchToken(t.db, { merchantCode: p.merchantCode, memberId: p.memberId, vendorCode: HOUSE, language: 'en', currency: 'BDT', funPlay: false });
      expect(await call('authenticate', { launchToken })).toMatchObject({ status: 'OK', balance: 1_000 });
      const plain = await player(700n);
      expect(await balanceOf(plain)).toBe(700);
      // A member whose only money is a bonus (no main wallet yet) sees the bonus.
      const bonusOnly = await player(0n);
      await grant(bonusOnly, 400n);
      const again = await issueLaunchToken(t.db, { merchantCode: bonusOnly.merchantCode, memberId: bonusOnly.memberId, vendorCode: HOUSE, language: 'en', currency: 'BDT', funPlay: false });
      expect(await call('authenticate', { launchToken: again })).toMatchObject({ status: 'OK', balance: 400 });
      expect(await balanceOf(bonusOnly)).toBe(400);
    });
  });

  describe('settling', () => {
    it('splits a win like the stake: the bonus share to the grant, the cash share to main', async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const roundId = freshId('round');
      const transactionId = freshId();
      await bet(p, { transactionId, roundId, amount: 500 });
      const winId = freshId('win');
      const answer = await call('win', { playerId: p.playerId, transactionId: winId, roundId, amount: 1_000 });
      // bonus share floor(1000 × 200 / 500) = 400; cash share 600.
      expect(answer).toMatchObject({ status: 'OK', balance: 600 + 700 });
      expect(await main(p)).toEqual({ available: 600n, held: 0n });
      expect(await grantTotals(t.db, g)).toEqual({ available: 700n, held: 0n, balance: 700n });
      expect(await transfer(`vendor:${HOUSE}:win:${winId}`)).toMatchObject({ amount: '600', credit: 'member_main/' });
      expect(await transfer(`vendor:${HOUSE}:win:${winId}:bonus`)).toMatchObject({ amount: '400', credit: `member_bonus/${g.id}` });
      expect(await transfer(`vendor:${HOUSE}:bet:${transactionId}:bonus:post`)).toMatchObject({ amount: '200', flag: 'post' });
      expect(await betRow(transactionId)).toMatchObject({ status: 'settled', payout: '1000', bonus_grant_id: g.id });
      const [feed] = await t.db.query<{ bonus_grant_id: string }>('SELECT bonus_grant_id::text FROM reward_feed WHERE transaction_id = $1', [transactionId]);
      if (feed) expect(feed.bonus_grant_id).toBe(g.id); // the worker may have taken it already
      expect(await call('win', { playerId: p.playerId, transactionId: winId, roundId, amount: 1_000 })).toEqual(answer);
      expect(await ledgerSum()).toBe('0');
    });

    it('settles a round of cash and bonus bets in one win, each bet by its own parts', async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const roundId = freshId('round');
      const [cash, bonus] = [freshId(), freshId()];
      await bet(p, { transactionId: cash, roundId, amount: 300 });
      await bet(p, { transactionId: bonus, roundId, amount: 200 });
      expect(await betRow(bonus)).toMatchObject({ bonus_stake: '200' });
      expect(await win(p, roundId, 1_001)).toMatchObject({ status: 'OK', balance: 600 + 300 + 401 });
      expect(await betRow(cash)).toMatchObject({ status: 'settled', payout: '600' });
      expect(await betRow(bonus)).toMatchObject({ status: 'settled', payout: '401' });
      expect(await main(p)).toEqual({ available: 600n, held: 0n });
      expect(await grantTotals(t.db, g)).toEqual({ available: 701n, held: 0n, balance: 701n });
      expect(await ledgerSum()).toBe('0');
    });

    it('settles a lost bonus bet: both parts go to the house', async () => {
      const p = await player(100n);
      const g = await grant(p, 400n);
      const roundId = freshId('round');
      await bet(p, { roundId, amount: 250 });
      expect(await win(p, roundId, 0)).toMatchObject({ status: 'OK', balance: 250, walletTransactionId: null });
      expect(await main(p)).toEqual({ available: 0n, held: 0n });
      expect(await grantTotals(t.db, g)).toEqual({ available: 250n, held: 0n, balance: 250n });
    });

    it('pays the bonus share to main when the grant converted before the win', async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const roundId = freshId('round');
      await bet(p, { roundId, amount: 500 });
      await setGrantStatus(t.db, g.id, 'converted');
      const winId = freshId('win');
      expect(await call('win', { playerId: p.playerId, transactionId: winId, roundId, amount: 1_000 })).toMatchObject({ status: 'OK', balance: 1_000 });
      expect(await main(p)).toEqual({ available: 1_000n, held: 0n });
      expect(await transfer(`vendor:${HOUSE}:win:${winId}:bonus`)).toMatchObject({ amount: '400', credit: 'member_main/' });
      expect(await grantTotals(t.db, g)).toEqual({ available: 300n, held: 0n, balance: 300n });
      expect(await ledgerSum()).toBe('0');
    });

    it('keeps the bonus share in the house when the grant was forfeited before the win, and records it', async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const roundId = freshId('round');
      await bet(p, { roundId, amount: 500 });
      await setGrantStatus(t.db, g.id, 'forfeited');
      const winId = freshId('win');
      expect(await call('win', { playerId: p.playerId, transactionId: winId, roundId, amount: 1_000 })).toMatchObject({ status: 'OK', balance: 600 });
      expect(await main(p)).toEqual({ available: 600n, held: 0n });
      expect(await transfer(`vendor:${HOUSE}:win:${winId}:bonus`)).toBeUndefined();
      const [row] = await t.db.query<{ forfeited_winnings: string }>('SELECT forfeited_winnings::text FROM bonus_grants WHERE id = $1', [g.id]);
      expect(row!.forfeited_winnings).toBe('400');
      expect(await ledgerSum()).toBe('0');
    });
  });

  it('pays each grant its own share when one round drew on two grants (the first converted between the bets)', async () => {
    const p = await player(0n);
    const first = await grant(p, 300n);
    const second = await grant(p, 300n); // queued behind the first
    expect(second.status).toBe('queued');
    const roundId = freshId('round');
    await bet(p, { roundId, amount: 100 });
    await setGrantStatus(t.db, first.id, 'converted');
    await t.db.query("UPDATE bonus_grants SET status = 'active', activated_at = now() WHERE id = $1", [second.id]);
    await bet(p, { roundId, amount: 100 });
    const winId = freshId('win');
    expect(await win(p, roundId, 300, { transactionId: winId })).toMatchObject({ status: 'OK', balance: 150 + 350 });
    expect(await transfer(`vendor:${HOUSE}:win:${winId}:bonus:${first.id}`)).toMatchObject({ amount: '150', credit: 'member_main/' });
    expect(await transfer(`vendor:${HOUSE}:win:${winId}:bonus:${second.id}`)).toMatchObject({ amount: '150', credit: `member_bonus/${second.id}` });
    expect(await grantTotals(t.db, second)).toEqual({ available: 350n, held: 0n, balance: 350n });
    expect(await ledgerSum()).toBe('0');
  });

  describe('rollbacks', () => {
    it('voids both parts of a split bet', async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const betId = freshId();
      await bet(p, { transactionId: betId, amount: 500 });
      const rollbackId = freshId('rb');
      const answer = await call('rollback', { playerId: p.playerId, transactionId: rollbackId, betTransactionId: betId });
      expect(answer).toMatchObject({ status: 'OK', balance: 800 });
      expect(await main(p)).toEqual({ available: 300n, held: 0n });
      expect(await grantTotals(t.db, g)).toEqual({ available: 500n, held: 0n, balance: 500n });
      expect(await transfer(`vendor:${HOUSE}:rollback:${rollbackId}:bonus`)).toMatchObject({ amount: '200', flag: 'void' });
      expect(await betRow(betId)).toMatchObject({ status: 'rolled_back', payout: '0' });
      expect(await call('rollback', { playerId: p.playerId, transactionId: rollbackId, betTransactionId: betId })).toEqual(answer);
    });

    it('voids a stake a scoped grant paid whole (no cash part)', async () => {
      const p = await player(0n);
      const g = await grant(p, 100n, { vendor: HOUSE, gameCode: null, maxStake: 100n });
      const betId = freshId();
      expect(await bet(p, { transactionId: betId, amount: 60 })).toMatchObject({ status: 'OK', balance: 40 });
      expect(await call('rollback', { playerId: p.playerId, transactionId: freshId('rb'), betTransactionId: betId })).toMatchObject({ status: 'OK', balance: 100 });
      expect(await grantTotals(t.db, g)).toEqual({ available: 100n, held: 0n, balance: 100n });
    });

    it('pays a stake given back to a converted grant to the main wallet', async () => {
      const p = await player(0n);
      const g = await grant(p, 500n);
      const betId = freshId();
      await bet(p, { transactionId: betId, amount: 200 });
      await setGrantStatus(t.db, g.id, 'converted');
      const rollbackId = freshId('rb');
      expect(await call('rollback', { playerId: p.playerId, transactionId: rollbackId, betTransactionId: betId })).toMatchObject({ status: 'OK', balance: 200 });
      expect(await transfer(`vendor:${HOUSE}:rollback:${rollbackId}:bonus:convert`)).toMatchObject({ amount: '200', kind: 'bonus_convert', credit: 'member_main/' });
      expect(await main(p)).toEqual({ available: 200n, held: 0n });
      expect(await ledgerSum()).toBe('0');
    });

    it('sends a stake given back to a forfeited grant to the bonus pool, recorded as forfeited', async () => {
      const p = await player(0n);
      const g = await grant(p, 500n);
      const betId = freshId();
      await bet(p, { transactionId: betId, amount: 200 });
      await setGrantStatus(t.db, g.id, 'forfeited');
      expect(await call('rollback', { playerId: p.playerId, transactionId: freshId('rb'), betTransactionId: betId })).toMatchObject({ status: 'OK', balance: 0 });
      // The 300 it still had is the forfeit's business (not this test's); the 200 given back went to the pool.
      expect(await grantTotals(t.db, g)).toEqual({ available: 300n, held: 0n, balance: 300n });
      const [row] = await t.db.query<{ forfeited: string }>('SELECT forfeited::text FROM bonus_grants WHERE id = $1', [g.id]);
      expect(row!.forfeited).toBe('200');
      expect(await ledgerSum()).toBe('0');
    });
  });

  describe('adjustments', () => {
    it('splits a correction like the stake, both ways', async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const roundId = freshId('round');
      const betId = freshId();
      await bet(p, { transactionId: betId, roundId, amount: 500 });
      await win(p, roundId, 1_000); // main 600, grant 700
      const up = freshId('adj');
      expect(await call('adjust', { playerId: p.playerId, transactionId: up, betTransactionId: betId, amount: 100 })).toMatchObject({
        status: 'OK',
        balance: 660 + 740,
        shortfall: 0,
      });
      expect(await transfer(`vendor:${HOUSE}:adjust:${up}`)).toMatchObject({ amount: '60', credit: 'member_main/' });
      expect(await transfer(`vendor:${HOUSE}:adjust:${up}:bonus`)).toMatchObject({ amount: '40', credit: `member_bonus/${g.id}` });
      const down = freshId('adj');
      expect(await call('adjust', { playerId: p.playerId, transactionId: down, betTransactionId: betId, amount: -500 })).toMatchObject({
        status: 'OK',
        balance: 360 + 540,
        shortfall: 0,
      });
      expect(await transfer(`vendor:${HOUSE}:adjust:${down}:bonus`)).toMatchObject({ amount: '200', debit: `member_bonus/${g.id}` });
      expect(await transfer(`vendor:${HOUSE}:adjust:${down}`)).toMatchObject({ amount: '300', debit: 'member_main/' });
      expect(await betRow(betId)).toMatchObject({ payout: '600' });
      expect(await ledgerSum()).toBe('0');
    });

    it('takes back the bonus part from the grant first, the rest from cash, and records what is missing as shortfall', async () => {
      const p = await player(300n);
      const g = await grant(p, 200n);
      const roundId = freshId('round');
      const betId = freshId();
      await bet(p, { transactionId: betId, roundId, amount: 500 }); // cash 300, bonus 200
      await win(p, roundId, 1_000); // main 600, grant 400
      await bet(p, { amount: 1_000 }); // everything staked again: 600 cash, 400 bonus held
      const down = freshId('adj');
      expect(await call('adjust', { playerId: p.playerId, transactionId: down, betTransactionId: betId, amount: -500 })).toMatchObject({
        status: 'OK',
        balance: 0,
        shortfall: 500,
        walletTransactionId: null,
      });
      expect(await grantTotals(t.db, g)).toEqual({ available: 0n, held: 400n, balance: 400n });
      const [row] = await t.db.query<{ shortfall: string; moved: string }>('SELECT shortfall::text, moved::text FROM vendor_bet_adjustments WHERE transaction_id = $1', [down]);
      expect(row).toEqual({ shortfall: '500', moved: '0' });
    });

    it("takes the bonus part of a correction out of what the house kept of a forfeited grant's winnings", async () => {
      const p = await player(300n);
      const g = await grant(p, 500n);
      const roundId = freshId('round');
      const betId = freshId();
      await bet(p, { transactionId: betId, roundId, amount: 500 });
      await setGrantStatus(t.db, g.id, 'forfeited');
      await win(p, roundId, 1_000); // main 600; 400 kept by the house
      expect(await call('adjust', { playerId: p.playerId, transactionId: freshId('adj'), betTransactionId: betId, amount: -250 })).toMatchObject({
        status: 'OK',
        balance: 450,
        shortfall: 0,
      });
      const [row] = await t.db.query<{ forfeited_winnings: string }>('SELECT forfeited_winnings::text FROM bonus_grants WHERE id = $1', [g.id]);
      expect(row!.forfeited_winnings).toBe('300');
      expect(await main(p)).toEqual({ available: 450n, held: 0n });
      expect(await ledgerSum()).toBe('0');
    });
  });
});
