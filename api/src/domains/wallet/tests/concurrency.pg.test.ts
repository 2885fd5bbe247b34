import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { testEngine } from '../../../test/test-db';
import { HOUSE } from '../../vendor-wallet/tests/seamless-kit';
import { auditLedger } from './ledger-audit';
import { auditSeamless } from './seamless-audit';
import { openPgSchema, listenApp, type ListeningApp, type PgSchema } from './pg-schema';
import { fetchSender, mainWalletOf, openSeamlessPlayer, type SeamlessPlayer } from './seamless-http';
import { judgeRound, planRound, playRound, type PlayedRound, seededRandom } from './wallet-load';

/**
 * PostgreSQL only: 64 vendor clients on real HTTP hammer ONE player's wallet with bets, wins,
 * rollbacks, wins racing rollbacks, rollbacks racing their bets, and the same transaction id sent
 * twice at once. No caller may see a deadlock or a 500, the balance may never go below zero (read
 * by every answer and by a sampler during the run), and the wallet must end exactly where the
 * answers say it must.
 */
const CLIENTS = 64;
const ROUNDS_PER_CLIENT = 20;
const OPENING = 40_000;
const onPg = testEngine() === 'pg' ? describe : describe.skip;

onPg('64 concurrent clients on one wallet', () => {
  let pg: PgSchema;
  let server: ListeningApp;

  beforeAll(async () => {
    // More connections than the server's default, so the database, not the pool, is what they queue on.
    pg = await openPgSchema('wallet_conc', 32);
    server = await listenApp(pg.db);
  });
  afterAll(async () => {
    await server?.close();
    await pg?.drop();
  });

  test('no deadlock or error reaches a caller, nothing goes negative, the balance is exact', async () => {
    const send = fetchSender(server.baseUrl);
    const player = await openSeamlessPlayer(pg.db, send, BigInt(OPENING));
    const prefix = `${randomBytes(3).toString('hex')}-`;

    let sampling = true;
    let samples = 0;
    let lowest = Number.POSITIVE_INFINITY;
    const sampler = (async () => {
      while (sampling) {
        const { balance, held } = await mainWalletOf(pg.db, player);
        lowest = Math.min(lowest, Number(balance - held), Number(held));
        samples += 1;
        await sleep(2);
      }
    })();

    const played = (await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
      const random = seededRandom(client + 1);
      const rounds: PlayedRound[] = [];
      for (let index = 0; index < ROUNDS_PER_CLIENT; index += 1) rounds.push(await playRound(send, player, planRound(prefix, client, index, random)));
      return rounds;
    }))).flat();
    sampling = false;
    await sampler;

    const verdicts = played.map(judgeRound);
    expect(verdicts.flatMap((verdict) => verdict.problems)).toEqual([]);
    expect(samples).toBeGreaterThan(0);
    expect(lowest).toBeGreaterThanOrEqual(0);

    const expected = verdicts.reduce((sum, v) => ({ balance: sum.balance + v.balanceChange, held: sum.held + v.held }), { balance: OPENING, held: 0 });
    expect(await mainWalletOf(pg.db, player)).toEqual({ balance: BigInt(expected.balance), held: BigInt(expected.held) });
    await expectBetsAsAnswered(pg, player, played, verdicts.map((verdict) => verdict.betStatus));
    expect(await auditLedger(pg.db)).toEqual([]);
    expect(await auditSeamless(pg.db)).toEqual([]);

    // The load really contended: most bets were taken, and the wallet ran dry now and then.
    const betAnswers = played.map((round) => round.bet[0]!.answer.status);
    const count = (status: string) => betAnswers.filter((answer) => answer === status).length;
    expect(count('OK')).toBeGreaterThan(played.length * 0.4);
    expect(count('INSUFFICIENT_FUNDS')).toBeGreaterThan(0);
    expect(played.filter((round) => round.duplicate).length).toBeGreaterThan(100);
  }, 300_000);
});

async function expectBetsAsAnswered(pg: PgSchema, player: SeamlessPlayer, played: PlayedRound[], statuses: Array<string | null>): Promise<void> {
  const rows = await pg.db.query<{ transaction_id: string; status: string }>(
    'SELECT transaction_id, status FROM bets WHERE vendor_code = $1 AND member_id = $2',
    [HOUSE, player.memberId],
  );
  const actual = new Map(rows.map((row) => [row.transaction_id, row.status]));
  const expected = new Map(played.flatMap((round, i) => (statuses[i] ? [[round.betId, statuses[i]!] as const] : [])));
  expect(actual).toEqual(expected);
}
