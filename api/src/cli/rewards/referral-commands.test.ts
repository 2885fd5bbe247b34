import { memberWithSession } from '../../test/members';
import { testAppForFile } from '../../test/test-app';
import { parseOperatorCommand } from '../operator-command';
import type { RewardsCommand } from './rewards-command';

describe('operator referral', () => {
  const t = testAppForFile();

  test('show reads the rules; set replaces them on the database as system, recorded; `rewards referral` is the same command', async () => {
    const read = parseOperatorCommand(['referral', 'show', '--merchant', 'khela2']) as RewardsCommand;
    expect(read.http).toEqual({ method: 'GET', path: '/ops/rewards/referral/rules?merchant=khela2' });
    expect(await read.database!(t.db)).toMatchObject({ merchant: 'khela2', minDeposit: 30_000, minWager: 30_000 });
    expect((parseOperatorCommand(['rewards', 'referral', 'show']) as RewardsCommand).http.path).toBe('/ops/rewards/referral/rules?merchant=khela');

    const set = parseOperatorCommand(['referral', 'set', '--merchant', 'khela2', '--min-deposit', '500', '--min-wager', '1000.50', '--tiers', '1:50,5:300', '--multiple', '1.5']) as RewardsCommand;
    const rules = { minDeposit: 50_000, minWager: 100_050, tiers: [{ invitees: 1, amount: 5_000, multipleX100: 150 }, { invitees: 5, amount: 30_000, multipleX100: 150 }] };
    expect(set.http).toEqual({ method: 'PUT', path: '/ops/rewards/referral/rules', body: { merchant: 'khela2', ...rules } });
    expect(await set.database!(t.db)).toEqual({ merchant: 'khela2', ...rules });
    const [action] = await t.db.query<{ operator_name: string; target: string }>("SELECT operator_name, target FROM operator_actions WHERE action = 'referral.rules' AND merchant_code = 'khela2'");
    expect(action).toEqual({ operator_name: 'system', target: 'khela2' });
  });

  test.each([
    [['referral', 'set', '--min-deposit', '500'], /needs --min-deposit, --min-wager and --tiers/],
    [['referral', 'set', '--min-deposit', '500', '--min-wager', '5', '--tiers', '3:50,2:80'], /must rise/],
    [['referral', 'set', '--min-deposit', 'lots', '--min-wager', '5', '--tiers', '1:50'], /--min-deposit: an amount in taka/],
    [['referral', 'invitees'], /needs one ACCOUNT/],
    [['referral', 'remove'], /show, set or invitees/],
  ])('%j is refused with a clear message', (argv, message) => {
    expect(() => parseOperatorCommand(argv)).toThrow(message);
  });

  test('invitees reads a member’s invitees with whole accounts', async () => {
    const referrer = await memberWithSession(t.db, { prefix: 'cr' });
    const [code] = await t.db.query<{ affiliate_code: string }>('SELECT affiliate_code FROM members WHERE id = $1', [referrer.id]);
    const friend = await memberWithSession(t.db, { prefix: 'cf', referralCode: code!.affiliate_code });
    const command = parseOperatorCommand(['referral', 'invitees', referrer.account]) as RewardsCommand;
    expect(await command.database!(t.db)).toMatchObject({ account: referrer.account, validCount: 0, invitees: [{ account: friend.account, status: 'registered' }] });
  });
});
