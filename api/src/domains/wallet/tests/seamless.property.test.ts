import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { HOUSE } from '../../vendor-wallet/tests/seamless-kit';
import { auditLedger } from './ledger-audit';
import { auditSeamless } from './seamless-audit';
import { PLAYERS, replyMismatch, seamlessCommands, type SeamlessCommand, TrafficScript } from './seamless-commands';
import { injectSender, mainWalletOf, openSeamlessPlayer, seamlessBody, type SeamlessSender } from './seamless-http';
import { SeamlessModel } from './seamless-model';

/**
 * Model-based, through the vendors' API (signed HTTP via app.inject): random bets, wins and
 * rollbacks of two players with transaction ids that repeat, arrive out of order or are reused for
 * other requests, and exact resends (seamless-commands.ts). Every answer is the model's (a resend answers the first answer
 * byte for byte); after each run the ledger's invariants hold, each player's wallet and each bet's
 * status are the model's, and every transaction id answered is remembered once.
 */
const OPENING = [3_000, 1_200];
let t: TestApp;
let send: SeamlessSender;

beforeAll(async () => {
  t = await createTestApp();
  send = injectSender(t.app);
});
afterAll(async () => {
  expect(await auditLedger(t.db)).toEqual([]);
  expect(await auditSeamless(t.db)).toEqual([]);
  await t.close();
});

async function runTraffic(commands: SeamlessCommand[]): Promise<void> {
  const prefix = `${randomBytes(4).toString('hex')}-`;
  const players = await Promise.all(OPENING.slice(0, PLAYERS).map((balance) => openSeamlessPlayer(t.db, send, BigInt(balance))));
  const model = new SeamlessModel(OPENING.slice(0, PLAYERS));
  const firstReplies = new Map<string, string>();
  const script = new TrafficScript();
  for (const command of commands) {
    const call = script.next(command);
    if (!call) continue;
    const expected = model.call(call);
    const body = seamlessBody(call, players, prefix);
    const reply = await send(call.action, body);
    const mismatch = replyMismatch(reply, expected, body.transactionId as string, firstReplies);
    if (mismatch) throw new Error(`${call.action} ${JSON.stringify(call)}: ${mismatch}`);
  }

  expect(await auditLedger(t.db, 'khela')).toEqual([]);
  expect(await auditSeamless(t.db)).toEqual([]);
  for (const [i, player] of players.entries()) {
    const wallet = model.wallets[i]!;
    expect(await mainWalletOf(t.db, player)).toEqual({ balance: BigInt(wallet.balance), held: BigInt(wallet.held) });
  }
  const bets = await t.db.query<{ transaction_id: string; status: string }>(
    'SELECT transaction_id, status FROM bets WHERE vendor_code = $1 AND transaction_id LIKE $2 ORDER BY id',
    [HOUSE, `${prefix}%`],
  );
  expect(new Map(bets.map((bet) => [bet.transaction_id.slice(prefix.length), bet.status]))).toEqual(model.betStatuses());
  const [remembered] = await t.db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM vendor_transactions WHERE vendor_code = $1 AND transaction_id LIKE $2',
    [HOUSE, `${prefix}%`],
  );
  expect(Number(remembered!.n)).toBe(firstReplies.size);
}

test('random vendor traffic with resends and reorderings keeps every wallet exact', async () => {
  // Shrinking hundreds of calls against a database can take many minutes: after the time limit
  // fast-check stops and reports the smallest failing sequence found so far.
  await fc.assert(fc.asyncProperty(seamlessCommands(150), runTraffic), { numRuns: 25, interruptAfterTimeLimit: 120_000 });
}, 600_000);

test('the seamless audit notices a bet whose record disagrees with the ledger', async () => {
  const player = await openSeamlessPlayer(t.db, send, 1_000n);
  const body = seamlessBody({ action: 'bet', transactionId: 'audit-bet', player: 0, roundId: 'audit', amount: 100 }, [player], `${randomBytes(4).toString('hex')}-`);
  expect((await send('bet', body)).answer.status).toBe('OK');
  const rollback = new Error('rollback');
  const found = await t.db
    .transaction(async (tx) => {
      await tx.query('UPDATE bets SET status = $1 WHERE transaction_id = $2', ['settled', body.transactionId]);
      throw Object.assign(rollback, { found: await auditSeamless(tx) });
    })
    .catch((error: unknown) => (error === rollback ? (rollback as Error & { found: string[] }).found : Promise.reject(error)));
  expect(found.join('\n')).toMatch(/status is the hold's fate/);
  expect(await auditSeamless(t.db)).toEqual([]);
});
