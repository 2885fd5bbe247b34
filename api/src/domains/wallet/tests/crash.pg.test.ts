import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { testEngine } from '../../../test/test-db';
import { HOUSE } from '../../vendor-wallet/tests/seamless-kit';
import { freePort } from '../../../test/spawn-service';
import { type ApiProcess, startApi } from './api-process';
import { auditLedger } from './ledger-audit';
import { openPgSchema, type PgSchema } from './pg-schema';
import { auditSeamless } from './seamless-audit';
import { fetchSender, mainWalletOf, openSeamlessPlayer, type SeamlessPlayer, type SeamlessReply, type SeamlessSender } from './seamless-http';
import { judgeRound, type PlannedRound, type PlayedRound, planRound, playRound, seededRandom } from './wallet-load';

/**
 * PostgreSQL only: the real api in its own process, many vendor clients on one player's wallet,
 * and SIGKILL in the middle of it — twice. After each restart every transfer is whole or absent
 * and every call answered OK before the kill has its movement; then every call of every round is
 * sent again with the same transaction ids, as a vendor that heard nothing retries: each answer
 * heard before repeats byte for byte, and the wallet ends exactly where the answers say.
 */
const CLIENTS = 32;
const OPENING = 60_000;
/** Answers heard in a run before the kill comes (the run is well under way by then). */
const KILL_AFTER_ANSWERS = 150;
const CRASHES = 2;
const onPg = testEngine() === 'pg' ? describe : describe.skip;

interface Heard {
  action: string;
  transactionId: string;
  reply: SeamlessReply;
}

const idOf = (round: PlannedRound, action: 'bet' | 'win' | 'rollback') =>
  action === 'bet' ? round.betId : action === 'win' ? round.winId : round.rollbackId;

onPg('SIGKILL in the middle of a vendor load', () => {
  let pg: PgSchema;
  let api: ApiProcess | null = null;
  let port: number;

  beforeAll(async () => {
    pg = await openPgSchema('wallet_crash', 4);
    port = await freePort();
  });
  afterAll(async () => {
    await api?.kill();
    await pg?.drop();
  });

  /** The api again on the same port and database; fails with its output if it cannot start. */
  async function restart(): Promise<SeamlessSender> {
    api = await startApi(pg.url, port);
    return fetchSender(api.baseUrl);
  }

  /** After a restart: the ledger and the seamless records are sound, and each OK heard is on record. */
  async function expectSoundAfterCrash(heard: Heard[]): Promise<void> {
    expect(await auditLedger(pg.db)).toEqual([]);
    expect(await auditSeamless(pg.db)).toEqual([]);
    const missing: string[] = [];
    for (const { action, transactionId, reply } of heard.filter((h) => h.reply.answer.status === 'OK')) {
      const [row] = await pg.db.query<{ answer: Record<string, unknown> }>(
        'SELECT answer FROM vendor_transactions WHERE vendor_code = $1 AND transaction_id = $2 AND action = $3',
        [HOUSE, transactionId, action],
      );
      if (!row || !isDeepStrictEqual(row.answer, reply.answer)) missing.push(`${action} ${transactionId}: heard ${reply.raw}, on record ${JSON.stringify(row?.answer)}`);
    }
    expect(missing).toEqual([]);
  }

  test('every transfer is whole or absent, every OK heard stays, replays end exactly', async () => {
    let send = await restart();
    const player: SeamlessPlayer = await openSeamlessPlayer(pg.db, send, BigInt(OPENING));
    const prefix = `${randomBytes(3).toString('hex')}-`;
    const rounds: PlannedRound[] = [];
    const heard: Heard[] = [];

    for (let crash = 0; crash < CRASHES; crash += 1) {
      const running = api!;
      let answers = 0;
      let killing: Promise<void> | null = null;
      // Records each answer as it is heard; the kill comes from inside the load, with calls in flight.
      const recording: SeamlessSender = async (action, body) => {
        const reply = await send(action, body);
        heard.push({ action, transactionId: (body as { transactionId: string }).transactionId, reply });
        answers += 1;
        if (answers === KILL_AFTER_ANSWERS) killing = running.kill();
        return reply;
      };
      await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
        const random = seededRandom(crash * 1_000 + client + 1);
        for (let index = 0; ; index += 1) {
          const round = planRound(`${prefix}k${crash}-`, client, index, random);
          rounds.push(round);
          // The kill cuts this client's round somewhere: a refused connection or a dropped answer.
          const cut = await playRound(recording, player, round).then(() => false, () => true);
          if (cut || killing) return;
        }
      }));
      expect(killing).not.toBeNull();
      await killing;
      send = await restart();
      await expectSoundAfterCrash(heard);
    }

    // A vendor that heard nothing retries the same call until it hears an answer.
    const patient: SeamlessSender = async (action, body) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await send(action, body);
        } catch (error) {
          if (attempt >= 5) throw error;
          await sleep(200);
        }
      }
    };
    const replayed: PlayedRound[] = [];
    for (const round of rounds) replayed.push(await playRound(patient, player, round));

    const firstHeard = new Map<string, string>();
    for (const h of heard) if (!firstHeard.has(`${h.action}:${h.transactionId}`)) firstHeard.set(`${h.action}:${h.transactionId}`, h.reply.raw);
    const changed: string[] = [];
    let unheard = 0;
    for (const round of replayed) {
      for (const action of ['bet', 'win', 'rollback'] as const) {
        const before = firstHeard.get(`${action}:${idOf(round, action)}`);
        if (before === undefined) unheard += round[action].length;
        for (const reply of round[action]) if (before !== undefined && reply.raw !== before) changed.push(`${action} ${idOf(round, action)}: ${before} then ${reply.raw}`);
      }
    }
    expect(changed).toEqual([]);
    // The crashes cut calls in flight or before they were sent: those were answered only now.
    expect(unheard).toBeGreaterThan(0);

    const verdicts = replayed.map(judgeRound);
    expect(verdicts.flatMap((verdict) => verdict.problems)).toEqual([]);
    const expected = verdicts.reduce((sum, v) => ({ balance: sum.balance + v.balanceChange, held: sum.held + v.held }), { balance: OPENING, held: 0 });
    expect(await mainWalletOf(pg.db, player)).toEqual({ balance: BigInt(expected.balance), held: BigInt(expected.held) });
    expect(await auditLedger(pg.db)).toEqual([]);
    expect(await auditSeamless(pg.db)).toEqual([]);
    await api!.stop();
    api = null;
  }, 300_000);
});
