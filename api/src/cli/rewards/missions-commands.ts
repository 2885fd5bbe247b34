import { type LeaderboardSaveBody, LeaderboardSaveBodySchema, type MissionSaveBody, MissionSaveBodySchema } from '@khela/contracts/rewards';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { listLeaderboards, listMissions } from '../../domains/rewards/missions/mission-rules';
import { leaderboardRule, missionRule, saveLeaderboard, saveMission } from '../../domains/rewards/missions/missions-ops';
import { SYSTEM_OPERATOR } from '../../platform/ops/operator-actor';
import { type RewardsArgs, type RewardsCommandSpec, rewardsUsageError } from './rewards-command';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');
const CODE = /^[A-Z][A-Z0-9_]{1,39}$/;
/** Metrics counted in money: their target is given in taka. */
const MONEY_METRICS = new Set(['turnover', 'deposit_amount']);

function code(positionals: string[], verb: string): string {
  const [value, ...extra] = positionals;
  if (!value || extra.length > 0) return rewardsUsageError(`rewards ${verb} needs one CODE (capital letters, digits and _)`);
  const upper = value.toUpperCase();
  if (!CODE.test(upper)) return rewardsUsageError(`rewards ${verb}: ${value} is not a code (capital letters, digits and _, 2–40)`);
  return upper;
}

/** "1000" or "2.5" taka → paisa (operator-command's parser, here: importing it would close a cycle through the rewards registry). */
function parseTaka(value: string): bigint {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return rewardsUsageError(`not an amount in taka (up to 2 decimals): ${value}`);
  const paisa = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (paisa === 0n) return rewardsUsageError('the amount must be more than zero');
  return paisa;
}

function wholeNumber(value: string, name: string): number {
  if (!/^\d{1,12}$/.test(value)) return rewardsUsageError(`--${name}: a whole number, not ${value}`);
  return Number(value);
}

/** "3" or "2.5" (×) → ×100. */
function multiple(value: string): number {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(value)) return rewardsUsageError(`--multiple: a wagering multiple such as 3 or 2.5, not ${value}`);
  return Math.round(Number(value) * 100);
}

const gameTypes = (value: string) => value.split(',').map((type) => type.trim().toUpperCase()).filter(Boolean);

const ajv = addFormats(new Ajv({ strict: false, allErrors: false, coerceTypes: false }));

/** The body is checked against the route's own schema, so the database path refuses what the server would. */
function checked<T>(schema: object, body: unknown, verb: string): T {
  const validate = ajv.compile(schema);
  if (validate(body)) return body as T;
  const [first] = validate.errors ?? [];
  return rewardsUsageError(`rewards ${verb}: ${first ? `${first.instancePath || 'body'} ${first.message ?? 'is invalid'}${first.params && 'allowedValues' in first.params ? ` (${(first.params.allowedValues as string[]).join(', ')})` : ''}` : 'invalid'}`);
}

function common(options: RewardsArgs['options'], verb: string) {
  const [titleEn, titleBn] = [text(options['title-en']), text(options['title-bn'])];
  if (!titleEn || !titleBn) return rewardsUsageError(`rewards ${verb} needs --title-en and --title-bn (members read them)`);
  return {
    titleEn,
    titleBn,
    ...(text(options['game-types']) ? { gameTypes: gameTypes(text(options['game-types'])) } : {}),
    ...(options.disabled === true ? { enabled: false } : {}),
    ...(text(options.sort) ? { sort: Number(text(options.sort)) } : {}),
  };
}

function parseMissionSet({ merchant, positionals, options }: RewardsArgs) {
  const missionCode = code(positionals, 'mission-set');
  const [period, metric, target] = [text(options.period), text(options.metric), text(options.target)];
  if (!period || !metric || !target) return rewardsUsageError('rewards mission-set needs --period, --metric and --target');
  const [cash, points] = [text(options['reward-cash']), text(options['reward-points'])];
  if (Boolean(cash) === Boolean(points)) return rewardsUsageError('rewards mission-set needs --reward-cash TAKA or --reward-points N');
  const body = checked<MissionSaveBody>(
    MissionSaveBodySchema,
    {
      merchant,
      period: period as MissionSaveBody['period'],
      metric: metric as MissionSaveBody['metric'],
      target: MONEY_METRICS.has(metric) ? Number(parseTaka(target)) : wholeNumber(target, 'target'),
      reward: cash
        ? { kind: 'cash', amount: Number(parseTaka(cash)), multipleX100: text(options.multiple) ? multiple(text(options.multiple)) : 0 }
        : { kind: 'points', amount: wholeNumber(points, 'reward-points'), multipleX100: 0 },
      ...common(options, 'mission-set'),
      ...(text(options.vendor) ? { vendor: text(options.vendor).toUpperCase() } : {}),
      ...(text(options['vip-min']) ? { vipMin: wholeNumber(text(options['vip-min']), 'vip-min') } : {}),
      ...(text(options['description-en']) ? { descriptionEn: text(options['description-en']) } : {}),
      ...(text(options['description-bn']) ? { descriptionBn: text(options['description-bn']) } : {}),
    },
    'mission-set',
  );
  const { merchant: _merchant, ...wire } = body;
  return {
    http: { method: 'PUT' as const, path: `/ops/rewards/missions/${missionCode}`, body: { merchant, ...wire } },
    database: async (db: Parameters<typeof saveMission>[0]) => missionRule(await saveMission(db, SYSTEM_OPERATOR, missionCode, body, new Date())),
  };
}

