import { retryOnConflict } from '../../../platform/db/retry';
import { testAppForFile } from '../../../test/test-app';
import { grantAccount, mainWallet } from '../../wallet';
import { giveGrant, grantTotals } from './bonus-kit';
import { freshId, mainTotals, openPlayer, vendorCall } from './seamless-kit';

/**
 * Bonus stakes under racing calls (PostgreSQL's pass runs this with a real pool; PGlite serialises
 * the same calls): bets of one member at the edge of their cash, and a win racing the grant's
 * conversion. Money is neither lost nor made whatever the order.
 */
describe('seamless wallet with bonus money, racing calls', () => {
  const t = testAppForFile();
  const ledgerSum = async () => (await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts'))[0]!.total;

  it('takes each racing bet once, from cash first then the grant, and refuses only what neither can pay', async () => {
    const p = await openPlayer(t.app, t.db, { balance: 500n });
    const g = await giveGrant(t.db, t.app.ledger, p, 500n);
    const bets = Array.from({ length: 16 }, () => ({ transactionId: freshId(), roundId: freshId('round') }));
    const answers = await Promise.all(
      bets.map((b) => vendorCall(t.app, 'bet', { playerId: p.playerId, sessionToken: p.sessionToken, ...b, gameCode: 'dice', amount: 70 })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(2).fill('INSUFFICIENT_FUNDS'), ...Array(14).fill('OK')]);
    expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 0n, held: 500n });
    expect(await grantTotals(t.db, g)).toEqual({ available: 20n, held: 480n, balance: 500n });
    const [parts] = await t.db.query<{ bets: string; stakes: string; bonus: string; split: string }>(
      `SELECT count(*)::text AS bets, sum(stake)::text AS stakes, sum(bonus_stake)::text AS bonus,
              count(*) FILTER (WHERE bonus_stake > 0 AND bonus_stake < stake)::text AS split
         FROM bets WHERE member_id = $1`,
      [p.memberId],
    );
    // 7 bets from cash (490), one split (10 cash + 60 bonus), 6 from the grant.
    expect(parts).toEqual({ bets: '14', stakes: '980', bonus: '480', split: '1' });
    for (const answer of answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS')) expect(answer.balance).toBeLessThan(70);
    expect(await ledgerSum()).toBe('0');
  });

  it('lands a win racing the conversion of its grant in the main wallet either way', async () => {
    for (let round = 0; round < 6; round += 1) {
      const p = await openPlayer(t.app, t.db, { balance: 300n });
      const g = await giveGrant(t.db, t.app.ledger, p, 500n);
      const roundId = freshId('round');
      await vendorCall(t.app, 'bet', { playerId: p.playerId, sessionToken: p.sessionToken, transactionId: freshId(), roundId, gameCode: 'dice', amount: 500 });
      // The conversion as the rewards core makes one: the grant's account and main locked in id
      // order, the status changed under that lock, the available money moved to main.
      const convert = () =>
        retryOnConflict(() =>
          t.db.transaction(async (tx) => {
            const [accounts] = await tx.query<{ available: string }>(
              `SELECT max(balance - held) FILTER (WHERE kind = 'member_bonus')::text AS available FROM (
                 SELECT kind, balance, held FROM ledger_accounts
                  WHERE merchant_code = $1 AND ((kind = 'member_bonus' AND owner_id = $2 AND ref = $3) OR (kind = 'member_main' AND owner_id = $2 AND ref = ''))
                  ORDER BY id FOR UPDATE) a`,
              [p.merchantCode, p.memberId, g.id],
            );
            await tx.query("UPDATE bonus_grants SET status = 'converted', closed_at = now() WHERE id = $1", [g.id]);
            await t.app.ledger.transfer(
              { key: `grant:${g.id}:convert`, kind: 'bonus_convert', debit: grantAccount(p.merchantCode, p.memberId, g.id), credit: mainWallet(p.merchantCode, p.memberId), amount: BigInt(accounts!.available) },
              tx,
            );
          }),
        );
      const [won] = await Promise.all([
        vendorCall(t.app, 'win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 1_000 }),
        round % 2 === 0 ? convert() : new Promise((resolve) => setImmediate(resolve)).then(convert),
      ]);
      expect(won.status).toBe('OK');
      // 600 cash share + 400 bonus share (to the grant then converted, or straight to main) + the 300 the grant had left.
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 1_300n, held: 0n });
      expect(await grantTotals(t.db, g)).toEqual({ available: 0n, held: 0n, balance: 0n });
    }
    expect(await ledgerSum()).toBe('0');
  });
});
