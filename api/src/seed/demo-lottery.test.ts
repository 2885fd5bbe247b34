import { testAppForFile } from '../test/test-app';
import { insertMember } from '../domains/identity/members/member-repo';
import { Ledger, mainWallet, platformAccount } from '../domains/wallet';
import { VN_PROVINCE_GAMES } from '../domains/lottery';
import { DEMO_LOTTERY_HISTORY_SEED, seedDemoLotteryHistory } from './demo-lottery';

/** The demo lottery (docs/lottery.md "Demo"): a fresh start's lobby has a next draw and a last result for every game; demo players' bets are settled. */
const t = testAppForFile();

test('past draws from real seeds, demo players bets settled, next draws ahead; once per database', async () => {
  const ledger = new Ledger(t.db);
  const players: string[] = [];
  for (const account of ['player11', 'player12', 'player13']) {
    const member = await insertMember(t.db, { merchantCode: 'khela', account, nickname: account, type: 0, passwordHash: 'scrypt$not-a-hash' });
    await ledger.transfer({ key: `demo-fund:${account}`, kind: 'adjustment', debit: platformAccount('khela', 'adjustment'), credit: mainWallet('khela', member!.id), amount: 1_000_000n });
    players.push(member!.id);
  }
  const now = new Date();
  expect(await seedDemoLotteryHistory(t.db, now)).toBe(true);
  expect(await seedDemoLotteryHistory(t.db, now)).toBe(false);
  const [marker] = await t.db.query('SELECT 1 FROM seed_markers WHERE name = $1', [DEMO_LOTTERY_HISTORY_SEED]);
  expect(marker).toBeDefined();

  const lobby = (await t.app.inject({ method: 'GET', url: '/lgw/lottery/lobby', headers: { merchant: 'khela' } })).json<{ value: { games: Array<{ gameCode: string; nextDraw: { seed: null } | null; lastDraw: { seed: string; result: unknown } | null }> } }>();
  expect(lobby.value.games).toHaveLength(8 + VN_PROVINCE_GAMES.length);
  for (const game of lobby.value.games) {
    expect([game.gameCode, game.nextDraw !== null, game.lastDraw?.result !== null && game.lastDraw !== null]).toEqual([game.gameCode, true, true]);
    expect(game.nextDraw!.seed).toBeNull();
  }
  const bets = await t.db.query<{ status: string; n: number }>(
    "SELECT status, count(*)::int AS n FROM bets WHERE member_id = ANY ($1::bigint[]) AND vendor_code IN ('KELOTT', 'TCG_LOTTO_VN', 'TCG_SEA') GROUP BY status",
    [players],
  );
  expect(bets.map((b) => b.status)).toEqual(['settled']);
  expect(bets[0]!.n).toBeGreaterThan(30);
  // The province games (XSMN, XSMT) drew in the past days: a province that drew in the last two days carries settled demo bets.
  const [provinceBets] = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM lottery_bets WHERE member_id = ANY ($1::bigint[]) AND game_code ~ '^vn_(south|central)_[a-z]+$' AND status IN ('won', 'lost')",
    [players],
  );
  expect(provinceBets!.n).toBeGreaterThan(0);
});
