import type { LeaderboardAnswer, MissionClaimAnswer, MissionSummary, MissionView, RewardCenter as RewardCenterWire, RewardsSummary } from '@khela/contracts/rewards';
import { memberWithSession, type TestMember, TRIAL_TYPE } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { envelope, testAppForFile } from '../../../../test/test-app';
import { operatorSession } from '../../../operator/operator-test-kit';
import { mainWallet, pointsAccount } from '../../../wallet';
import { LEADERBOARD_CLOSE_JOB, MISSIONS_ROLLOVER_JOB } from '../missions-part';
import { brandDay, plusDays, weekStart } from '../periods';
import { recordDepositForMissions, recordMissionEvent } from '../progress';
import { closeLeaderboards, maskName } from '../leaderboards';
import { rollOverMissions } from '../rollover';

const MERCHANT = 'khela';
const DAY_MS = 86_400_000;

describe('missions', () => {
  const t = testAppForFile();
  let zone = 'UTC';
  beforeAll(async () => {
    const [row] = await t.db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [MERCHANT]);
    zone = row!.time_zone;
  });
  const today = () => brandDay(zone, new Date());

  let sequence = 0;
  /** A settled bet straight into `bets` (the feed trigger copies it), settled at `at`. */
  const bet = async (who: TestMember, stake: number, payout: number, options: { gameType?: string; vendor?: string; at?: Date } = {}) => {
    const id = `mission-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;
    await t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at, placed_at)
       VALUES ($1, $2, $3, $4, $2, 'dice', $5, $6, $7, 'settled', $8, $8)`,
      [options.vendor ?? 'HOUSE', id, who.merchant, who.id, options.gameType ?? 'RNG', stake, payout, options.at ?? new Date()],
    );
  };
  const saveMission = (code: string, body: object) =>
    ops(t.app, 'PUT', `/ops/rewards/missions/${code}`, { merchant: MERCHANT, titleEn: `Mission ${code}`, titleBn: `মিশন ${code}`, reward: { kind: 'cash', amount: 500, multipleX100: 0 }, ...body });
  const member = (prefix: string) => memberWithSession(t.db, { prefix });
  const get = async <T>(who: TestMember, url: string, language = 'en') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: who.token, language } });
    return { status: response.statusCode, ...envelope<T>(response) };
  };
  const claim = async (who: TestMember, missionId: string, periodStart: string, language = 'en') => {
    const response = await t.app.inject({ method: 'POST', url: `/wps/rewards/missions/${missionId}/claim`, headers: { authorization: who.token, language }, payload: { periodStart } });
    return { status: response.statusCode, ...envelope<MissionClaimAnswer>(response) };
  };
  const mission = async (who: TestMember, code: string): Promise<MissionView> => {
    const summary = await get<MissionSummary>(who, '/wps/rewards/missions/summary');
    const found = [...summary.value.daily, ...summary.value.weekly, ...summary.value.once].find((view) => view.code === code);
    if (!found) throw new Error(`mission ${code} not in the summary`);
    return found;
  };
  const keyed = async (key: string) => Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = $1', [key]))[0]!.n);
  // A job runs once per slot: each run here takes an earlier hour's slot (its clock is still now), as a retry or a later run would.
  let runs = 0;
  const runJob = async (name: string) => t.app.jobs.runSlot(name, new Date(t.app.jobs.slotAt(name, new Date()).getTime() - (runs += 1) * 3_600_000));

  test('valid bets of the mission’s game types count in the period of their settlement; pushes and other types do not', async () => {
    const saved = await saveMission('FEED_BETS', { period: 'daily', metric: 'bet_count', gameTypes: ['RNG'], target: 3 });
    expect(saved.status).toBe(200);
    await saveMission('FEED_TURNOVER', { period: 'weekly', metric: 'turnover', gameTypes: ['RNG'], vendor: 'HOUSE', target: 100_000 });
    const m = await member('mf');
    await bet(m, 1_000, 0);
    await bet(m, 2_000, 5_000);
    await bet(m, 3_000, 3_000); // a push: not a valid bet
    await bet(m, 4_000, 0, { gameType: 'LIVE' });
    await bet(m, 5_000, 0, { vendor: 'OTHER' }); // counts for bets (any vendor), not for the HOUSE-only turnover
    await bet(m, 6_000, 0, { at: new Date(Date.now() - DAY_MS) }); // yesterday: another day's row
    await t.app.rewards.drainAll();
    expect(await mission(m, 'FEED_BETS')).toMatchObject({ value: 3, target: 3, status: 'claim', periodStart: today() });
    const turnover = await mission(m, 'FEED_TURNOVER');
    const sameWeek = weekStart(plusDays(today(), -1)) === weekStart(today());
    expect(turnover).toMatchObject({ value: 3_000 + (sameWeek ? 6_000 : 0), status: 'process', periodStart: weekStart(today()) });
    const rows = await t.db.query<{ period_start: string; value: string }>(
      "SELECT to_char(p.period_start, 'YYYY-MM-DD') AS period_start, p.value::text FROM mission_progress p JOIN missions s ON s.id = p.mission_id WHERE p.member_id = $1 AND s.code = 'FEED_BETS' ORDER BY 1",
      [m.id],
    );
    expect(rows).toEqual([{ period_start: plusDays(today(), -1), value: '1' }, { period_start: today(), value: '3' }]);
    // Draining again counts nothing twice.
    await t.app.rewards.drainAll();
    expect((await mission(m, 'FEED_BETS')).value).toBe(3);
    // The badge: the summary counts it, and the reward center lists it with a link to the missions page.
    const summary = await get<RewardsSummary>(m, '/wps/rewards/summary');
    expect(summary.value.missions).toBeGreaterThanOrEqual(1);
    const center = await get<RewardCenterWire>(m, '/wps/rewards/center', 'bn');
    expect(center.value.items.find((line) => line.source === 'mission' && line.title === 'মিশন FEED_BETS')).toMatchObject({ action: 'open', link: '/member/missionLeaderboard', amount: 500 });
  });

  test('a mission done by the feed worker or a deposit pushes the member’s badges once the transaction has committed', async () => {
    await saveMission('PUSH_BETS', { period: 'daily', metric: 'bet_count', gameTypes: ['RUMMY'], target: 2 });
    await saveMission('PUSH_DEPOSIT', { period: 'daily', metric: 'deposit_count', target: 1 });
    const m = await member('mp');
    const heard: string[] = [];
    const stop = t.app.rewardCenter.onMemberChange((who) => void (who.memberId === m.id && heard.push(who.memberId)));
    const until = async (count: number) => {
      for (let wait = 0; wait < 100 && heard.length < count; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await bet(m, 100, 0, { gameType: 'RUMMY' });
    await t.app.rewards.drainAll();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(heard).toHaveLength(0); // one bet of two: nothing done yet
    await bet(m, 100, 0, { gameType: 'RUMMY' });
    await t.app.rewards.drainAll();
    await until(1);
    expect(heard).toHaveLength(1);
    // A deposit decision that rolls back completes nothing, so nothing is pushed.
    await t.db.transaction(async (tx) => {
      await recordDepositForMissions(tx, MERCHANT, m.id, 10_000n, new Date());
      throw new Error('the deposit decision failed');
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(heard).toHaveLength(1);
    await t.db.transaction((tx) => recordDepositForMissions(tx, MERCHANT, m.id, 10_000n, new Date()));
    await until(2);
    expect(heard).toHaveLength(2);
    stop();
  });

  test('approved deposits and referral invites count; a claim pays once under reward:mission:{progressId}', async () => {
    const amount = await saveMission('DEP_AMOUNT', { period: 'daily', metric: 'deposit_amount', target: 50_000, reward: { kind: 'points', amount: 40, multipleX100: 0 } });
    const count = await saveMission('DEP_COUNT', { period: 'weekly', metric: 'deposit_count', target: 2, reward: { kind: 'cash', amount: 1_000, multipleX100: 0 } });
    await saveMission('INVITE_ONE', { period: 'once', metric: 'invite', target: 1 });
    const m = await member('md');
    await t.db.transaction((tx) => recordDepositForMissions(tx, MERCHANT, m.id, 30_000n, new Date()));
    expect(await mission(m, 'DEP_AMOUNT')).toMatchObject({ value: 30_000, status: 'process' });
    const early = await claim(m, (amount.value as { id: string }).id, today());
    expect([early.status, early.errorCode, early.message]).toEqual([409, 'mission.notComplete', 'This mission is not complete yet.']);
    await t.db.transaction((tx) => recordDepositForMissions(tx, MERCHANT, m.id, 25_000n, new Date()));
    // A deposit whose decision rolls back counts nothing.
    await expect(t.db.transaction(async (tx) => {
      await recordDepositForMissions(tx, MERCHANT, m.id, 1_000_000n, new Date());
      throw new Error('the deposit decision failed');
    })).rejects.toThrow('failed');
    await t.db.transaction((tx) => recordMissionEvent(tx, MERCHANT, m.id, 'invite', 1));
    expect(await mission(m, 'DEP_AMOUNT')).toMatchObject({ value: 50_000, status: 'claim' });
    expect(await mission(m, 'DEP_COUNT')).toMatchObject({ value: 2, status: 'claim' });
    expect(await mission(m, 'INVITE_ONE')).toMatchObject({ value: 1, status: 'claim', periodStart: '2000-01-01' });

    const points = await claim(m, (amount.value as { id: string }).id, today());
    expect(points.status).toBe(200);
    expect(points.value).toMatchObject({ mission: { code: 'DEP_AMOUNT', status: 'claimed' }, points: 40, balance: 0 });
    const cash = await claim(m, (count.value as { id: string }).id, weekStart(today()));
    expect(cash.value).toMatchObject({ mission: { status: 'claimed' }, balance: 1_000 });
    const again = await claim(m, (count.value as { id: string }).id, weekStart(today()), 'bn');
    expect([again.status, again.errorCode]).toEqual([409, 'reward.alreadyClaimed']);
    expect(again.message).toMatch(/[\u0980-\u09FF]/);
    const [progress] = await t.db.query<{ id: string; transfer_id: string | null }>(
      "SELECT p.id::text, p.transfer_id::text FROM mission_progress p JOIN missions s ON s.id = p.mission_id WHERE p.member_id = $1 AND s.code = 'DEP_COUNT'",
      [m.id],
    );
    expect(await keyed(`reward:mission:${progress!.id}`)).toBe(1);
    expect(progress!.transfer_id).not.toBeNull();
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(1_000n);
    expect(await t.app.ledger.available(pointsAccount(MERCHANT, m.id))).toBe(40n);
    expect((await mission(m, 'DEP_COUNT')).status).toBe('claimed');
  });

  test('concurrent claims of one mission pay it once', async () => {
    const saved = await saveMission('RACE_ONE', { period: 'daily', metric: 'bet_count', gameTypes: ['PVP'], target: 1, reward: { kind: 'cash', amount: 777, multipleX100: 0 } });
    const m = await member('mr');
    await bet(m, 100, 0, { gameType: 'PVP' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(m, (saved.value as { id: string }).id, today())));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.errorCode)).toEqual(Array(7).fill('reward.alreadyClaimed'));
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(777n);
  });

  test('a cash reward with wagering becomes a bonus grant', async () => {
    const saved = await saveMission('GRANT_ONE', { period: 'daily', metric: 'bet_count', gameTypes: ['ESPORTS'], target: 1, reward: { kind: 'cash', amount: 2_000, multipleX100: 300 } });
    const m = await member('mg');
    await bet(m, 100, 0, { gameType: 'ESPORTS' });
    expect((await claim(m, (saved.value as { id: string }).id, today())).status).toBe(200);
    const [grant] = await t.db.query<{ source: string; requirement: string; categories: string[] }>('SELECT source, requirement::text, categories FROM bonus_grants WHERE member_id = $1', [m.id]);
    expect(grant).toEqual({ source: 'mission', requirement: '6000', categories: ['ESPORTS'] });
  });

  test('the rollover turns completed, unclaimed missions of ended periods into reward items exactly once', async () => {
    const saved = await saveMission('ROLL_DAILY', { period: 'daily', metric: 'bet_count', gameTypes: ['SPORTS'], target: 2, reward: { kind: 'cash', amount: 3_000, multipleX100: 100 } });
    const m = await member('mo');
    const other = await member('mo');
    const yesterday = new Date(Date.now() - DAY_MS);
    await bet(m, 100, 0, { gameType: 'SPORTS', at: yesterday });
    await bet(m, 100, 0, { gameType: 'SPORTS', at: yesterday });
    await bet(m, 100, 0, { gameType: 'SPORTS' }); // today's period: not rolled over
    await bet(m, 100, 0, { gameType: 'SPORTS' });
    await bet(other, 100, 0, { gameType: 'SPORTS', at: yesterday }); // incomplete: nothing to give
    // The job applies the feed's backlog first; then two instances' runs at once, and the job again.
    await runJob(MISSIONS_ROLLOVER_JOB);
    await Promise.all([rollOverMissions(t.db, new Date()), rollOverMissions(t.db, new Date())]);
    await runJob(MISSIONS_ROLLOVER_JOB);
    const items = await t.db.query<{ member_id: string; source: string; source_ref: string; amount: string; multiple_x100: number; categories: string[] }>(
      "SELECT member_id::text, source, source_ref, amount::text, multiple_x100, categories FROM reward_items WHERE source = 'mission' AND member_id = ANY($1::bigint[])",
      [[m.id, other.id]],
    );
    const [progress] = await t.db.query<{ id: string; item_id: string }>(
      "SELECT p.id::text, p.item_id::text FROM mission_progress p WHERE p.member_id = $1 AND p.mission_id = $2 AND p.period_start = $3::date",
      [m.id, (saved.value as { id: string }).id, plusDays(today(), -1)],
    );
    expect(items).toEqual([{ member_id: m.id, source: 'mission', source_ref: progress!.id, amount: '3000', multiple_x100: 100, categories: ['SPORTS'] }]);
    expect(progress!.item_id).not.toBeNull();
    // Yesterday's is in the reward center now; today's is still claimed on the missions page.
    const late = await claim(m, (saved.value as { id: string }).id, plusDays(today(), -1));
    expect([late.status, late.errorCode]).toEqual([409, 'mission.rolledOver']);
    expect((await claim(m, (saved.value as { id: string }).id, today())).status).toBe(200);
    await runJob(MISSIONS_ROLLOVER_JOB);
    expect(await t.db.query("SELECT 1 FROM reward_items WHERE source = 'mission' AND member_id = $1", [m.id])).toHaveLength(1);
  });

  test('visit streaks come from the login days: the summary’s streak, a claimable streak mission, and a weekly streak rolled over', async () => {
    const daily = await saveMission('LOGIN_TODAY', { period: 'daily', metric: 'visit_streak', target: 1, reward: { kind: 'points', amount: 5, multipleX100: 0 } });
    await saveMission('STREAK_WEEK', { period: 'weekly', metric: 'visit_streak', target: 3, reward: { kind: 'points', amount: 100, multipleX100: 0 } });
    const m = await member('ms');
    const lastWeek = plusDays(weekStart(today()), -7);
    const days = [lastWeek, plusDays(lastWeek, 1), plusDays(lastWeek, 2), plusDays(today(), -2), plusDays(today(), -1)];
    for (const day of days) await t.db.query('INSERT INTO reward_login_days (merchant_code, member_id, day) VALUES ($1, $2, $3::date) ON CONFLICT DO NOTHING', [MERCHANT, m.id, day]);
    const before = await get<MissionSummary>(m, '/wps/rewards/missions/summary');
    expect(before.value.streak).toBe(2); // up to yesterday: today's visit is not in yet
    expect((await mission(m, 'LOGIN_TODAY')).status).toBe('process');
    await get(m, '/wps/rewards/summary'); // the shell's start records today's visit
    const after = await get<MissionSummary>(m, '/wps/rewards/missions/summary');
    expect(after.value.streak).toBe(3);
    expect(await mission(m, 'LOGIN_TODAY')).toMatchObject({ value: 1, status: 'claim' });
    expect((await claim(m, (daily.value as { id: string }).id, today())).value).toMatchObject({ points: 5 });
    // Last week had three days in a row, but an ended period is not recomputed for a claim: the rollover gives it.
    const early = await claim(m, (await t.db.query<{ id: string }>("SELECT id::text FROM missions WHERE code = 'STREAK_WEEK'"))[0]!.id, lastWeek);
    expect([early.status, early.errorCode]).toEqual([409, 'mission.notComplete']);
    // Visits before the missions existed earn nothing...
    await runJob(MISSIONS_ROLLOVER_JOB);
    expect(await t.db.query("SELECT 1 FROM reward_items WHERE source = 'mission' AND member_id = $1", [m.id])).toEqual([]);
    // ...so, had they been made a month ago, the rollover writes the completed rows and their items once.
    await t.db.query("UPDATE missions SET created_at = now() - interval '30 days' WHERE code IN ('LOGIN_TODAY', 'STREAK_WEEK')");
    await runJob(MISSIONS_ROLLOVER_JOB);
    await runJob(MISSIONS_ROLLOVER_JOB);
    // The daily log-in mission of the days they came this past week, done and not claimed, is rolled over too.
    const items = await t.db.query<{ amount_kind: string; amount: string }>("SELECT amount_kind, amount::text FROM reward_items WHERE source = 'mission' AND member_id = $1 ORDER BY reward_items.amount DESC", [m.id]);
    const loggedDays = new Set(days).size - [...new Set(days)].filter((day) => day < plusDays(today(), -7)).length;
    expect(items).toEqual([{ amount_kind: 'points', amount: '100' }, ...Array(loggedDays).fill({ amount_kind: 'points', amount: '5' })]);
  });

  test('bad input is a translated 4xx and changes nothing', async () => {
    const saved = await saveMission('BAD_INPUT', { period: 'weekly', metric: 'bet_count', gameTypes: ['LUDO'], target: 1 });
    const id = (saved.value as { id: string }).id;
    const m = await member('mb');
    await bet(m, 100, 0, { gameType: 'LUDO' });
    const cases: Array<[string, object, number, string]> = [
      [`/wps/rewards/missions/${id}/claim`, {}, 400, 'request.invalid'],
      [`/wps/rewards/missions/${id}/claim`, { periodStart: 'yesterday' }, 400, 'request.invalid'],
      [`/wps/rewards/missions/${id}/claim`, { periodStart: '2026-02-30' }, 400, 'mission.period.invalid'],
      [`/wps/rewards/missions/${id}/claim`, { periodStart: plusDays(weekStart(today()), 1) }, 400, 'mission.period.invalid'],
      [`/wps/rewards/missions/${id}/claim`, { periodStart: plusDays(weekStart(today()), 7) }, 400, 'mission.period.invalid'],
      ['/wps/rewards/missions/abc/claim', { periodStart: today() }, 400, 'request.invalid'],
      ['/wps/rewards/missions/99999999/claim', { periodStart: today() }, 404, 'mission.unknown'],
    ];
    for (const [url, payload, status, code] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: { authorization: m.token, language: 'bn' }, payload });
      const answer = envelope(response);
      expect([url, response.statusCode, answer.errorCode]).toEqual([url, status, code]);
      expect(answer.message).toMatch(/[\u0980-\u09FF]/);
    }
    const board = await get(m, '/wps/rewards/missions/leaderboard?board=NO_SUCH_BOARD', 'bn');
    expect([board.status, board.errorCode]).toEqual([404, 'leaderboard.unknown']);
    expect((await get(m, '/wps/rewards/missions/leaderboard?period=tomorrow')).status).toBe(400);
    const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
    expect((await get(trial, '/wps/rewards/missions/summary')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/wps/rewards/missions/summary' })).statusCode).toBe(401);
    const [row] = await t.db.query<{ claimed: string }>('SELECT count(*) FILTER (WHERE claimed_at IS NOT NULL)::text AS claimed FROM mission_progress WHERE member_id = $1', [m.id]);
    expect(row!.claimed).toBe('0');
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(0n);
  });
});

