import { randomUUID } from 'node:crypto';
import { type RewardsArgs, type RewardsCommandSpec, rewardsUsageError } from '../rewards/rewards-command';

/** A conversation number as the list shows it. */
function conversationId(value: string | undefined, verb: string): string {
  if (!value || !/^\d{1,18}$/.test(value)) return rewardsUsageError(`chat ${verb} needs the CONVERSATION number (see: operator chat list)`);
  return value;
}

function parseReply({ positionals, options }: RewardsArgs) {
  const [id, ...words] = positionals;
  const text = words.join(' ').trim();
  if (!text) return rewardsUsageError('chat reply needs CONVERSATION and the TEXT of the answer');
  if ([...text].length > 1000) return rewardsUsageError('chat reply: at most 1000 characters');
  const requestId = typeof options['request-id'] === 'string' ? options['request-id'] : randomUUID();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(requestId)) return rewardsUsageError('--request-id: letters, digits, _ and - (at most 64)');
  return { http: { method: 'POST' as const, path: `/ops/chat/conversations/${conversationId(id, 'reply')}/messages`, body: { text, requestId } } };
}

/** `LIVECHAT TELEGRAM=https://t.me/x FACEBOOK=https://m.me/y` → the entries in that order. */
function parseEntries({ merchant, positionals }: RewardsArgs) {
  if (positionals.length > 3) return rewardsUsageError('chat entries takes at most three entries: LIVECHAT, TELEGRAM=URL, FACEBOOK=URL');
  const entries = positionals.map((word) => {
    const [type, url] = word.split(/=(.*)/s, 2) as [string, string | undefined];
    const csType = type.toUpperCase();
    if (csType === 'LIVECHAT') return { csType };
    if ((csType === 'TELEGRAM' || csType === 'FACEBOOK') && url) return { csType, url };
    return rewardsUsageError(`chat entries: LIVECHAT, TELEGRAM=URL or FACEBOOK=URL, not ${word}`);
  });
  return { http: { method: 'PUT' as const, path: `/ops/merchants/${encodeURIComponent(merchant)}/customer-service`, body: { entries } } };
}

/** `pnpm operator chat …` (docs/chat.md "Operators"): the support team's side of the live chat on a running server. */
export const CHAT_COMMANDS: readonly RewardsCommandSpec[] = [
  {
    verb: 'list',
    usage: 'operator chat list [--closed] [--merchant khela]     (open conversations, waiting ones first)',
    flags: ['closed'],
    parse: ({ merchant, options }) => ({
      http: { method: 'GET', path: `/ops/chat/conversations?merchant=${encodeURIComponent(merchant)}&status=${options.closed === true ? 'closed' : 'open'}` },
    }),
  },
  {
    verb: 'read',
    usage: 'operator chat read CONVERSATION                      (its messages and the member’s read receipt)',
    parse: ({ positionals }) => {
      if (positionals.length !== 1) return rewardsUsageError('chat read needs one CONVERSATION number');
      return { http: { method: 'GET', path: `/ops/chat/conversations/${conversationId(positionals[0], 'read')}` } };
    },
  },
  {
    verb: 'reply',
    usage: 'operator chat reply CONVERSATION TEXT… [--request-id ID]   (answers the member; recorded as chat.reply)',
    parse: parseReply,
  },
  {
    verb: 'entries',
    usage: 'operator chat entries [LIVECHAT] [TELEGRAM=URL] [FACEBOOK=URL] [--merchant khela]   (the customer-service entries, in order; none: no entry)',
    parse: parseEntries,
  },
  {
    verb: 'close',
    usage: 'operator chat close CONVERSATION                     (recorded as chat.close; the member’s next message opens a new one)',
    parse: ({ positionals }) => {
      if (positionals.length !== 1) return rewardsUsageError('chat close needs one CONVERSATION number');
      return { http: { method: 'POST', path: `/ops/chat/conversations/${conversationId(positionals[0], 'close')}/close` } };
    },
  },
];
