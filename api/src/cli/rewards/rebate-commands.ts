import { REBATE_OPS_PATHS, RebateRatesBodySchema, RebateSettingsBodySchema } from '@khela/contracts/rewards';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SYSTEM_OPERATOR } from '../../platform/ops/operator-actor';
import { listRebateRates, rebateRatesDuplicate, replaceRebateRates } from '../../domains/rewards/rebate/rebate-rates';
import { listClaims } from '../../domains/rewards/rebate/rebate-records';
import { changeRebateSettings, readRebateSettings } from '../../domains/rewards/rebate/rebate-settings';
import { type RewardsArgs, type RewardsCommandSpec, rewardsUsageError } from './rewards-command';

const ratesBody = TypeCompiler.Compile(RebateRatesBodySchema);
const settingsBody = TypeCompiler.Compile(RebateSettingsBodySchema);

/**
 * An option's value: `--set=VALUE`, or `--set VALUE` (the shared parser reads an option it has no
 * type for as a flag and leaves its value among the positionals, in order).
 */
function optionValue(args: RewardsArgs, name: string): string | undefined {
  const value = args.options[name];
  if (typeof value === 'string') return value;
  if (value === true) return args.positionals[0] ?? rewardsUsageError(`--${name} needs a value`);
  return undefined;
}

function parseJson(option: string, text: unknown): unknown {
  if (typeof text !== 'string') return rewardsUsageError(`${option} needs a JSON value`);
  try {
    return JSON.parse(text);
  } catch {
    return rewardsUsageError(`${option} is not JSON: ${text}`);
  }
}

const firstError = (errors: Iterable<{ path: string; message: string }>) => {
  for (const error of errors) return `${error.path || '/'} ${error.message}`;
  return 'invalid';
};

/** Manual rebate's commands (docs/rewards.md "Manual rebate"): rates and settings (recorded), and the claims. */
export const rebateCommands: RewardsCommandSpec[] = [
  {
    verb: 'rebate-rates',
    usage: [
      'operator rewards rebate-rates [--merchant khela]   (the rebate rate table: per VIP level, game type and vendor, in parts per million)',
      'operator rewards rebate-rates --set \'[{"vipLevel":0,"gameType":"RNG","ratePpm":3000},{"vipLevel":0,"gameType":"RNG","vendorCode":"HOUSE","ratePpm":4000}]\'   (replaces the whole table; recorded)',
    ].join('\n'),
    parse: (args) => {
      const { merchant } = args;
      const set = optionValue(args, 'set');
      if (set === undefined) {
        return {
          http: { method: 'GET', path: `${REBATE_OPS_PATHS.rates}?merchant=${encodeURIComponent(merchant)}` },
          database: async (db) => ({ merchant, rates: await listRebateRates(db, merchant) }),
        };
      }
      const body = { merchant, rates: parseJson('--set', set) };
      if (!ratesBody.Check(body)) return rewardsUsageError(`--set is not a rate table: ${firstError(ratesBody.Errors(body))}`);
      const duplicate = rebateRatesDuplicate(body.rates);
      if (duplicate) return rewardsUsageError(`--set names VIP ${duplicate.vipLevel} ${duplicate.gameType} ${duplicate.vendorCode || '(category)'} twice`);
      return {
        http: { method: 'PUT', path: REBATE_OPS_PATHS.rates, body },
        database: async (db) => ({ merchant, rates: await db.transaction((tx) => replaceRebateRates(tx, SYSTEM_OPERATOR, body)) }),
      };
    },
  },
  {
    verb: 'rebate-settings',
    usage: [
      'operator rewards rebate-settings [--merchant khela]   (minimum claim, wagering multiple ×100, daily auto-claim, default daily cap, bonus expiry days)',
      'operator rewards rebate-settings --set \'{"minClaim":100,"multipleX100":0,"autoDaily":true,"defaultDailyCap":50000}\'   (money in paisa; recorded)',
    ].join('\n'),
    parse: (args) => {
      const { merchant } = args;
      const set = optionValue(args, 'set');
      if (set === undefined) {
        return {
          http: { method: 'GET', path: `${REBATE_OPS_PATHS.settings}?merchant=${encodeURIComponent(merchant)}` },
          database: async (db) => ({ merchant, settings: await readRebateSettings(db, merchant) }),
        };
      }
      const body = { merchant, settings: parseJson('--set', set) };
      if (!settingsBody.Check(body)) return rewardsUsageError(`--set is not rebate settings: ${firstError(settingsBody.Errors(body))}`);
      return {
        http: { method: 'PUT', path: REBATE_OPS_PATHS.settings, body },
        database: async (db) => ({ merchant, settings: await db.transaction((tx) => changeRebateSettings(tx, SYSTEM_OPERATOR, body)) }),
      };
    },
  },
  {
    verb: 'rebate-claims',
    usage: 'operator rewards rebate-claims [ACCOUNT] [--merchant khela]   (the 50 newest rebate claims, or one account\'s, with their lines)',
    parse: ({ merchant, positionals }) => {
      const [account] = positionals;
      const query = new URLSearchParams({ merchant, pageNo: '1', pageSize: '50', ...(account ? { account } : {}) });
      return {
        http: { method: 'GET', path: `${REBATE_OPS_PATHS.claims}?${query}` },
        database: (db) => listClaims(db, merchant, { account }, { pageNo: 1, pageSize: 50 }),
      };
    },
  },
];
