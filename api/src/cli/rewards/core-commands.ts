import { randomUUID } from 'node:crypto';
import { SYSTEM_OPERATOR, recordOperatorAction } from '../../platform/ops/operator-actor';
import { bonusRecordView } from '../../domains/rewards/core/bonus-records';
import { readCoreSettings, updateCoreSettings } from '../../domains/rewards/core/core-settings';
import { feedBacklog } from '../../domains/rewards/core/feed';
import { grantsOfAccount } from '../../domains/rewards/core/operator-grants';
import { type RewardsCommandSpec, rewardsUsageError } from './rewards-command';

const GRANT_STATUSES = ['queued', 'active', 'converted', 'forfeited', 'expired', 'exhausted'] as const;
const ABUSE_KINDS = ['mobile', 'payoutAccount', 'device'] as const;

/** "150", "150.5" taka → paisa; anything else (or zero) is refused. */
function taka(text: string | undefined, name: string): number {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return rewardsUsageError(`${name}: an amount in taka (up to 2 decimals), got ${text ?? 'nothing'}`);
  const paisa = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (paisa === 0) return rewardsUsageError(`${name}: more than zero`);
  return paisa;
}

function text(value: string | boolean | undefined, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') return rewardsUsageError(`--${name} is required`);
  return value;
}

const optionalText = (value: string | boolean | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

function wholeNumber(value: string | boolean | undefined, name: string, min: number, max: number): number {
  const parsed = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(parsed) || parsed < min || parsed > max) return rewardsUsageError(`--${name}: a whole number from ${min} to ${max}`);
  return parsed;
}

/** "10" or "12.5" times → ×100 (the grant's multipleX100). */
function multiple(value: string | boolean | undefined): number {
  if (typeof value !== 'string' || !/^\d{1,4}(\.\d{1,2})?$/.test(value)) return rewardsUsageError('--multiple: the wagering multiple, e.g. 10 or 12.5');
  return Math.round(Number(value) * 100);
}

const list = (value: string | boolean | undefined): string[] => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : []);

