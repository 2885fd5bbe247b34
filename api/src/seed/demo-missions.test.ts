import { testAppForFile } from '../test/test-app';
import { seedDemoMissions } from './demo-missions';

const t = testAppForFile();

test('the demo missions and boards are there once; demo01 has today’s 10 bets done, so the badge shows, with no money moved', async () => {
  expect(await seedDemoMissions(t.db)).toBe(false);
  const missions = await t.db.query<{ code: string }>("SELECT code FROM missions WHERE merchant_code = 'khela' ORDER BY sort");
  expect(missions.map((row) => row.code)).toEqual(['DAILY_BETS', 'DAILY_RNG_TURNOVER', 'DAILY_DEPOSIT', 'WEEKLY_STREAK', 'WEEKLY_INVITE']);
  const boards = await t.db.query<{ code: string }>("SELECT code FROM leaderboards WHERE merchant_code = 'khela' ORDER BY sort");
  expect(boards.map((row) => row.code)).toEqual(['DAILY_TURNOVER', 'WEEKLY_BIGGEST_WIN']);
  const [demo] = await t.db.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
  const summary = await t.app.rewardCenter.summary({ merchantCode: 'khela', memberId: demo!.id });
  expect(summary.missions).toBe(1);
  expect(await t.db.query("SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE 'reward:mission:%'")).toEqual([]);
});