/** "1=cash:500,2=cash:200x3,3=points:1000" → prizes by rank (cash in taka, an optional wagering ×multiple). */
function prizes(value: string): LeaderboardSaveBody['prizes'] {
  if (!value) return [];
  return value.split(',').map((part) => {
    const match = /^(\d{1,2})=(cash|points):([\d.]+)(?:x([\d.]+))?$/.exec(part.trim());
    if (!match) return rewardsUsageError(`--prizes: RANK=cash:TAKA[xMULTIPLE] or RANK=points:N, comma-separated; not ${part}`);
    const [, rank, kind, amount, wagering] = match;
    if (kind === 'points' && wagering) return rewardsUsageError('--prizes: a points prize has no wagering');
    return { rank: Number(rank), kind: kind as 'cash' | 'points', amount: kind === 'cash' ? Number(parseTaka(amount!)) : wholeNumber(amount!, 'prizes'), multipleX100: wagering ? multiple(wagering) : 0 };
  });
}

function parseLeaderboardSet({ merchant, positionals, options }: RewardsArgs) {
  const boardCode = code(positionals, 'leaderboard-set');
  const [metric, period] = [text(options.metric), text(options.period)];
  if (!metric || !period) return rewardsUsageError('rewards leaderboard-set needs --metric turnover|biggest_win and --period daily|weekly');
  const body = checked<LeaderboardSaveBody>(
    LeaderboardSaveBodySchema,
    { merchant, metric: metric as LeaderboardSaveBody['metric'], period: period as LeaderboardSaveBody['period'], prizes: prizes(text(options.prizes)), ...common(options, 'leaderboard-set') },
    'leaderboard-set',
  );
  return {
    http: { method: 'PUT' as const, path: `/ops/rewards/leaderboards/${boardCode}`, body: { ...body } },
    database: async (db: Parameters<typeof saveLeaderboard>[0]) => leaderboardRule(await saveLeaderboard(db, SYSTEM_OPERATOR, boardCode, body, new Date())),
  };
}

/** Missions and leaderboards (docs/rewards.md "Missions and leaderboards"): reads, and rule changes recorded as mission.save / leaderboard.save. */
export const missionsCommands: RewardsCommandSpec[] = [
  {
    verb: 'missions',
    usage: 'operator rewards missions [--merchant khela]   (the brand’s missions, enabled or not)',
    parse: ({ merchant }) => ({
      http: { method: 'GET', path: `/ops/rewards/missions?merchant=${encodeURIComponent(merchant)}` },
      database: async (db) => ({ missions: (await listMissions(db, merchant)).map(missionRule) }),
    }),
  },
  {
    verb: 'mission-set',
    usage: [
      'operator rewards mission-set CODE --period daily|weekly|once --metric bet_count|turnover|deposit_amount|deposit_count|invite|visit_streak',
      '                       --target N (taka for turnover and deposit_amount) --reward-cash TAKA [--multiple 3] | --reward-points N',
      '                       --title-en TEXT --title-bn TEXT [--description-en TEXT --description-bn TEXT] [--game-types RNG,LIVE] [--vendor CODE]',
      '                       [--vip-min N] [--sort N] [--disabled]   (creates or replaces a mission; its period and metric are fixed once made)',
    ].join('\n'),
    flags: ['disabled'],
    parse: parseMissionSet,
  },
  {
    verb: 'leaderboards',
    usage: 'operator rewards leaderboards [--merchant khela]   (the brand’s leaderboards, enabled or not)',
    parse: ({ merchant }) => ({
      http: { method: 'GET', path: `/ops/rewards/leaderboards?merchant=${encodeURIComponent(merchant)}` },
      database: async (db) => ({ leaderboards: (await listLeaderboards(db, merchant)).map(leaderboardRule) }),
    }),
  },
  {
    verb: 'leaderboard-set',
    usage: [
      'operator rewards leaderboard-set CODE --metric turnover|biggest_win --period daily|weekly --title-en TEXT --title-bn TEXT',
      '                       [--prizes 1=cash:500x1,2=cash:200,3=points:1000] [--game-types RNG,FISH] [--sort N] [--disabled]',
    ].join('\n'),
    flags: ['disabled'],
    parse: parseLeaderboardSet,
  },
];