/** The rewards core's commands (docs/rewards.md "Core"). */
export const coreCommands: RewardsCommandSpec[] = [
  {
    verb: 'feed',
    usage: 'operator rewards feed [--merchant khela]   (settled bets not yet counted by rewards, and the oldest one’s age)',
    parse: ({ merchant }) => ({
      http: { method: 'GET', path: `/ops/rewards/feed?merchant=${encodeURIComponent(merchant)}` },
      database: async (db) => ({ ...(await feedBacklog(db, merchant, new Date())), consumers: [] }),
    }),
  },
  {
    verb: 'grants',
    usage: 'operator rewards grants ACCOUNT [--status queued|active|converted|forfeited|expired|exhausted]   (a member’s bonus grants, newest first)',
    parse: ({ merchant, positionals, options }) => {
      const account = positionals[0] ?? rewardsUsageError('rewards grants needs the member’s ACCOUNT');
      const status = optionalText(options.status);
      if (status !== undefined && !(GRANT_STATUSES as readonly string[]).includes(status)) rewardsUsageError(`--status: one of ${GRANT_STATUSES.join(', ')}`);
      const query = new URLSearchParams({ merchant, account, ...(status ? { status } : {}) });
      return {
        http: { method: 'GET', path: `/ops/rewards/grants?${query}` },
        database: async (db) => {
          const found = await grantsOfAccount(db, merchant, account, status as (typeof GRANT_STATUSES)[number] | undefined);
          return { grants: found.grants.map((grant) => ({ ...bonusRecordView(grant, 'en'), account: found.account, sourceRef: grant.grant.sourceRef })) };
        },
      };
    },
  },
  {
    verb: 'grant',
    usage: [
      'operator rewards grant ACCOUNT TAKA --multiple 10 --categories RNG,LIVE --days 7 --reason TEXT',
      '                       [--max-convert TAKA] [--max-counted-stake TAKA] [--title-en T] [--title-bn T] [--request-id ID]   (bonus money with wagering; needs the server)',
    ].join('\n'),
    parse: ({ merchant, positionals, options }) => {
      const [account, amount] = positionals;
      if (!account || !amount) rewardsUsageError('rewards grant needs ACCOUNT and TAKA');
      const categories = list(options.categories);
      if (categories.some((category) => !/^[A-Z][A-Z0-9_]{0,15}$/.test(category))) rewardsUsageError('--categories: game types in capitals, e.g. RNG,LIVE');
      const body: Record<string, unknown> = {
        merchant,
        account,
        amount: taka(amount, 'TAKA'),
        multipleX100: multiple(options.multiple),
        categories,
        expiryDays: wholeNumber(options.days, 'days', 1, 365),
        reason: text(options.reason, 'reason'),
        requestId: optionalText(options['request-id']) ?? randomUUID(),
      };
      if (options['max-convert'] !== undefined) body.maxConvert = taka(optionalText(options['max-convert']), '--max-convert');
      if (options['max-counted-stake'] !== undefined) body.maxCountedStake = taka(optionalText(options['max-counted-stake']), '--max-counted-stake');
      if (optionalText(options['title-en'])) body.titleEn = optionalText(options['title-en']);
      if (optionalText(options['title-bn'])) body.titleBn = optionalText(options['title-bn']);
      return { http: { method: 'POST', path: '/ops/rewards/grants', body } };
    },
  },
  {
    verb: 'grant-cancel',
    usage: 'operator rewards grant-cancel ID --reason TEXT   (forfeit an open grant: its money goes back to the bonus pool; needs the server)',
    parse: ({ merchant, positionals, options }) => {
      const id = positionals[0];
      if (!id || !/^[1-9][0-9]{0,17}$/.test(id)) rewardsUsageError('rewards grant-cancel needs the grant’s ID');
      return { http: { method: 'POST', path: `/ops/rewards/grants/${id}/cancel`, body: { merchant, reason: text(options.reason, 'reason') } } };
    },
  },
  {
    verb: 'settings',
    usage: 'operator rewards settings show|set [--abuse mobile,payoutAccount,device|none] [--reward-expiry-days N]   (the brand’s reward settings, core section)',
    parse: ({ merchant, positionals, options }) => {
      const action = positionals[0] ?? 'show';
      if (action === 'show') {
        return { http: { method: 'GET', path: `/ops/rewards/settings?merchant=${encodeURIComponent(merchant)}` }, database: async (db) => ({ core: await readCoreSettings(db, merchant) }) };
      }
      if (action !== 'set') return rewardsUsageError('rewards settings: show or set');
      const core: { abuse?: Array<(typeof ABUSE_KINDS)[number]>; rewardExpiryDays?: number } = {};
      if (options.abuse !== undefined) {
        const kinds = options.abuse === 'none' ? [] : list(options.abuse);
        if (kinds.some((kind) => !(ABUSE_KINDS as readonly string[]).includes(kind))) rewardsUsageError(`--abuse: some of ${ABUSE_KINDS.join(', ')}, or none`);
        core.abuse = [...new Set(kinds)] as Array<(typeof ABUSE_KINDS)[number]>;
      }
      if (options['reward-expiry-days'] !== undefined) core.rewardExpiryDays = wholeNumber(options['reward-expiry-days'], 'reward-expiry-days', 1, 365);
      if (Object.keys(core).length === 0) rewardsUsageError('rewards settings set needs --abuse or --reward-expiry-days');
      return {
        http: { method: 'PUT', path: '/ops/rewards/settings', body: { merchant, core } },
        database: (db) =>
          db.transaction(async (tx) => {
            const saved = await updateCoreSettings(tx, merchant, core);
            await recordOperatorAction(tx, SYSTEM_OPERATOR, { action: 'rewards.settings', merchantCode: merchant, target: 'core', details: { change: core } });
            return { core: saved };
          }),
      };
    },
  },
];
