import { memberWithSession } from '../../test/members';
import { testAppForFile } from '../../test/test-app';
import { TEST_LADDER } from '../../domains/rewards/vip/tests/vip-test-ladder';
import { parseOperatorCommand } from '../operator-command';
import type { RewardsCommand } from './rewards-command';

const parse = (argv: string[]) => parseOperatorCommand(['rewards', ...argv]) as RewardsCommand;

describe('operator rewards vip-*', () => {
  const t = testAppForFile();

  test('vip-levels reads, and with --set and the switches replaces the ladder on the database as system, recorded', async () => {
    const read = parse(['vip-levels', '--merchant', 'khela2']);
    expect(read.http).toEqual({ method: 'GET', path: '/ops/rewards/vip/levels?merchant=khela2' });
    expect(await read.database!(t.db)).toEqual({ merchant: 'khela2', enabled: true, relegation: false, levels: [] });

    const set = parse(['vip-levels', '--merchant', 'khela2', '--set', JSON.stringify(TEST_LADDER), '--relegation', 'on']);
    expect(set.http).toMatchObject({ method: 'PUT', path: '/ops/rewards/vip/levels', body: { merchant: 'khela2', relegation: true, levels: TEST_LADDER } });
    expect(await set.database!(t.db)).toEqual({ merchant: 'khela2', enabled: true, relegation: true, levels: TEST_LADDER });
    const [action] = await t.db.query<{ operator_name: string; target: string }>("SELECT operator_name, target FROM operator_actions WHERE action = 'vip.levels' AND merchant_code = 'khela2'");
    expect(action).toEqual({ operator_name: 'system', target: 'khela2' });
  });

  test('vip-set is the server’s (it may give a gift); vip-changes reads on either', async () => {
    expect(parse(['vip-set', 'rahim01', '2', '--reason', 'VIP host', '--with-gift'])).toMatchObject({
      merchant: 'khela',
      http: { method: 'POST', path: '/ops/rewards/vip/members/rahim01', body: { merchant: 'khela', level: 2, reason: 'VIP host', withGift: true } },
    });
    const plain = parse(['vip-set', 'rahim01', '0', '--reason', 'review']);
    expect(plain.http.body).toEqual({ merchant: 'khela', level: 0, reason: 'review' });
    expect(plain.database).toBeUndefined();

    const m = await memberWithSession(t.db, { merchant: 'khela2', prefix: 'cv' });
    const changes = parse(['vip-changes', m.account, '--merchant', 'khela2', '--limit', '5']);
    expect(changes.http).toEqual({ method: 'GET', path: `/ops/rewards/vip/changes?merchant=khela2&limit=5&account=${m.account}` });
    expect(await changes.database!(t.db)).toEqual({ changes: [] });
    await expect(parse(['vip-changes', 'nobody-here']).database!(t.db)).rejects.toThrow(/no member/);
  });

  test.each([
    [['vip-levels', '--set', 'not json'], /not JSON/],
    [['vip-levels', '--set', '[{"level":0}]'], /not a VIP ladder/],
    [['vip-levels', '--set', JSON.stringify([TEST_LADDER[0], TEST_LADDER[2]])], /vip.levels.gap/],
    [['vip-levels', '--relegation', 'maybe'], /on or off/],
    [['vip-set', 'rahim01'], /ACCOUNT and LEVEL/],
    [['vip-set', 'rahim01', 'two', '--reason', 'x'], /LEVEL/],
    [['vip-set', 'rahim01', '2'], /--reason/],
    [['vip-changes', 'a', 'b'], /at most one/],
    [['vip-changes', '--limit', '0'], /--limit/],
  ])('%p is refused: %p', (argv, message) => {
    expect(() => parse(argv)).toThrow(message);
  });
});