describe('leaderboards', () => {
  const t = testAppForFile();
  let zone = 'UTC';
  beforeAll(async () => {
    const [row] = await t.db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [MERCHANT]);
    zone = row!.time_zone;
  });
  let sequence = 0;
  const bet = async (who: TestMember, stake: number, payout: number, gameType: string, at: Date) => {
    const id = `board-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;
    await t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at, placed_at)
       VALUES ('HOUSE', $1, $2, $3, $1, 'fish', $4, $5, $6, 'settled', $7, $7)`,
      [id, who.merchant, who.id, gameType, stake, payout, at],
    );
  };
  const board = async (who: TestMember, query: string, language = 'en') => {
    const response = await t.app.inject({ method: 'GET', url: `/wps/rewards/missions/leaderboard?${query}`, headers: { authorization: who.token, language } });
    return { status: response.statusCode, ...envelope<LeaderboardAnswer>(response) };
  };
  const named = (prefix: string) => memberWithSession(t.db, { prefix });

  test('names are masked: the first two characters and the last', () => {
    expect(maskName('demo01')).toBe('de***1');
    expect(maskName('abcd')).toBe('ab***d');
    expect(maskName('abc')).toBe('a***');
  });

  test('turnover adds, biggest win keeps the greatest; ties rank the earlier score first; the member’s own row is unmasked', async () => {
    const saved = await ops(t.app, 'PUT', '/ops/rewards/leaderboards/FISH_TURNOVER', { merchant: MERCHANT, metric: 'turnover', period: 'daily', gameTypes: ['FISH'], prizes: [{ rank: 1, kind: 'cash', amount: 10_000, multipleX100: 0 }], titleEn: 'Fish turnover', titleBn: 'ফিশ টার্নওভার' });
    expect(saved.status).toBe(200);
    await ops(t.app, 'PUT', '/ops/rewards/leaderboards/FISH_WIN', { merchant: MERCHANT, metric: 'biggest_win', period: 'weekly', gameTypes: ['FISH'], prizes: [], titleEn: 'Fish biggest win', titleBn: 'ফিশ সবচেয়ে বড় জয়', sort: 2 });
    const [a, b, c] = [await named('lba'), await named('lbb'), await named('lbc')];
    const base = Date.now() - 60_000;
    await bet(a, 3_000, 0, 'FISH', new Date(base + 1_000));
    await bet(b, 1_000, 0, 'FISH', new Date(base + 2_000));
    await bet(b, 2_000, 9_000, 'FISH', new Date(base + 3_000)); // b reaches 3,000 after a: ranks below a
    await bet(c, 5_000, 5_000, 'FISH', new Date(base + 4_000)); // a push counts nothing
    await bet(c, 500, 0, 'RNG', new Date(base + 5_000)); // another game type
    await bet(c, 1_000, 4_000, 'FISH', new Date(base + 6_000));
    await t.app.rewards.drainAll();
    const seen = await board(b, 'board=FISH_TURNOVER');
    expect(seen.value.rows.map((row) => [row.rank, row.score, row.me])).toEqual([[1, 3_000, false], [2, 3_000, true], [3, 1_000, false]]);
    expect(seen.value.rows[0]!.player).toBe(maskName(a.account));
    expect(seen.value.rows[1]!.player).toBe(b.account);
    expect(seen.value.me).toMatchObject({ rank: 2, player: b.account, score: 3_000 });
    expect(seen.value.prizes).toEqual([{ rank: 1, kind: 'cash', amount: 10_000, multipleX100: 0 }]);
    expect(seen.value.boards.map((item) => item.code)).toEqual(expect.arrayContaining(['FISH_TURNOVER', 'FISH_WIN']));
    const wins = await board(c, 'board=FISH_WIN', 'bn');
    expect(wins.value.rows.map((row) => [row.player, row.score])).toEqual([[maskName(b.account), 7_000], [c.account, 3_000]]);
    expect(wins.value.boards.find((item) => item.code === 'FISH_WIN')!.title).toBe('ফিশ সবচেয়ে বড় জয়');
    expect((await board(a, 'board=FISH_TURNOVER&period=previous')).value.rows).toEqual([]);
  });

  test('leaderboard-close gives each prize rank of an ended period once, ties to the earlier score', async () => {
    await ops(t.app, 'PUT', '/ops/rewards/leaderboards/COCK_DAILY', {
      merchant: MERCHANT, metric: 'turnover', period: 'daily', gameTypes: ['COCKFIGHT'], titleEn: 'Cockfight daily', titleBn: 'মোরগ লড়াই দৈনিক',
      prizes: [{ rank: 2, kind: 'points', amount: 50, multipleX100: 0 }, { rank: 1, kind: 'cash', amount: 20_000, multipleX100: 200 }],
    });
    const [first, second, third] = [await named('lcf'), await named('lcs'), await named('lct')];
    const yesterday = Date.now() - 86_400_000;
    await bet(second, 8_000, 0, 'COCKFIGHT', new Date(yesterday + 2_000));
    await bet(first, 8_000, 0, 'COCKFIGHT', new Date(yesterday + 1_000));
    await bet(third, 1_000, 0, 'COCKFIGHT', new Date(yesterday));
    await bet(third, 50_000, 0, 'COCKFIGHT', new Date()); // today: not this period's
    const slot = t.app.jobs.slotAt(LEADERBOARD_CLOSE_JOB, new Date());
    await t.app.jobs.runSlot(LEADERBOARD_CLOSE_JOB, slot);
    await t.app.jobs.runSlot(LEADERBOARD_CLOSE_JOB, new Date(slot.getTime() - 3_600_000));
    await Promise.all([closeLeaderboards(t.db, new Date()), closeLeaderboards(t.db, new Date())]);
    const prizes = await t.db.query<{ rank: number; member_id: string; score: string }>(
      "SELECT p.rank, p.member_id::text, p.score::text FROM leaderboard_prizes p JOIN leaderboards b ON b.id = p.board_id WHERE b.code = 'COCK_DAILY' ORDER BY rank",
    );
    expect(prizes).toEqual([{ rank: 1, member_id: first.id, score: '8000' }, { rank: 2, member_id: second.id, score: '8000' }]);
    const items = await t.db.query<{ member_id: string; amount_kind: string; amount: string; multiple_x100: number }>(
      "SELECT member_id::text, amount_kind, amount::text, multiple_x100 FROM reward_items WHERE source = 'leaderboard' AND details->>'board' = 'COCK_DAILY' AND member_id = ANY($1::bigint[]) ORDER BY amount_kind",
      [[first.id, second.id, third.id]],
    );
    expect(items).toEqual([{ member_id: first.id, amount_kind: 'cash', amount: '20000', multiple_x100: 200 }, { member_id: second.id, amount_kind: 'points', amount: '50', multiple_x100: 0 }]);
    const previous = await board(second, 'board=COCK_DAILY&period=previous');
    expect(previous.value.periodStart).toBe(brandDay(zone, new Date(yesterday)));
    expect(previous.value.me).toMatchObject({ rank: 2, score: 8_000 });
  });

  test('operators: rules are for admin, recorded; bad rules are translated and change nothing', async () => {
    const mission = { merchant: MERCHANT, period: 'daily', metric: 'bet_count', target: 5, reward: { kind: 'cash', amount: 100, multipleX100: 0 }, titleEn: 'Five bets', titleBn: 'পাঁচটি বাজি' };
    const saved = await ops<{ id: string }>(t.app, 'PUT', '/ops/rewards/missions/OPS_FIVE', mission);
    expect(saved.status).toBe(200);
    const actions = await t.db.query<{ action: string; target: string }>("SELECT action, target FROM operator_actions WHERE action IN ('mission.save', 'leaderboard.save') AND target = 'OPS_FIVE'");
    expect(actions).toEqual([{ action: 'mission.save', target: 'OPS_FIVE' }]);
    const cases: Array<[string, object, number, string]> = [
      ['/ops/rewards/missions/OPS_FIVE', { ...mission, metric: 'turnover' }, 409, 'mission.shapeFixed'],
      ['/ops/rewards/missions/OPS_BAD', { ...mission, titleEn: '  ' }, 400, 'mission.title'],
      ['/ops/rewards/missions/OPS_BAD', { ...mission, reward: { kind: 'points', amount: 5, multipleX100: 100 } }, 400, 'mission.reward.pointsWagering'],
      ['/ops/rewards/missions/OPS_BAD', { ...mission, metric: 'deposit_count', gameTypes: ['RNG'] }, 400, 'mission.gameTypes.notBets'],
      ['/ops/rewards/missions/OPS_BAD', { ...mission, metric: 'visit_streak', period: 'weekly', target: 8 }, 400, 'mission.target.streak'],
      ['/ops/rewards/missions/OPS_BAD', { ...mission, target: 0 }, 400, 'request.invalid'],
      ['/ops/rewards/missions/OPS_BAD', { ...mission, gameTypes: ['CARDS'] }, 400, 'request.invalid'],
      ['/ops/rewards/missions/bad-code', mission, 400, 'request.invalid'],
      ['/ops/rewards/missions/OPS_BAD', { ...mission, merchant: 'nobody' }, 404, 'merchant.unknown'],
      ['/ops/rewards/leaderboards/OPS_BAD', { merchant: MERCHANT, metric: 'turnover', period: 'daily', prizes: [{ rank: 1, kind: 'cash', amount: 1, multipleX100: 0 }, { rank: 1, kind: 'cash', amount: 2, multipleX100: 0 }], titleEn: 'x', titleBn: 'ক' }, 400, 'leaderboard.prizes.rank'],
      ['/ops/rewards/leaderboards/OPS_BAD', { merchant: MERCHANT, metric: 'biggest_loss', period: 'daily', prizes: [], titleEn: 'x', titleBn: 'ক' }, 400, 'request.invalid'],
    ];
    for (const [url, payload, status, code] of cases) {
      const answer = await ops(t.app, 'PUT', url, payload);
      expect([url, answer.status, answer.errorCode]).toEqual([url, status, code]);
    }
    expect(await t.db.query("SELECT 1 FROM missions WHERE code = 'OPS_BAD' UNION ALL SELECT 1 FROM leaderboards WHERE code = 'OPS_BAD'")).toEqual([]);
    const [kept] = await t.db.query<{ metric: string }>("SELECT metric FROM missions WHERE code = 'OPS_FIVE'");
    expect(kept!.metric).toBe('bet_count');
    const { token: support } = await operatorSession(t.app, 'support');
    expect((await ops(t.app, 'PUT', '/ops/rewards/missions/OPS_FIVE', mission, support)).errorCode).toBe('operator.forbidden');
    const read = await ops<{ missions: Array<{ code: string }> }>(t.app, 'GET', `/ops/rewards/missions?merchant=${MERCHANT}`, undefined, support);
    expect(read.value.missions.map((item) => item.code)).toContain('OPS_FIVE');
    expect((await ops(t.app, 'GET', `/ops/rewards/leaderboards?merchant=${MERCHANT}`, undefined, support)).status).toBe(200);
    expect((await ops(t.app, 'GET', `/ops/rewards/missions/OPS_FIVE?merchant=${MERCHANT}`, undefined, support)).value).toMatchObject({ code: 'OPS_FIVE', target: 5 });
    expect((await ops(t.app, 'GET', `/ops/rewards/missions/NOPE?merchant=${MERCHANT}`)).errorCode).toBe('mission.unknown');
    expect((await ops(t.app, 'GET', `/ops/rewards/leaderboards/NOPE?merchant=${MERCHANT}`)).errorCode).toBe('leaderboard.unknown');
  });
});
