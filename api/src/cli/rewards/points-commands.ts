import { randomUUID } from 'node:crypto';
import { OpsMallItemBodySchema, type OpsMallItemBody, POINTS_OPS_PATHS, type PointsSettings, REDEMPTION_STATUSES, type RedemptionStatus } from '@khela/contracts/rewards';
import { Value } from '@sinclair/typebox/value';
import { brandRedemptions, opsRedemptionView } from '../../domains/rewards/points/mall-redemptions';
import { opsMallItems, opsPointsRates, opsPointsSettings, opsSaveMallItem, opsSetPointsRates, opsSetPointsSettings } from '../../domains/rewards/points/points-ops';
import { SYSTEM_OPERATOR } from '../../platform/ops/operator-actor';
import { type RewardsArgs, type RewardsCommandSpec, rewardsUsageError } from './rewards-command';

const q = encodeURIComponent;
const text = (args: RewardsArgs, name: string): string | undefined => (typeof args.options[name] === 'string' ? (args.options[name] as string) : undefined);

function wholeNumber(value: string, what: string, { min = 0, max = 1_000_000_000 }: { min?: number; max?: number } = {}): number {
  if (!/^-?\d+$/.test(value)) rewardsUsageError(`${what} must be a whole number`);
  const number = Number(value);
  if (number < min || number > max) rewardsUsageError(`${what} must be from ${min} to ${max}`);
  return number;
}

/** "none" clears a limit; a number sets it. */
function limitOption(args: RewardsArgs, name: string, min = 1): number | null | undefined {
  const value = text(args, name);
  if (value === undefined) return undefined;
  return value === 'none' ? null : wholeNumber(value, `--${name}`, { min });
}

/** `RNG=1.0,SPORTS=0.5`: points per ৳100 of valid bet, up to 3 decimals (stored ×1000). */
export function parsePointsRates(spec: string): Array<{ gameType: string; rateMilli: number }> {
  return spec.split(',').filter(Boolean).map((pair) => {
    const match = /^([A-Z0-9_]+)=(\d+)(?:\.(\d{1,3}))?$/.exec(pair.trim());
    if (!match) return rewardsUsageError(`points-rates: "${pair}" is not GAMETYPE=points per ৳100 (like RNG=1.0)`);
    return { gameType: match[1]!, rateMilli: Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0')) };
  });
}

function itemBody(args: RewardsArgs): OpsMallItemBody {
  let value: unknown = {};
  const valueText = text(args, 'value');
  if (valueText !== undefined) {
    try {
      value = JSON.parse(valueText);
    } catch {
      rewardsUsageError('--value must be JSON, like {"amount":1000,"multipleX100":0}');
    }
  }
  const body: Record<string, unknown> = {
    merchant: args.merchant,
    kind: text(args, 'kind'),
    nameEn: text(args, 'name-en'),
    nameBn: text(args, 'name-bn'),
    pointsCost: text(args, 'cost') === undefined ? undefined : wholeNumber(text(args, 'cost')!, '--cost', { min: 1 }),
    value,
    enabled: args.options.disabled !== true,
  };
  for (const [option, field] of [['description-en', 'descriptionEn'], ['description-bn', 'descriptionBn'], ['image', 'image']] as const) {
    if (text(args, option) !== undefined) body[field] = text(args, option);
  }
  for (const [option, field] of [['stock', 'stock'], ['member-daily-cap', 'memberDailyCap'], ['daily-cap', 'dailyCap']] as const) {
    const limit = limitOption(args, option, option === 'stock' ? 0 : 1);
    if (limit !== undefined) body[field] = limit;
  }
  if (text(args, 'sort') !== undefined) body.sort = wholeNumber(text(args, 'sort')!, '--sort', { min: -1000, max: 1000 });
  if (!Value.Check(OpsMallItemBodySchema, body)) {
    const first = [...Value.Errors(OpsMallItemBodySchema, body)][0];
    rewardsUsageError(`mall-item-set needs --kind bonus_cash|free_rounds|goods --name-en … --name-bn … --cost N (${first ? `${first.path || 'body'}: ${first.message}` : 'invalid'})`);
  }
  return body as OpsMallItemBody;
}

function settingsChange(args: RewardsArgs): Partial<PointsSettings> {
  const change: Partial<PointsSettings> = {};
  if (text(args, 'points-per-taka') !== undefined) change.pointsPerTaka = wholeNumber(text(args, 'points-per-taka')!, '--points-per-taka', { min: 1, max: 1_000_000 });
  if (text(args, 'min-convert') !== undefined) change.minConvert = wholeNumber(text(args, 'min-convert')!, '--min-convert');
  const maxPerDay = limitOption(args, 'max-convert-per-day');
  if (maxPerDay !== undefined) change.maxConvertPerDay = maxPerDay;
  const perDay = limitOption(args, 'converts-per-day');
  if (perDay !== undefined) change.convertsPerDay = perDay;
  if (text(args, 'convert-multiple') !== undefined) {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text(args, 'convert-multiple')!);
    if (!match) rewardsUsageError('--convert-multiple is the wagering multiple of converted cash, like 0, 1 or 1.5');
    change.convertMultipleX100 = Number(match![1]) * 100 + Number((match![2] ?? '').padEnd(2, '0'));
  }
  return change;
}

