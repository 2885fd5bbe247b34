import { slotGame } from '../games/slot/slot-game';
import { fakeApiPerTest } from '../testing/fake-api-per-test';
import type { Hold } from '@khela/server-kit/vendor-testing';
import { type HouseProcess, type HouseStorage, pgliteStorage, postgresStorage, removePgliteTemplate, startHouseProcess, waitUntil } from '../testing/house-process';
import { launch, SECRET, spinJson } from '../testing/test-house';

/**
 * Issue 6: the real house process (`node --import tsx src/main.ts`) is killed with SIGKILL while a
 * round waits on a wallet call that hangs, then started again over the same storage. No shutdown
 * hook runs, so what the restart finds is only what was committed before the kill.
 */
jest.setTimeout(240_000);

const STAKE = 1000;
const BALANCE = 50_000;
const PG_URL = process.env.HOUSE_TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines: [string, () => Promise<HouseStorage>][] = [['PGlite', pgliteStorage]];
if (PG_URL) engines.push(['PostgreSQL', () => postgresStorage(PG_URL)]);

afterAll(() => removePgliteTemplate());

describe.each(engines)('the house process killed with SIGKILL mid-round, on %s', (_engine, makeStorage) => {
  let house: HouseProcess | null = null;
  const each = fakeApiPerTest(makeStorage, async () => {
    await house?.kill();
    house = null;
  });

  const startHouse = async () => (house = await startHouseProcess({ apiUrl: each.apiUrl, secret: SECRET, storage: each.storage }));

  /**
   * Launches a real-money slot session, plays a round with `action`'s calls hanging, and SIGKILLs
   * the house once the call is held. Returns the round id (from the debit Khela received).
   */
  async function killWhileHanging(playerId: string, action: 'bet' | 'win', hold: Hold): Promise<string> {
    const running = await startHouse();
    const token = each.api.launch(playerId, BALANCE);
    const launched = await launch(running.url, { gameCode: 'house-slot', language: 'en', currency: 'BDT', token, device: 'mobile' });
    expect(launched.status).toBe(303);
    const page = launched.headers.get('location')!;
    expect(page).toMatch(/^\/game\/[A-Za-z0-9_-]{32}\?/);

    each.api.holds[action] = hold;
    const answer = spinJson(running.url, page, STAKE).then(
      () => 'answered',
      () => 'no answer',
    );
    await waitUntil(`the ${action} call to hang at the wallet`, () => each.api.heldCount(action) > 0);
    const roundId = String(each.api.callsOf('bet')[0]!.body.roundId);
    await running.kill();
    house = null;
    expect(await answer).toBe('no answer');
    delete each.api.holds[action];
    return roundId;
  }

  /** The house's record of the round (read once no house process runs) and its payout recomputed from the seeds. */
  async function houseRecord(roundId: string) {
    const db = await each.storage.open();
    try {
      const [row] = await db.query<{ state: string; payout: string | number; server_seed: string; client_seed: string; nonce: number; bet: { stake: number } }>(
        'SELECT r.state, r.payout, s.server_seed, r.client_seed, r.nonce, r.bet FROM rounds r JOIN seeds s ON s.id = r.seed_id WHERE r.id = $1',
        [roundId],
      );
      const recomputed = slotGame.play({ serverSeed: row!.server_seed, clientSeed: row!.client_seed, nonce: row!.nonce }, row!.bet).payout;
      return { state: row!.state, payout: Number(row!.payout), recomputed };
    } finally {
      await db.close();
    }
  }

  /** Stops the restarted house cleanly so its storage can be read here. */
  async function stopHouse(): Promise<void> {
    await house!.stop();
    house = null;
  }

  const winsOf = (roundId: string) => each.api.winsApplied.filter((win) => win.transactionId === `${roundId}:win`);
  const betsOf = (roundId: string) => [...each.api.bets.values()].filter((bet) => bet.roundId === roundId);

  it('between debit and credit (the win never arrived): the restart pays the round exactly once', async () => {
    const roundId = await killWhileHanging('khela_41', 'win', 'before');
    expect(betsOf(roundId)).toMatchObject([{ status: 'open', amount: STAKE }]);
    expect(winsOf(roundId)).toHaveLength(0);

    await startHouse();
    expect(winsOf(roundId)).toHaveLength(1);
    // The killed process's win arrives late: a repeat of the same transaction, paid nothing more.
    await each.api.releaseHeld();
    await stopHouse();

    const record = await houseRecord(roundId);
    expect(record.state).toBe('settled');
    expect(record.payout).toBe(record.recomputed);
    expect(betsOf(roundId)).toMatchObject([{ status: 'settled', amount: STAKE }]);
    expect(winsOf(roundId)).toEqual([{ transactionId: `${roundId}:win`, amount: record.recomputed }]);
    expect(each.api.openBets()).toHaveLength(0);
    expect(each.api.balanceOf('khela_41')).toBe(BALANCE - STAKE + record.recomputed);
    expect(each.api.badSignatures).toBe(0);
  });

  it('after Khela applied the credit but before its answer came back: the restart repeats it, paid once', async () => {
    const roundId = await killWhileHanging('khela_42', 'win', 'after');
    expect(winsOf(roundId)).toHaveLength(1);

    await startHouse();
    await stopHouse();

    const record = await houseRecord(roundId);
    expect(record.state).toBe('settled');
    expect(each.api.callsOf('win').length).toBeGreaterThanOrEqual(2);
    expect(new Set(each.api.callsOf('win').map((call) => call.body.transactionId))).toEqual(new Set([`${roundId}:win`]));
    expect(winsOf(roundId)).toEqual([{ transactionId: `${roundId}:win`, amount: record.recomputed }]);
    expect(betsOf(roundId)).toMatchObject([{ status: 'settled', amount: STAKE }]);
    expect(each.api.openBets()).toHaveLength(0);
    expect(each.api.balanceOf('khela_42')).toBe(BALANCE - STAKE + record.recomputed);
  });

  it('after Khela took the debit but before the house heard: the restart rolls the bet back once, nothing held', async () => {
    const roundId = await killWhileHanging('khela_43', 'bet', 'after');
    expect(betsOf(roundId)).toMatchObject([{ status: 'open', amount: STAKE }]);
    expect(each.api.balanceOf('khela_43')).toBe(BALANCE - STAKE);

    await startHouse();
    await stopHouse();

    expect((await houseRecord(roundId)).state).toBe('rolled_back');
    expect(betsOf(roundId)).toMatchObject([{ status: 'rolled_back', amount: STAKE }]);
    expect(each.api.callsOf('win')).toHaveLength(0);
    expect(each.api.openBets()).toHaveLength(0);
    expect(each.api.balanceOf('khela_43')).toBe(BALANCE);
  });

  it('with the debit still on its way: the restart closes the bet id, and the late debit is refused', async () => {
    const roundId = await killWhileHanging('khela_44', 'bet', 'before');
    expect(each.api.bets.has(`${roundId}:bet`)).toBe(false);

    await startHouse();
    await stopHouse();
    expect((await houseRecord(roundId)).state).toBe('rolled_back');

    // The killed process's debit reaches Khela after the rollback: refused, no stake taken.
    await each.api.releaseHeld();
    expect(each.api.callsOf('win')).toHaveLength(0);
    expect(each.api.openBets()).toHaveLength(0);
    expect(each.api.balanceOf('khela_44')).toBe(BALANCE);
  });
});
