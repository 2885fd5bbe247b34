import { REWARDS_VIP_OPS_PATHS, VipLevelsBodySchema } from '@khela/contracts/rewards';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SYSTEM_OPERATOR } from '../../platform/ops/operator-actor';
import { findMemberByAccount } from '../../domains/identity';
import { changeToWire, listChanges } from '../../domains/rewards/vip/vip-changes';
import { ladderProblem, readLadder, readVipSettings, rungToWire, saveLadder } from '../../domains/rewards/vip/vip-levels';
import { type RewardsCommandSpec, rewardsUsageError } from './rewards-command';

const levelsBody = TypeCompiler.Compile(VipLevelsBodySchema);

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

function onOff(option: string, value: string | boolean | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  return rewardsUsageError(`--${option}: on or off, not ${String(value)}`);
}

function parseJson(option: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return rewardsUsageError(`${option} is not JSON: ${value}`);
  }
}

const firstError = (errors: Iterable<{ path: string; message: string }>) => {
  for (const error of errors) return `${error.path || '/'} ${error.message}`;
  return 'invalid';
};

/** VIP's commands (docs/rewards.md "VIP"): the ladder and switches (recorded), a member's level (recorded, needs the server), the history. */
export const vipCommands: RewardsCommandSpec[] = [
  {
    verb: 'vip-levels',
    usage: [
      'operator rewards vip-levels [--merchant khela]   (the VIP ladder: thresholds and gifts in paisa, and the switches)',
      'operator rewards vip-levels --set \'[{"level":0,…},{"level":1,"nameEn":"VIP 1","nameBn":"ভিআইপি ১","label":"VIP1","upgradeValidBet":300000,…}]\'',
      '                            [--enabled on|off] [--relegation on|off]   (replaces the whole ladder and/or sets the switches; recorded)',
    ].join('\n'),
    parse: ({ merchant, options }) => {
      const set = text(options.set);
      const enabled = onOff('enabled', options.enabled);
      const relegation = onOff('relegation', options.relegation);
      if (!set && enabled === undefined && relegation === undefined) {
        return {
          http: { method: 'GET', path: `${REWARDS_VIP_OPS_PATHS.levels}?merchant=${encodeURIComponent(merchant)}` },
          database: async (db) => ({ merchant, ...(await readVipSettings(db, merchant)), levels: (await readLadder(db, merchant)).map(rungToWire) }),
        };
      }
      const body = { merchant, ...(set ? { levels: parseJson('--set', set) } : {}), ...(enabled === undefined ? {} : { enabled }), ...(relegation === undefined ? {} : { relegation }) };
      if (!levelsBody.Check(body)) return rewardsUsageError(`--set is not a VIP ladder: ${firstError(levelsBody.Errors(body))}`);
      const problem = body.levels ? ladderProblem(body.levels) : null;
      if (problem) return rewardsUsageError(`--set: ${problem.code} (level ${problem.level ?? '?'}): levels run 0, 1, 2…, level 0 asks nothing, each asks more than the one below`);
      return {
        http: { method: 'PUT', path: REWARDS_VIP_OPS_PATHS.levels, body },
        database: async (db) => {
          const { ladder, settings } = await db.transaction((tx) => saveLadder(tx, SYSTEM_OPERATOR, body));
          return { merchant, ...settings, levels: ladder.map(rungToWire) };
        },
      };
    },
  },
  {
    verb: 'vip-set',
    usage: "operator rewards vip-set ACCOUNT LEVEL --reason TEXT [--merchant khela] [--with-gift]   (sets a member's level; no gift unless --with-gift: the level's level-up gift, once ever)",
    // A gift is money once claimed, and the member's open pages are told: it needs the running server, which records it.
    parse: ({ merchant, positionals, options }) => {
      const [account, level, ...extra] = positionals;
      if (!account || !level || extra.length > 0) return rewardsUsageError('rewards vip-set needs ACCOUNT and LEVEL');
      if (!/^\d{1,2}$/.test(level)) return rewardsUsageError(`LEVEL: a VIP level number such as 2, not ${level}`);
      const reason = text(options.reason);
      if (!reason) return rewardsUsageError('rewards vip-set needs --reason (it is recorded with the change)');
      const body = { merchant, level: Number(level), reason, ...(options['with-gift'] === true || options['with-gift'] === 'true' ? { withGift: true } : {}) };
      return { http: { method: 'POST', path: REWARDS_VIP_OPS_PATHS.member.replace(':account', encodeURIComponent(account)), body } };
    },
  },
  {
    verb: 'vip-changes',
    usage: "operator rewards vip-changes [ACCOUNT] [--limit 50] [--merchant khela]   (VIP level changes, newest first: upgrades, relegations, operators')",
    parse: ({ merchant, positionals, options }) => {
      const [account, ...extra] = positionals;
      if (extra.length > 0) return rewardsUsageError('rewards vip-changes takes at most one ACCOUNT');
      const limitText = text(options.limit) || '50';
      if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 500) return rewardsUsageError(`--limit: 1 to 500, not ${limitText}`);
      const limit = Number(limitText);
      const query = new URLSearchParams({ merchant, limit: String(limit), ...(account ? { account } : {}) });
      return {
        http: { method: 'GET', path: `${REWARDS_VIP_OPS_PATHS.changes}?${query}` },
        database: async (db) => {
          const member = account ? await findMemberByAccount(db, merchant, account) : null;
          if (account && !member) return rewardsUsageError(`no member ${account} in ${merchant}`);
          return { changes: (await listChanges(db, merchant, { memberId: member?.id, limit })).map(changeToWire) };
        },
      };
    },
  },
];
