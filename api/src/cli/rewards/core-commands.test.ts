import { testAppForFile } from '../../test/test-app';
import { parseRewardsCommand, REWARDS_COMMANDS } from './index';

/** `pnpm operator rewards grants|grant|grant-cancel|settings` (docs/rewards.md "Core"). */
const parse = (line: string) => parseRewardsCommand(line.split(' '), REWARDS_COMMANDS, 'khela');

describe('operator rewards: the core commands', () => {
  const t = testAppForFile();

  test('grant and grant-cancel are /ops calls only (money needs the server), in paisa and ×100', () => {
    const grant = parse('grant demo01 150.5 --multiple 12.5 --categories RNG,LIVE --days 7 --reason goodwill --max-convert 1000 --request-id req-12345678');
    expect(grant).toMatchObject({
      verb: 'grant',
      http: { method: 'POST', path: '/ops/rewards/grants', body: { merchant: 'khela', account: 'demo01', amount: 15_050, multipleX100: 1250, categories: ['RNG', 'LIVE'], expiryDays: 7, reason: 'goodwill', maxConvert: 100_000, requestId: 'req-12345678' } },
    });
    expect(grant.database).toBeUndefined();
    expect(parse('grant-cancel 42 --reason abuse --merchant other')).toMatchObject({ merchant: 'other', http: { method: 'POST', path: '/ops/rewards/grants/42/cancel', body: { merchant: 'other', reason: 'abuse' } } });
    expect(parse('grants demo01 --status active').http.path).toBe('/ops/rewards/grants?merchant=khela&account=demo01&status=active');
  });

  test.each([
    ['grant demo01', 'ACCOUNT and TAKA'],
    ['grant demo01 0 --multiple 10 --days 7 --reason x', 'more than zero'],
    ['grant demo01 10 --multiple ten --days 7 --reason x', '--multiple'],
    ['grant demo01 10 --multiple 10 --days 0 --reason x', '--days'],
    ['grant demo01 10 --multiple 10 --days 7', '--reason'],
    ['grant demo01 10 --multiple 10 --days 7 --reason x --categories rng', '--categories'],
    ['grant-cancel abc --reason x', 'ID'],
    ['grants demo01 --status gone', '--status'],
    ['settings set --abuse face', '--abuse'],
    ['settings set', 'needs'],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(message);
  });

  test('settings show and set work on the database without a server, and the change is recorded', async () => {
    // The demo brand checks phone numbers and devices (seed/demo-promotions.ts).
    expect(await parse('settings show').database!(t.db)).toEqual({ core: { abuse: ['mobile', 'device'], rewardExpiryDays: 30 } });
    expect(await parse('settings set --abuse mobile,payoutAccount --reward-expiry-days 10').database!(t.db)).toEqual({ core: { abuse: ['mobile', 'payoutAccount'], rewardExpiryDays: 10 } });
    expect(await parse('settings set --abuse none').database!(t.db)).toEqual({ core: { abuse: [], rewardExpiryDays: 10 } });
    const recorded = await t.db.query<{ operator_name: string; action: string }>("SELECT operator_name, action FROM operator_actions WHERE action = 'rewards.settings'");
    expect(recorded).toEqual([{ operator_name: 'system', action: 'rewards.settings' }, { operator_name: 'system', action: 'rewards.settings' }]);
  });
});
