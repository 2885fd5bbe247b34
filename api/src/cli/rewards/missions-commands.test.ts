import { testAppForFile } from '../../test/test-app';
import { parseOperatorCommand } from '../operator-command';

const parse = (words: string[]) => parseOperatorCommand(['rewards', ...words]);

describe('operator rewards missions and leaderboards', () => {
  const t = testAppForFile();

  test('mission-set: money targets in taka, the reward, the /ops call; on the database it saves and records mission.save', async () => {
    const command = parse(['mission-set', 'daily_turnover', '--period', 'daily', '--metric', 'turnover', '--target', '1000', '--reward-cash', '5', '--multiple', '2',
      '--game-types', 'rng,fish', '--title-en', 'Turnover ৳1,000', '--title-bn', 'টার্নওভার ৳১,০০০', '--merchant', 'khela']);
    expect(command).toMatchObject({
      kind: 'rewards',
      verb: 'mission-set',
      http: { method: 'PUT', path: '/ops/rewards/missions/DAILY_TURNOVER', body: { merchant: 'khela', period: 'daily', metric: 'turnover', target: 100_000, reward: { kind: 'cash', amount: 500, multipleX100: 200 }, gameTypes: ['RNG', 'FISH'] } },
    });
    const saved = (await (command as { database: (db: typeof t.db) => Promise<unknown> }).database(t.db)) as { code: string; target: number };
    expect(saved).toMatchObject({ code: 'DAILY_TURNOVER', target: 100_000 });
    const actions = await t.db.query<{ operator_name: string; action: string }>("SELECT operator_name, action FROM operator_actions WHERE target = 'DAILY_TURNOVER'");
    expect(actions).toEqual([{ operator_name: 'system', action: 'mission.save' }]);
    const listed = (await (parse(['missions']) as { database: (db: typeof t.db) => Promise<{ missions: Array<{ code: string }> }> }).database(t.db));
    expect(listed.missions.map((mission) => mission.code)).toContain('DAILY_TURNOVER');
  });

  test('leaderboard-set: prizes by rank; on the database it saves and records leaderboard.save', async () => {
    const command = parse(['leaderboard-set', 'DAILY_TOP', '--metric', 'turnover', '--period', 'daily', '--prizes', '1=cash:500x1,2=cash:200,3=points:1000', '--title-en', 'Top', '--title-bn', 'শীর্ষ']);
    expect(command).toMatchObject({
      http: { method: 'PUT', path: '/ops/rewards/leaderboards/DAILY_TOP', body: { prizes: [{ rank: 1, kind: 'cash', amount: 50_000, multipleX100: 100 }, { rank: 2, kind: 'cash', amount: 20_000, multipleX100: 0 }, { rank: 3, kind: 'points', amount: 1_000, multipleX100: 0 }] } },
    });
    await (command as { database: (db: typeof t.db) => Promise<unknown> }).database(t.db);
    const actions = await t.db.query<{ action: string }>("SELECT action FROM operator_actions WHERE target = 'DAILY_TOP'");
    expect(actions).toEqual([{ action: 'leaderboard.save' }]);
  });

  test.each([
    [['mission-set'], /one CODE/],
    [['mission-set', 'X1', '--period', 'daily', '--metric', 'bet_count', '--target', '5', '--title-en', 'a', '--title-bn', 'ক'], /--reward-cash TAKA or --reward-points/],
    [['mission-set', 'X1', '--period', 'hourly', '--metric', 'bet_count', '--target', '5', '--reward-points', '5', '--title-en', 'a', '--title-bn', 'ক'], /period/],
    [['mission-set', 'X1', '--period', 'daily', '--metric', 'bet_count', '--target', 'many', '--reward-points', '5', '--title-en', 'a', '--title-bn', 'ক'], /--target/],
    [['mission-set', 'X1', '--period', 'daily', '--metric', 'bet_count', '--target', '5', '--reward-points', '5', '--title-en', 'a'], /--title-bn/],
    [['leaderboard-set', 'B1', '--metric', 'turnover', '--period', 'daily', '--prizes', '1=gold:5', '--title-en', 'a', '--title-bn', 'ক'], /--prizes/],
    [['leaderboard-set', 'B1', '--metric', 'turnover', '--period', 'daily', '--prizes', '1=points:5x2', '--title-en', 'a', '--title-bn', 'ক'], /no wagering/],
  ])('%p is refused: %p', (words, message) => {
    expect(() => parse(words)).toThrow(message);
  });
});
