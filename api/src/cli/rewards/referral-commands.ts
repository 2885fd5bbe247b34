import { REWARDS_REFERRAL_OPS_PATHS, ReferralRulesBodySchema, type ReferralTier } from '@khela/contracts/rewards';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SYSTEM_OPERATOR } from '../../platform/ops/operator-actor';
import { findMemberByAccount } from '../../domains/identity';
import { readReferralRules, saveReferralRules, tiersProblem } from '../../domains/rewards/referral/referral-rules';
import { referralOpsInvitees } from '../../domains/rewards/referral/referral-view';
import { type RewardsCommandSpec, rewardsUsageError } from './rewards-command';

const rulesBody = TypeCompiler.Compile(ReferralRulesBodySchema);
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/** "300" or "300.50" taka → paisa (0 allowed: a threshold may be off). */
function taka(option: string, value: string): number {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return rewardsUsageError(`--${option}: an amount in taka such as 300 or 300.50, not ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "1:50,3:150,10:500" (friends:taka, each tier) → tiers with the one wagering multiple. */
function parseTiers(value: string, multipleX100: number): ReferralTier[] {
  if (value === 'none') return [];
  return value.split(',').map((pair) => {
    const [invitees, amount, ...extra] = pair.split(':');
    if (!invitees || !amount || extra.length > 0 || !/^\d{1,7}$/.test(invitees)) return rewardsUsageError(`--tiers: friends:taka pairs such as 1:50,3:150, not ${pair}`);
    return { invitees: Number(invitees), amount: taka('tiers', amount), multipleX100 };
  });
}

/** Referral's commands (docs/referral.md "Operators"): the rules (recorded as referral.rules) and a member's invitees. */
export const referralCommands: RewardsCommandSpec[] = [
  {
    verb: 'referral',
    usage: [
      'operator referral show [--merchant khela]   (the referral rules: what makes an invitee valid, the reward tiers; also `operator rewards referral …`)',
      'operator referral set --min-deposit TAKA --min-wager TAKA --tiers 1:50,3:150,10:500|none [--multiple 1]   (replaces the whole rules; recorded as referral.rules)',
      'operator referral invitees ACCOUNT [--merchant khela]   (the member\'s invitees with their status, whole accounts)',
    ].join('\n'),
    parse: ({ merchant, positionals, options }) => {
      const [action = 'show', ...rest] = positionals;
      if (action === 'show') {
        if (rest.length > 0) return rewardsUsageError('referral show takes no more words');
        return {
          http: { method: 'GET', path: `${REWARDS_REFERRAL_OPS_PATHS.rules}?merchant=${encodeURIComponent(merchant)}` },
          database: async (db) => ({ merchant, ...(await readReferralRules(db, merchant)) }),
        };
      }
      if (action === 'invitees') {
        const [account, ...extra] = rest;
        if (!account || extra.length > 0) return rewardsUsageError('referral invitees needs one ACCOUNT');
        return {
          http: { method: 'GET', path: `${REWARDS_REFERRAL_OPS_PATHS.invitees}?${new URLSearchParams({ merchant, account })}` },
          database: async (db) => {
            const member = await findMemberByAccount(db, merchant, account);
            if (!member) return rewardsUsageError(`no member ${account} in ${merchant}`);
            return { account: member.account, ...(await referralOpsInvitees(db, merchant, member.id)) };
          },
        };
      }
      if (action !== 'set') return rewardsUsageError(`referral needs show, set or invitees, not ${action}`);
      if (rest.length > 0) return rewardsUsageError('referral set takes options only');
      const minDeposit = text(options['min-deposit']);
      const minWager = text(options['min-wager']);
      const tiers = text(options.tiers);
      if (!minDeposit || !minWager || !tiers) return rewardsUsageError('referral set needs --min-deposit, --min-wager and --tiers (the whole rules; `referral show` prints the current ones)');
      const multipleText = text(options.multiple) || '1';
      if (!/^\d{1,4}(\.\d{1,2})?$/.test(multipleText)) return rewardsUsageError(`--multiple: the wagering multiple of each reward such as 0, 1 or 1.5, not ${multipleText}`);
      const body = { merchant, minDeposit: taka('min-deposit', minDeposit), minWager: taka('min-wager', minWager), tiers: parseTiers(tiers, Math.round(Number(multipleText) * 100)) };
      if (!rulesBody.Check(body)) return rewardsUsageError('these are not referral rules: amounts in taka, tiers as friends:taka pairs');
      if (tiersProblem(body.tiers)) return rewardsUsageError('--tiers must rise: each tier asks for more friends than the one before');
      return {
        http: { method: 'PUT', path: REWARDS_REFERRAL_OPS_PATHS.rules, body },
        database: async (db) => db.transaction(async (tx) => ({ merchant, ...(await saveReferralRules(tx, SYSTEM_OPERATOR, body)) })),
      };
    },
  },
];