/** The points part's commands (docs/rewards.md "Points and the points mall"). Money decisions need the server. */
export const pointsCommands: RewardsCommandSpec[] = [
  {
    verb: 'mall-items',
    usage: 'operator rewards mall-items [--merchant khela]   (every mall item, on sale or not)',
    parse: ({ merchant }) => ({
      http: { method: 'GET', path: `${POINTS_OPS_PATHS.items}?merchant=${q(merchant)}` },
      database: (db) => opsMallItems(db, merchant),
    }),
  },
  {
    verb: 'mall-item-set',
    usage:
      'operator rewards mall-item-set [ID] --kind bonus_cash|free_rounds|goods --name-en TEXT --name-bn TEXT --cost POINTS [--value JSON] [--stock N|none] [--member-daily-cap N|none] [--daily-cap N|none] [--description-en TEXT] [--description-bn TEXT] [--image URL] [--sort N] [--disabled]',
    parse: (args) => {
      const [id, ...rest] = args.positionals;
      if (rest.length > 0) rewardsUsageError('mall-item-set takes at most one item id');
      if (id !== undefined && !/^[1-9]\d{0,17}$/.test(id)) rewardsUsageError('mall-item-set: the item id is a number');
      const body = itemBody(args);
      return {
        http: id === undefined ? { method: 'POST', path: POINTS_OPS_PATHS.items, body } : { method: 'PUT', path: POINTS_OPS_PATHS.item.replace(':id', id), body },
        database: (db) => opsSaveMallItem(db, SYSTEM_OPERATOR, id ?? null, body),
      };
    },
  },
  {
    verb: 'redemptions',
    usage: 'operator rewards redemptions [--status IN_PROCESS|APPROVED|REJECTED] [--page N] [--merchant khela]',
    parse: (args) => {
      const status = text(args, 'status')?.toUpperCase();
      if (status !== undefined && !(REDEMPTION_STATUSES as readonly string[]).includes(status)) rewardsUsageError(`--status is one of ${REDEMPTION_STATUSES.join(', ')}`);
      const pageNo = text(args, 'page') === undefined ? 1 : wholeNumber(text(args, 'page')!, '--page', { min: 1 });
      return {
        http: { method: 'GET', path: `${POINTS_OPS_PATHS.redemptions}?merchant=${q(args.merchant)}&pageNo=${pageNo}&pageSize=20${status ? `&status=${status}` : ''}` },
        database: async (db) => {
          const records = await brandRedemptions(db, args.merchant, status as RedemptionStatus | undefined, { pageNo, pageSize: 20 });
          return { ...records, records: records.records.map(opsRedemptionView) };
        },
      };
    },
  },
  {
    verb: 'redemption',
    usage: 'operator rewards redemption approve|reject ID [--reason TEXT]   (goods: shipped, or refused with the points refunded; needs the server)',
    parse: (args) => {
      const [decision, id] = args.positionals;
      if (decision !== 'approve' && decision !== 'reject') rewardsUsageError('redemption needs approve or reject');
      if (!id || !/^[1-9]\d{0,17}$/.test(id)) rewardsUsageError('redemption needs the redemption id');
      const reason = text(args, 'reason');
      if (decision === 'reject' && !reason) rewardsUsageError('redemption reject needs --reason');
      const path = (decision === 'approve' ? POINTS_OPS_PATHS.approve : POINTS_OPS_PATHS.reject).replace(':id', id!);
      return { http: { method: 'POST', path, body: { merchant: args.merchant, ...(reason ? { reason } : {}) } } };
    },
  },
  {
    verb: 'points-rates',
    usage: 'operator rewards points-rates [RNG=1.0,SPORTS=0.5,…]   (points per ৳100 of valid bet by game type; with rates: replaces the table)',
    parse: (args) => {
      const [spec, ...rest] = args.positionals;
      if (rest.length > 0) rewardsUsageError('points-rates takes one comma-separated list');
      if (spec === undefined) {
        return { http: { method: 'GET', path: `${POINTS_OPS_PATHS.rates}?merchant=${q(args.merchant)}` }, database: (db) => opsPointsRates(db, args.merchant) };
      }
      const rates = parsePointsRates(spec);
      return {
        http: { method: 'PUT', path: POINTS_OPS_PATHS.rates, body: { merchant: args.merchant, rates } },
        database: (db) => opsSetPointsRates(db, SYSTEM_OPERATOR, args.merchant, rates),
      };
    },
  },
  {
    verb: 'points-adjust',
    usage: 'operator rewards points-adjust ACCOUNT ±POINTS --reason TEXT [--request-id ID]   (needs the server)',
    parse: (args) => {
      const [account, points] = args.positionals;
      if (!account || points === undefined) rewardsUsageError('points-adjust needs ACCOUNT and ±POINTS');
      const amount = wholeNumber(points!, 'points', { min: -100_000_000, max: 100_000_000 });
      if (amount === 0) rewardsUsageError('points-adjust: the points are not 0');
      const reason = text(args, 'reason');
      if (!reason || reason.length < 3) rewardsUsageError('points-adjust needs --reason (at least 3 characters)');
      const requestId = text(args, 'request-id') ?? randomUUID();
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(requestId)) rewardsUsageError('--request-id is letters, digits, - and _ (at most 64)');
      return { http: { method: 'POST', path: POINTS_OPS_PATHS.adjustments, body: { merchant: args.merchant, account: account!, points: amount, reason: reason!, requestId } } };
    },
  },
  {
    verb: 'points-settings',
    usage: 'operator rewards points-settings [--points-per-taka N] [--min-convert N] [--max-convert-per-day N|none] [--converts-per-day N|none] [--convert-multiple X]',
    parse: (args) => {
      const change = settingsChange(args);
      if (Object.keys(change).length === 0) {
        return { http: { method: 'GET', path: `${POINTS_OPS_PATHS.settings}?merchant=${q(args.merchant)}` }, database: (db) => opsPointsSettings(db, args.merchant) };
      }
      return {
        http: { method: 'PUT', path: POINTS_OPS_PATHS.settings, body: { merchant: args.merchant, ...change } },
        database: (db) => opsSetPointsSettings(db, SYSTEM_OPERATOR, args.merchant, change),
      };
    },
  },
];
