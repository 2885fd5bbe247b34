import { type RewardsArgs, type RewardsCommandSpec, rewardsUsageError as usageError } from '../rewards/rewards-command';

/**
 * `pnpm operator safer …` (docs/safer-gambling.md "Operators"): read a member's protection, set or
 * lower a limit, impose a time-out or self-exclusion. Each needs the running server, which checks the
 * rule (never raise or remove) and records the act in the action record. Built on the rewards
 * commands' argument reader.
 */
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');
const path = (account: string, tail = '') => `/ops/safer-gambling/members/${encodeURIComponent(account)}${tail}`;

function parseTaka(raw: string): number {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!match) return usageError(`not an amount in taka (up to 2 decimals): ${raw}`);
  const paisa = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (paisa === 0) return usageError('a limit is more than zero (operators cannot remove one)');
  return paisa;
}

function reasonOf(args: RewardsArgs): string {
  const reason = text(args.options.reason);
  if (reason.length < 3) return usageError('--reason TEXT is required (at least 3 characters): it goes into the action record');
  return reason;
}

function exclusion(kind: 'timeout' | 'self_exclusion') {
  return (args: RewardsArgs) => {
    const [account, days, ...extra] = args.positionals;
    if (!account || !days || extra.length) return usageError(`safer ${kind === 'timeout' ? 'timeout' : 'exclude'} needs ACCOUNT and DAYS`);
    if (!/^[1-9]\d{0,4}$/.test(days)) return usageError(`DAYS: a whole number of days, not ${days}`);
    return { http: { method: 'POST' as const, path: path(account, '/exclusion'), body: { merchant: args.merchant, kind, days: Number(days), reason: reasonOf(args) } } };
  };
}

export const SAFER_COMMANDS: RewardsCommandSpec[] = [
  {
    verb: 'show',
    usage: "operator safer show ACCOUNT [--merchant khela]   (the member's limits, usage, waiting increases and any time-out)",
    parse: ({ merchant, positionals }) => {
      const [account, ...extra] = positionals;
      if (!account || extra.length) return usageError('safer show needs ACCOUNT');
      return { http: { method: 'GET', path: `${path(account)}?merchant=${encodeURIComponent(merchant)}` } };
    },
  },
  {
    verb: 'limit',
    usage: 'operator safer limit ACCOUNT deposit|loss|wager day|week|month TAKA --reason TEXT   (sets or lowers; never raises or removes)',
    parse: (args) => {
      const [account, kind, period, amount, ...extra] = args.positionals;
      if (!account || !kind || !period || !amount || extra.length) return usageError('safer limit needs ACCOUNT KIND PERIOD TAKA');
      if (!['deposit', 'loss', 'wager'].includes(kind)) return usageError(`KIND: deposit, loss or wager, not ${kind}`);
      if (!['day', 'week', 'month'].includes(period)) return usageError(`PERIOD: day, week or month, not ${period}`);
      return { http: { method: 'PUT', path: path(account, '/limits'), body: { merchant: args.merchant, kind, period, amount: parseTaka(amount), reason: reasonOf(args) } } };
    },
  },
  { verb: 'timeout', usage: 'operator safer timeout ACCOUNT DAYS --reason TEXT   (1 to 42 days; signs the member out)', parse: exclusion('timeout') },
  { verb: 'exclude', usage: 'operator safer exclude ACCOUNT DAYS --reason TEXT   (self-exclusion, 182 days or more; signs the member out)', parse: exclusion('self_exclusion') },
];
