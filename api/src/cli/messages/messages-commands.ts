import { randomUUID } from 'node:crypto';
import { listBroadcasts } from '../../domains/inbox';
import { parseRewardsCommand, type RewardsCommand, type RewardsCommandSpec, rewardsUsageError } from '../rewards/rewards-command';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

const level = (value: string, name: string) => {
  if (!/^\d{1,2}$/.test(value)) return rewardsUsageError(`${name}: a VIP level 0 to 99, not ${value}`);
  return Number(value);
};

function parseBroadcast({ merchant, positionals, options }: { merchant: string; positionals: string[]; options: Record<string, string | boolean | undefined> }) {
  const [target, ...extra] = positionals;
  if (!target || extra.length > 0 || !['brand', 'vip', 'members'].includes(target)) return rewardsUsageError('messages broadcast needs one target: brand, vip or members');
  const [titleEn, titleBn, contentEn, contentBn] = [text(options['title-en']), text(options['title-bn']), text(options['content-en']), text(options['content-bn'])];
  if (!titleEn || !titleBn || !contentEn || !contentBn) return rewardsUsageError('messages broadcast needs --title-en, --title-bn, --content-en and --content-bn (members read their language)');
  const body: Record<string, unknown> = {
    merchant,
    target: target.toUpperCase(),
    title: { en: titleEn, bn: titleBn },
    content: { en: contentEn, bn: contentBn },
    requestId: text(options['request-id']) || randomUUID(),
  };
  if (target === 'vip') {
    const range = text(options.levels);
    const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(range);
    if (!match) return rewardsUsageError('messages broadcast vip needs --levels N or N-M (VIP levels, both included)');
    body.vipMin = level(match[1]!, '--levels');
    body.vipMax = match[2] === undefined ? body.vipMin : level(match[2], '--levels');
  } else if (text(options.levels)) return rewardsUsageError('--levels is for a vip broadcast only');
  if (target === 'members') {
    const accounts = text(options.accounts).split(',').map((account) => account.trim()).filter(Boolean);
    if (accounts.length === 0) return rewardsUsageError('messages broadcast members needs --accounts a,b,c');
    body.accounts = accounts;
  } else if (text(options.accounts)) return rewardsUsageError('--accounts is for a members broadcast only');
  // A broadcast is told to the members' open pages: it needs the running server, which records it.
  return { http: { method: 'POST' as const, path: '/ops/messages/broadcasts', body } };
}

function pageOption(value: string | boolean | undefined, name: string, fallback: number): number {
  const given = text(value);
  if (!given) return fallback;
  if (!/^[1-9]\d{0,5}$/.test(given)) return rewardsUsageError(`${name}: a whole number, not ${given}`);
  return Number(given);
}

/** `operator messages …`: broadcasts to members' inboxes (docs/messages.md "Operators"). */
export const MESSAGES_COMMANDS: readonly RewardsCommandSpec[] = [
  {
    verb: 'broadcast',
    usage: [
      'operator messages broadcast brand|vip|members --title-en TEXT --title-bn TEXT --content-en TEXT --content-bn TEXT',
      '                       [--levels N|N-M] [--accounts a,b] [--request-id ID] [--merchant khela]   (a message in the members’ inboxes)',
    ].join('\n'),
    parse: parseBroadcast,
  },
  {
    verb: 'broadcasts',
    usage: 'operator messages broadcasts [--page N] [--page-size N] [--merchant khela]   (sent broadcasts, with how many read each)',
    parse: ({ merchant, positionals, options }) => {
      if (positionals.length > 0) return rewardsUsageError('messages broadcasts takes no words, only options');
      const paging = { pageNo: pageOption(options.page, '--page', 1), pageSize: Math.min(100, pageOption(options['page-size'], '--page-size', 20)) };
      return {
        http: { method: 'GET' as const, path: `/ops/messages/broadcasts?merchant=${encodeURIComponent(merchant)}&pageNo=${paging.pageNo}&pageSize=${paging.pageSize}` },
        database: (db) => listBroadcasts(db, merchant, paging),
      };
    },
  },
  {
    verb: 'withdraw',
    usage: 'operator messages withdraw BROADCAST_ID   (takes a broadcast out of every inbox)',
    parse: ({ positionals }) => {
      const [id, ...extra] = positionals;
      if (!id || extra.length > 0 || !/^[1-9]\d{0,17}$/.test(id)) return rewardsUsageError('messages withdraw needs the BROADCAST_ID (a number)');
      return { http: { method: 'POST' as const, path: `/ops/messages/broadcasts/${id}/withdraw` } };
    },
  },
];

/** `operator messages VERB …`, through the rewards commands' parser (same options, same backends). */
export function parseMessagesCommand(argv: readonly string[], defaultMerchant: string): RewardsCommand {
  try {
    return parseRewardsCommand(argv, MESSAGES_COMMANDS, defaultMerchant);
  } catch (error) {
    if (error instanceof Error) error.message = error.message.replace(/^rewards needs one of/, 'messages needs one of');
    throw error;
  }
}
