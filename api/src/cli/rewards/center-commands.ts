import { randomUUID } from 'node:crypto';
import { type RewardsArgs, type RewardsCommandSpec, rewardsUsageError } from './rewards-command';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/** "150", "150.5" taka → paisa (the rule of operator-command's parseTaka, which this file cannot import without a cycle). */
function parseTaka(text: string): bigint {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return rewardsUsageError(`not an amount in taka (up to 2 decimals): ${text}`);
  const paisa = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (paisa === 0n) return rewardsUsageError('the amount must be more than zero');
  return paisa;
}

/** "10" or "2.5" (×) → the multiple ×100 the api stores (1000, 250). */
function parseMultiple(value: string): number {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(value)) return rewardsUsageError(`--multiple: a wagering multiple such as 3 or 2.5, not ${value}`);
  return Math.round(Number(value) * 100);
}

function parseGift({ merchant, positionals, options }: RewardsArgs) {
  const [account, amount, ...extra] = positionals;
  if (!account || extra.length > 0) return rewardsUsageError('rewards gift needs ACCOUNT and TAKA (or --points N)');
  const points = text(options.points);
  if (points && amount) return rewardsUsageError('rewards gift gives TAKA or --points N, not both');
  if (!points && !amount) return rewardsUsageError('rewards gift needs TAKA or --points N');
  if (points && !/^[1-9]\d{0,10}$/.test(points)) return rewardsUsageError(`--points: a whole number of points, not ${points}`);
  const [titleEn, titleBn] = [text(options['title-en']), text(options['title-bn'])];
  if (!titleEn || !titleBn) return rewardsUsageError('rewards gift needs --title-en and --title-bn (the member reads them)');
  const multiple = text(options.multiple);
  if (points && multiple) return rewardsUsageError('a points gift has no wagering: leave --multiple out');
  const categories = text(options.categories);
  const days = text(options.days);
  if (days && !/^[1-9]\d{0,2}$/.test(days)) return rewardsUsageError(`--days: the wagering window in days, not ${days}`);
  const requestId = text(options['request-id']) || randomUUID();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(requestId)) return rewardsUsageError('--request-id: letters, digits, _ and - (at most 64)');
  const body: Record<string, unknown> = {
    merchant,
    account,
    amountKind: points ? 'points' : 'cash',
    amount: points ? Number(points) : Number(parseTaka(amount!)),
    titleEn,
    titleBn,
    requestId,
    ...(multiple ? { multipleX100: parseMultiple(multiple) } : {}),
    ...(categories ? { categories: categories.split(',').map((category) => category.trim().toUpperCase()) } : {}),
    ...(days ? { expiryDays: Number(days) } : {}),
    ...(text(options.reason) ? { reason: text(options.reason) } : {}),
  };
  return { http: { method: 'POST' as const, path: '/ops/rewards/center/items', body } };
}

/** The reward center's commands (docs/rewards.md "Reward center and live badges"). */
export const centerCommands: RewardsCommandSpec[] = [
  {
    verb: 'gift',
    usage: [
      'operator rewards gift ACCOUNT TAKA|--points N --title-en TEXT --title-bn TEXT [--multiple N] [--categories RNG,LIVE] [--days 7]',
      '                       [--reason TEXT] [--request-id ID]   (a reward in the member’s reward center; money moves when they claim it)',
    ].join('\n'),
    // A gift is money once claimed: it needs the running server, which records it.
    parse: parseGift,
  },
];
