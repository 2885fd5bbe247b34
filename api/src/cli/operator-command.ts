import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseCountryList } from '../domains/operator/merchant-status';
import { isOperatorRole, normalizeOperatorName } from '../domains/operator/operator-accounts';
import type { Language, LocalizedText } from '../platform/i18n/language';
import type { GameChange, GameSwitch, VendorChange } from '../domains/games/ops/catalogue-admin';
import type { ChannelChange, LimitsChange } from '../domains/payments/channels/channel-admin';
import {
  type AgentSettingsChange,
  CARRY_POLICY_VALUES,
  CONTRACT_GAME_TYPE_VALUES,
  CONTRACT_KIND_VALUES,
  CONTRACT_STATUS_VALUES,
  CONTRACT_TIERS_CEILING,
  type ContractKindWire,
  DIVIDEND_PERIOD_VALUES,
  type OperatorRole,
  type TopContractBody,
  type SiteSettingsBody,
  type LiveTableSetting,
  DEFAULT_MERCHANT_CODE,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN,
  SETTLEMENT_KINDS,
  type SettlementKind,
  type LotterySettingsOverride,
  LotterySettingsOverrideSchema,
} from '@khela/contracts';
import { LOTTERY_KINDS, type LotteryKind } from '@khela/contracts/lottery';
import { Value } from '@sinclair/typebox/value';
import { CHAT_COMMANDS } from './chat/chat-commands';
import { parseRewardsCommand, REWARDS_COMMANDS, type RewardsCommand } from './rewards';
import { SAFER_COMMANDS } from './safer/safer-commands';
import { feedbackCommands, helpCenterCommands } from './care/feedback-help-commands';
import { MESSAGES_COMMANDS, parseMessagesCommand } from './messages/messages-commands';

export const USAGE = `usage:
  operator maintenance on|off [--merchant khela] [--message-bn TEXT] [--message-en TEXT]
  operator restrict CC,CC,...  [--merchant khela]    (ISO country codes; '' clears the list)
  operator show                [--merchant khela]
  operator login-limits --per-address-per-hour N [--merchant khela]
                               (failed password logins one address gets per hour over all accounts, 5 to 1000)
  operator wallet-mode single|games [--merchant khela]
                               (single: members see one balance and no game wallets; games: game wallets shown)
  operator site-settings show  [--merchant khela]
  operator site-settings set [--switch-on A,B] [--switch-off C] [--gtag-id G-XXXXXXX|none] [--merchant khela]
                               (feature switches, e.g. MEMBERCENTERPOPUP and AGENTCENTERPOPUP: the centers open as popups; the analytics id)
  operator domain-routes DOMAIN:PURPOSE,... [--merchant khela]
                               (PURPOSE MAIN, BACKUP or AGENT; the site lists the BACKUP ones for blocked players; '' clears)
  operator live-tables show    [--merchant khela]
  operator live-tables set 'GAME=EN NAME|BN NAME[|PICTURE],...' [--merchant khela]
                               (the live tables /live shows, in this order, each a LIVE or COCKFIGHT game with its dealer's names
                               and an optional picture, https or a site path; '' lists none)

  operator agent-settings show [--merchant khela]
  operator agent-settings set [--kinds dividend,daily,hourly,realtime] [--max-tiers N] [--dividend-period daily|weekly|semimonthly|monthly]
                               [--carry none|forever|previous|half_month] [--active-turnover POISHA] [--active-deposit POISHA] [--merchant khela]
                               (--kinds: the contract kinds the brand offers; the others are switched off)
  operator agent-contract ACCOUNT --kind dividend|daily|hourly|realtime --tiers JSON [--game-type CONS] [--merchant khela]
                               (a top agent's contract, in force from the next period; JSON: [{"turnover":0,"activeMembers":0,"rateType":"P","rate":"0.01"}])
  operator agent-contracts     [--kind K] [--status offered|in_force|rejected|cancelled|superseded] [--account A] [--limit N] [--merchant khela]

  operator login USERNAME      (password from OPERATOR_PASSWORD or asked; the session is kept for the next commands)
  operator logout
  operator operators add USERNAME --role admin|finance|support [--merchant CODE]
                               (password from OPERATOR_PASSWORD or asked; no --merchant: your brand, or every brand)
  operator operators list [--merchant CODE]
  operator operators disable|enable USERNAME

  operator deposits|withdrawals [--status IN_PROCESS|APPROVED|REJECTED] [--merchant khela] [--page N] [--page-size N]
  operator upline-transfers [--status DISPUTED|SENT|RECEIVED] [--merchant khela]
  operator deposit|withdrawal approve ORDER_NO [--merchant khela]
  operator deposit|withdrawal reject ORDER_NO --reason TEXT [--merchant khela]
  operator deposit find CODE   [--merchant khela]   (the manual deposit whose code the payer wrote in the payment's reference)

  operator adjust credit|debit ACCOUNT AMOUNT --reason TEXT [--request-id ID] [--merchant khela]
                               (AMOUNT in taka, up to 2 decimals; the same --request-id never moves money twice)
  operator ledger ACCOUNT      [--merchant khela] [--page N] [--page-size N]
  operator actions             [--merchant CODE] [--page N] [--page-size N]

  operator brands add CODE --name NAME --domain HOST [--currency BDT] [--symbol ৳] [--time-zone Asia/Dhaka] [--languages bn,en]
  operator rotate gateway --window 24h          (next secret from OPERATOR_NEXT_SECRET or asked; needs the server)
  operator rotate vendor CODE --window 24h      (both secrets accepted for the window, then only the next)
  operator rotations
  operator vendors set CODE --name NAME --types RNG,LIVE --mode seamless|transfer --launch-url URL
                               [--api-url URL] [--timeout-ms 5000] [--free-trial] [--sort N] [--off]
                               (every brand; a new vendor's secret is VENDOR_SECRET_<CODE> of the server's environment)
  operator vendors show CODE
  operator vendors disable|enable CODE
  operator vendors offer CODE --types RNG,LIVE [--off] [--merchant khela]   (what the brand offers of the vendor)
  operator games set VENDOR TYPE GAME_CODE --name-en NAME --name-bn NAME [--classification SC|VP|JP|TG|AC]
                               [--hot RANK] [--sort N] [--trial] [--off]
  operator games disable|enable VENDOR TYPE GAME_CODE [--merchant CODE]   (no --merchant: everywhere)
  operator channels set CODE --kind gateway|manual --name-en NAME --name-bn NAME --min TAKA --max TAKA
                               [--payee-name NAME --payee-account NUMBER] [--fields payerAccount,payerName]
                               [--account-pattern REGEX] [--sort N] [--no-deposits] [--no-payouts] [--merchant khela]
  operator channels disable|enable CODE [--merchant khela]
  operator payment-limits --withdrawal-min TAKA --withdrawal-max TAKA --withdrawals-per-day N
                               --upline-min TAKA --upline-max TAKA [--upline-confirm-minutes 30] [--merchant khela]

  operator jobs                [--name JOB] [--status running|succeeded|failed] [--limit N]
                               (scheduled jobs' runs, newest first: attempts, instance, result, last error)
  operator time-travel --advance 90m|25h|2d | --to ISO-TIME | --reset
                               (demo servers started with TIME_TRAVEL=1 only: moves the clock, then runs the jobs' slots)
  operator settlements         [--merchant khela] [--kind dividend|daily|hourly|realtime] [--from yyyy-MM-dd] [--to yyyy-MM-dd] [--page N]
                               (agents' settled periods: bills, billed, paid, statuses; the settlement jobs' runs)
  operator settlement rerun KIND --at ISO-TIME [--merchant khela]
                               (settles the period containing --at: a settled period changes nothing; recorded)

  operator lottery-games       [--merchant khela]   (the brand's lottery games: on/off, schedule, settings in force, next draw)
  operator lottery-game-add GAME_CODE --kind wingo|d5|k3|vn_north|vn_south|vn_central|vn_fast|sea4d --schedule CRON
                               --time-zone ZONE --name-en NAME --name-bn NAME [--merchant khela]
                               (adds the game with its catalogue entry, or changes its names, zone and schedule; CRON: 5 fields, e.g. '*/3 * * * *')
  operator lottery-enable|lottery-disable GAME_CODE [--merchant khela]
  operator lottery-settings GAME_CODE --settings JSON [--merchant khela]
                               (odds, limits and freeze over the kind's defaults, in paisa: '{"maxStakePerDraw":500000,"betTypes":{"de":{"odds":"95"}}}')
  operator lottery-schedule GAME_CODE --schedule CRON [--time-zone ZONE] [--merchant khela]   (for draws created from now on)
  operator lottery-cancel DRAW_ID [--merchant khela]   (a draw not yet drawn: every stake is refunded)
  operator lottery-exposure DRAW_ID [--limit N] [--merchant khela]   (bets, stakes, numbers with the highest possible payout)
  operator lottery-results GAME_CODE [--page N] [--page-size N] [--merchant khela]
${REWARDS_COMMANDS.map((command) => `  ${command.usage}`).join('\n')}
${SAFER_COMMANDS.map((command) => `  ${command.usage}`).join('\n')}

${[...feedbackCommands, ...helpCenterCommands].map((command) => `  ${command.usage}`).join('\n')}
${CHAT_COMMANDS.map((command) => `  ${command.usage}`).join('\n')}
${MESSAGES_COMMANDS.map((command) => `  ${command.usage}`).join('\n')}

  --database   run on DATABASE_URL directly even while a server answers (PostgreSQL only: the first
               operator account when the server runs without OPERATOR_TOKEN)`;

export type PaymentList = 'deposits' | 'withdrawals' | 'upline-transfers';
export type PaymentKind = 'deposit' | 'withdrawal';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export type OperatorCommand =
  | RewardsCommand
  | { kind: 'maintenance'; merchant: string; enabled: boolean; message: LocalizedText }
  | { kind: 'restrict'; merchant: string; countries: string[] }
  | { kind: 'show'; merchant: string }
  | { kind: 'login-limits'; merchant: string; loginFailuresPerAddressPerHour: number }
  | { kind: 'wallet-mode'; merchant: string; isSingle: boolean }
  | { kind: 'site-settings-show'; merchant: string }
  | { kind: 'site-settings'; merchant: string; change: SiteSettingsBody }
  | { kind: 'domain-routes'; merchant: string; routes: { domain: string; purpose: string }[] }
  | { kind: 'live-tables-show'; merchant: string }
  | { kind: 'live-tables'; merchant: string; tables: LiveTableSetting[] }
  | { kind: 'agent-settings-show'; merchant: string }
  | { kind: 'agent-settings'; merchant: string; change: AgentSettingsChange }
  | { kind: 'agent-contract'; merchant: string; account: string; contract: TopContractBody }
  | { kind: 'agent-contracts'; merchant: string; filter: { kind?: ContractKindWire; status?: string; account?: string; limit: number } }
  | { kind: 'login'; username: string }
  | { kind: 'logout' }
  /** merchant omitted: the opener's brand (every brand for 'system' or an unscoped admin). */
  | { kind: 'operator-add'; username: string; role: OperatorRole; merchant: string | undefined }
  | { kind: 'operator-list'; merchant: string | null }
  | { kind: 'operator-switch'; username: string; active: boolean }
  | ({ kind: 'payments'; list: PaymentList; merchant: string; status: string | null } & Paging)
  | { kind: 'decide'; payment: PaymentKind; outcome: 'approve' | 'reject'; orderNo: string; merchant: string; reason: string | null }
  | { kind: 'adjust'; merchant: string; account: string; amount: bigint; reason: string; requestId: string }
  | ({ kind: 'ledger'; merchant: string; account: string } & Paging)
  | ({ kind: 'actions'; merchant: string | null } & Paging)
  | { kind: 'brand-add'; code: string; name: string; mainDomain: string; currency?: string; currencySymbol?: string; timeZone?: string; languages?: Language[] }
  | { kind: 'rotate'; target: 'gateway' } & RotationWindow
  | { kind: 'rotate'; target: 'vendor'; vendor: string } & RotationWindow
  | { kind: 'rotations' }
  | { kind: 'jobs'; name: string | null; status: 'running' | 'succeeded' | 'failed' | null; limit: number }
  | { kind: 'time-travel'; to?: string; advanceMinutes?: number; reset?: true }
  | { kind: 'deposit-find'; merchant: string; code: string }
  | { kind: 'vendor-set'; vendor: VendorChange }
  | { kind: 'vendor-show'; code: string }
  | { kind: 'vendor-switch'; code: string; enabled: boolean }
  | { kind: 'vendor-offer'; merchant: string; code: string; gameTypes: string[]; enabled: boolean }
  | { kind: 'game-set'; game: GameChange }
  | { kind: 'game-switch'; game: GameSwitch }
  | { kind: 'channel-set'; merchant: string; channel: ChannelChange }
  | { kind: 'channel-switch'; merchant: string; code: string; enabled: boolean }
  | { kind: 'payment-limits'; merchant: string; limits: LimitsChange }
  | ({ kind: 'settlements'; merchant: string; contractKind: SettlementKind | null; from: string | null; to: string | null } & Paging)
  | { kind: 'settlement-rerun'; merchant: string; contractKind: SettlementKind; at: string }
  | { kind: 'lottery-games'; merchant: string }
  | { kind: 'lottery-game-add'; merchant: string; game: { gameCode: string; kind: LotteryKind; schedule: string; timezone: string; nameEn: string; nameBn: string } }
  | { kind: 'lottery-switch'; merchant: string; gameCode: string; enabled: boolean }
  | { kind: 'lottery-settings'; merchant: string; gameCode: string; settings: LotterySettingsOverride }
  | { kind: 'lottery-schedule'; merchant: string; gameCode: string; schedule: string; timezone: string | null }
  | { kind: 'lottery-cancel'; merchant: string; drawId: string }
  | { kind: 'lottery-exposure'; merchant: string; drawId: string; limit: number }
  | ({ kind: 'lottery-results'; merchant: string; gameCode: string } & Paging);

export interface RotationWindow {
  windowSeconds: number;
}

/** Commands only a running server can do (sessions, and the payments engineer's decisions). */
export function needsServer(command: OperatorCommand): boolean {
  if (command.kind === 'rewards') return command.database === undefined;
  return ['login', 'logout', 'payments', 'decide', 'rotate', 'rotations', 'time-travel'].includes(command.kind);
}

/** "24h", "30m", "90s", "7d" or plain seconds → seconds (1 s to 30 days). */
export function parseWindow(text: string | undefined): number {
  if (text === undefined) return fail('rotate needs --window (e.g. 24h: how long both secrets are accepted)');
  const match = /^(\d{1,7})([smhd]?)$/.exec(text.trim());
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match?.[2] ?? ''] ?? 1;
  const seconds = match ? Number(match[1]) * unit : NaN;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 30 * 86400) return fail('--window: from 1s to 30d (e.g. 90s, 30m, 24h, 7d)');
  return seconds;
}

const fail = (message: string): never => {
  throw new Error(`${message}\n${USAGE}`);
};

/** "150", "150.5", "150.50" taka → paisa; anything else (or zero) is refused. */
export function parseTaka(text: string): bigint {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return fail(`not an amount in taka (up to 2 decimals): ${text}`);
  const paisa = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (paisa === 0n) return fail('the amount must be more than zero');
  return paisa;
}

function positiveInteger(text: string | undefined, name: string, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) return fail(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

function wholeNumberIn(text: string, name: string, min: number, max: number): number {
  const value = /^\d{1,7}$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) return fail(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function expectArgs(args: string[], count: number, what: string): string[] {
  if (args.length < count) fail(`${what} is missing`);
  if (args.length > count) fail(`unexpected arguments: ${args.slice(count).join(' ')}`);
  return args;
}

/** `--database`: run on the database even while a server answers (PostgreSQL only; see runOperator). */
export function wantsDatabase(argv: string[]): boolean {
  return argv.includes('--database');
}

/** Turns argv into a command, or throws an Error whose message is meant for the operator. */
export function parseOperatorCommand(argv: string[]): OperatorCommand {
  if (argv[0] === 'rewards') return parseRewardsCommand(argv.slice(1), REWARDS_COMMANDS, DEFAULT_MERCHANT_CODE);
  // `operator referral …` is the rewards command of that name (docs/referral.md "Operators").
  if (argv[0] === 'referral') return parseRewardsCommand(argv, REWARDS_COMMANDS, DEFAULT_MERCHANT_CODE);
  // Safer gambling (docs/safer-gambling.md): the same reader; every act needs the server (action record).
  if (argv[0] === 'safer') return parseRewardsCommand(argv.slice(1), SAFER_COMMANDS, DEFAULT_MERCHANT_CODE);
  // Feedback and the help center (docs/feedback-help.md) use the rewards commands' shape.
  if (argv[0] === 'feedback') return parseRewardsCommand(argv.slice(1), feedbackCommands, DEFAULT_MERCHANT_CODE, 'feedback');
  if (argv[0] === 'help-center') return parseRewardsCommand(argv.slice(1), helpCenterCommands, DEFAULT_MERCHANT_CODE, 'help-center');
  if (argv[0] === 'chat') return parseRewardsCommand(argv.slice(1), CHAT_COMMANDS, DEFAULT_MERCHANT_CODE, 'chat');
  if (argv[0] === 'messages') return parseMessagesCommand(argv.slice(1), DEFAULT_MERCHANT_CODE);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merchant: { type: 'string' },
      'message-bn': { type: 'string' },
      'message-en': { type: 'string' },
      role: { type: 'string' },
      status: { type: 'string' },
      page: { type: 'string' },
      'page-size': { type: 'string' },
      reason: { type: 'string' },
      'request-id': { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string' },
      currency: { type: 'string' },
      symbol: { type: 'string' },
      'time-zone': { type: 'string' },
      languages: { type: 'string' },
      window: { type: 'string' },
      database: { type: 'boolean' },
      limit: { type: 'string' },
      'per-address-per-hour': { type: 'string' },
      'switch-on': { type: 'string' },
      'switch-off': { type: 'string' },
      'gtag-id': { type: 'string' },
      advance: { type: 'string' },
      to: { type: 'string' },
      reset: { type: 'boolean' },
      kinds: { type: 'string' },
      'max-tiers': { type: 'string' },
      'dividend-period': { type: 'string' },
      carry: { type: 'string' },
      'active-turnover': { type: 'string' },
      'active-deposit': { type: 'string' },
      kind: { type: 'string' },
      tiers: { type: 'string' },
      'game-type': { type: 'string' },
      account: { type: 'string' },
      types: { type: 'string' },
      mode: { type: 'string' },
      'launch-url': { type: 'string' },
      'api-url': { type: 'string' },
      'timeout-ms': { type: 'string' },
      'free-trial': { type: 'boolean' },
      sort: { type: 'string' },
      off: { type: 'boolean' },
      'name-en': { type: 'string' },
      'name-bn': { type: 'string' },
      classification: { type: 'string' },
      hot: { type: 'string' },
      trial: { type: 'boolean' },
      min: { type: 'string' },
      max: { type: 'string' },
      fields: { type: 'string' },
      'payee-name': { type: 'string' },
      'payee-account': { type: 'string' },
      'account-pattern': { type: 'string' },
      'no-deposits': { type: 'boolean' },
      'no-payouts': { type: 'boolean' },
      'withdrawal-min': { type: 'string' },
      'withdrawal-max': { type: 'string' },
      'withdrawals-per-day': { type: 'string' },
      'upline-min': { type: 'string' },
      'upline-max': { type: 'string' },
      'upline-confirm-minutes': { type: 'string' },
      from: { type: 'string' },
      at: { type: 'string' },
      schedule: { type: 'string' },
      settings: { type: 'string' },
    },
  });
  const merchant = values.merchant ?? DEFAULT_MERCHANT_CODE;
  const paging = (): Paging => ({
    pageNo: positiveInteger(values.page, '--page', 1, 100_000),
    pageSize: positiveInteger(values['page-size'], '--page-size', 20, 100),
  });
  const [verb, ...args] = positionals;
  switch (verb) {
    case 'maintenance': {
      const [state] = expectArgs(args, 1, 'on or off');
      if (state !== 'on' && state !== 'off') return fail('maintenance needs on or off');
      const message: LocalizedText = {};
      if (values['message-bn'] !== undefined) message.bn = values['message-bn'];
      if (values['message-en'] !== undefined) message.en = values['message-en'];
      return { kind: 'maintenance', merchant, enabled: state === 'on', message };
    }
    case 'restrict': {
      const [list] = expectArgs(args, 1, "a country list ('' clears it)");
      return { kind: 'restrict', merchant, countries: parseCountryList(list!) };
    }
    case 'show':
      expectArgs(args, 0, '');
      return { kind: 'show', merchant };
    case 'login-limits': {
      expectArgs(args, 0, '');
      const perHour = values['per-address-per-hour'];
      if (perHour === undefined) return fail('login-limits needs --per-address-per-hour N');
      const min = LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN;
      const max = LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX;
      return { kind: 'login-limits', merchant, loginFailuresPerAddressPerHour: wholeNumberIn(perHour, '--per-address-per-hour', min, max) };
    }
    case 'wallet-mode': {
      const [mode] = expectArgs(args, 1, 'single or games');
      if (mode !== 'single' && mode !== 'games') return fail('wallet-mode needs single or games');
      return { kind: 'wallet-mode', merchant, isSingle: mode === 'single' };
    }
    case 'site-settings': {
      const [action] = expectArgs(args, 1, 'show or set');
      if (action === 'show') return { kind: 'site-settings-show', merchant };
      if (action !== 'set') return fail('site-settings needs show or set');
      const names = (list: string | undefined) => (list ?? '').split(',').map((name) => name.trim().toUpperCase()).filter(Boolean);
      const switches: Record<string, boolean> = {};
      for (const name of names(values['switch-on'])) switches[name] = true;
      for (const name of names(values['switch-off'])) {
        if (switches[name]) return fail(`${name} cannot be switched on and off at once`);
        switches[name] = false;
      }
      const gtag = values['gtag-id'];
      const change: SiteSettingsBody = {
        ...(Object.keys(switches).length > 0 && { switches }),
        ...(gtag !== undefined && { analyticsGtagId: gtag === 'none' || gtag === '' ? null : gtag }),
      };
      if (Object.keys(change).length === 0) return fail('site-settings set needs --switch-on, --switch-off or --gtag-id');
      return { kind: 'site-settings', merchant, change };
    }
    case 'domain-routes': {
      const [list] = expectArgs(args, 1, "DOMAIN:PURPOSE,... ('' clears the list)");
      const routes = list!.split(',').map((item) => item.trim()).filter(Boolean).map((item) => {
        const at = item.lastIndexOf(':');
        if (at <= 0) return fail(`${item} needs DOMAIN:PURPOSE`);
        return { domain: item.slice(0, at), purpose: item.slice(at + 1).toUpperCase() };
      });
      return { kind: 'domain-routes', merchant, routes };
    }
    case 'live-tables': {
      const [action, list] = args;
      if (action === 'show' && list === undefined) return { kind: 'live-tables-show', merchant };
      if (action !== 'set' || list === undefined || args.length !== 2) return fail("live-tables needs show, or set 'GAME=EN NAME|BN NAME[|PICTURE],...'");
      const tables = list.split(',').map((item) => item.trim()).filter(Boolean).map((item): LiveTableSetting => {
        const at = item.indexOf('=');
        const [en, bn, ...picture] = item.slice(at + 1).split('|');
        if (at <= 0 || !en?.trim() || !bn?.trim()) return fail(`${item} needs GAME=EN NAME|BN NAME[|PICTURE]`);
        return { gameCode: item.slice(0, at).trim(), dealerNameEn: en.trim(), dealerNameBn: bn.trim(), dealerPicture: picture.length > 0 ? picture.join('|').trim() : null };
      });
      return { kind: 'live-tables', merchant, tables };
    }
    case 'agent-settings': {
      const [action] = expectArgs(args, 1, 'show or set');
      if (action === 'show') return { kind: 'agent-settings-show', merchant };
      if (action !== 'set') return fail('agent-settings needs show or set');
      return { kind: 'agent-settings', merchant, change: parseAgentSettingsChange(values) };
    }
    case 'agent-contract': {
      const [account] = expectArgs(args, 1, 'the agent account');
      const kind = oneOf(values.kind, CONTRACT_KIND_VALUES, '--kind');
      const gameType = values['game-type'] === undefined ? undefined : oneOf(values['game-type'], CONTRACT_GAME_TYPE_VALUES, '--game-type');
      if (values.tiers === undefined) return fail('agent-contract needs --tiers JSON');
      let tiers: unknown;
      try {
        tiers = JSON.parse(values.tiers);
      } catch {
        return fail('--tiers must be JSON: [{"turnover":0,"activeMembers":0,"rateType":"P","rate":"0.01"}]');
      }
      if (!Array.isArray(tiers) || tiers.length === 0 || tiers.length > CONTRACT_TIERS_CEILING) return fail(`--tiers: a list of 1 to ${CONTRACT_TIERS_CEILING} tiers`);
      return { kind: 'agent-contract', merchant, account: account!, contract: { kind, ...(gameType ? { gameType } : {}), tiers: tiers as TopContractBody['tiers'] } };
    }
    case 'agent-contracts': {
      expectArgs(args, 0, '');
      const filter: { kind?: ContractKindWire; status?: string; account?: string; limit: number } = { limit: positiveInteger(values.limit, '--limit', 100, 500) };
      if (values.kind !== undefined) filter.kind = oneOf(values.kind, CONTRACT_KIND_VALUES, '--kind');
      if (values.status !== undefined) filter.status = oneOf(values.status, CONTRACT_STATUS_VALUES, '--status');
      if (values.account !== undefined) filter.account = values.account;
      return { kind: 'agent-contracts', merchant, filter };
    }
    case 'login': {
      const [username] = expectArgs(args, 1, 'the username');
      return { kind: 'login', username: normalizeOperatorName(username!) };
    }
    case 'logout':
      expectArgs(args, 0, '');
      return { kind: 'logout' };
    case 'operators':
      return parseOperatorsCommand(args, values.role, values.merchant);
    case 'deposits':
    case 'withdrawals':
    case 'upline-transfers':
      expectArgs(args, 0, '');
      return { kind: 'payments', list: verb, merchant, status: values.status?.toUpperCase() ?? null, ...paging() };
    case 'deposit':
    case 'withdrawal': {
      if (verb === 'deposit' && args[0] === 'find') {
        const [, code] = expectArgs(args, 2, 'the deposit code');
        return { kind: 'deposit-find', merchant, code: code! };
      }
      const [outcome, orderNo] = expectArgs(args, 2, 'approve|reject and the order number');
      if (outcome !== 'approve' && outcome !== 'reject') return fail(`${verb} needs approve or reject`);
      const reason = values.reason?.trim() || null;
      if (outcome === 'reject' && !reason) return fail('a rejection needs --reason (the member reads it)');
      return { kind: 'decide', payment: verb, outcome, orderNo: orderNo!, merchant, reason };
    }
    case 'adjust': {
      const [direction, account, amount] = expectArgs(args, 3, 'credit|debit, the account and the amount');
      if (direction !== 'credit' && direction !== 'debit') return fail('adjust needs credit or debit');
      const reason = values.reason?.trim();
      if (!reason || reason.length < 3 || reason.length > 500) return fail('an adjustment needs --reason (3 to 500 characters)');
      const paisa = parseTaka(amount!);
      const requestId = values['request-id'] ?? randomUUID();
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(requestId)) return fail('--request-id: letters, digits, _ and - (at most 64)');
      return { kind: 'adjust', merchant, account: account!, amount: direction === 'credit' ? paisa : -paisa, reason, requestId };
    }
    case 'ledger': {
      const [account] = expectArgs(args, 1, 'the account');
      return { kind: 'ledger', merchant, account: account!, ...paging() };
    }
    case 'actions':
      expectArgs(args, 0, '');
      return { kind: 'actions', merchant: values.merchant ?? null, ...paging() };
    case 'brands': {
      const [action, code] = expectArgs(args, 2, 'add and the brand code');
      if (action !== 'add') return fail('brands needs add');
      if (!values.name || !values.domain) return fail('brands add needs --name and --domain');
      const languages = values.languages?.split(',').map((l) => l.trim());
      if (languages && (languages.length === 0 || languages.some((l) => l !== 'bn' && l !== 'en'))) return fail('--languages: bn, en or both (the first is the default)');
      return {
        kind: 'brand-add', code: code!, name: values.name, mainDomain: values.domain,
        ...(values.currency ? { currency: values.currency } : {}),
        ...(values.symbol ? { currencySymbol: values.symbol } : {}),
        ...(values['time-zone'] ? { timeZone: values['time-zone'] } : {}),
        ...(languages ? { languages: languages as Language[] } : {}),
      };
    }
    case 'rotate': {
      const [target, vendor] = args;
      if (target === 'gateway') {
        expectArgs(args, 1, 'gateway');
        return { kind: 'rotate', target: 'gateway', windowSeconds: parseWindow(values.window) };
      }
      if (target === 'vendor') {
        expectArgs(args, 2, 'vendor and its code');
        return { kind: 'rotate', target: 'vendor', vendor: vendor!, windowSeconds: parseWindow(values.window) };
      }
      return fail('rotate needs gateway or vendor CODE');
    }
    case 'rotations':
      expectArgs(args, 0, '');
      return { kind: 'rotations' };
    case 'jobs': {
      expectArgs(args, 0, '');
      const status = values.status ?? null;
      if (status !== null && status !== 'running' && status !== 'succeeded' && status !== 'failed') return fail('--status: running, succeeded or failed');
      return { kind: 'jobs', name: values.name ?? null, status, limit: positiveInteger(values.limit, '--limit', 50, 500) };
    }
    case 'time-travel': {
      expectArgs(args, 0, '');
      const given = [values.advance, values.to, values.reset].filter((value) => value !== undefined).length;
      if (given !== 1) return fail('time-travel needs exactly one of --advance, --to, --reset');
      if (values.reset) return { kind: 'time-travel', reset: true };
      if (values.to !== undefined) {
        if (Number.isNaN(Date.parse(values.to))) return fail(`--to: not a date and time: ${values.to}`);
        return { kind: 'time-travel', to: new Date(values.to).toISOString() };
      }
      const match = /^(\d{1,6})([mhd])$/.exec(values.advance!.trim());
      const minutes = match ? Number(match[1]) * { m: 1, h: 60, d: 1440 }[match[2] as 'm' | 'h' | 'd'] : NaN;
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 400 * 1440) return fail('--advance: minutes, hours or days ahead (e.g. 90m, 25h, 2d; at most 400d)');
      return { kind: 'time-travel', advanceMinutes: minutes };
    }
    case 'vendors':
    case 'games':
    case 'channels':
    case 'payment-limits':
      return parseCatalogueCommand(verb, args, values, merchant);
    case 'settlements': {
      expectArgs(args, 0, '');
      const day = (text: string | undefined, name: string) => {
        if (text !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return fail(`${name}: a day as yyyy-MM-dd`);
        return text ?? null;
      };
      return { kind: 'settlements', merchant, contractKind: values.kind === undefined ? null : settlementKind(values.kind), from: day(values.from, '--from'), to: day(values.to, '--to'), ...paging() };
    }
    case 'settlement': {
      const [action, kind] = expectArgs(args, 2, 'rerun and the contract kind');
      if (action !== 'rerun') return fail('settlement needs rerun');
      const at = values.at;
      if (at === undefined || Number.isNaN(Date.parse(at))) return fail('settlement rerun needs --at (an ISO time inside the period, e.g. 2026-11-25T12:00:00+06:00)');
      return { kind: 'settlement-rerun', merchant, contractKind: settlementKind(kind!), at: new Date(at).toISOString() };
    }
    case 'lottery-games':
      expectArgs(args, 0, '');
      return { kind: 'lottery-games', merchant };
    case 'lottery-game-add': {
      const [gameCode] = expectArgs(args, 1, 'the game code');
      if (!/^[a-z0-9_]{1,32}$/.test(gameCode!)) return fail('GAME_CODE: lower-case letters, digits and _ (at most 32)');
      const kind = oneOf(values.kind, LOTTERY_KINDS, '--kind');
      const { schedule, 'time-zone': timezone, 'name-en': nameEn, 'name-bn': nameBn } = values;
      if (!schedule || !timezone || !nameEn || !nameBn) return fail('lottery-game-add needs --schedule, --time-zone, --name-en and --name-bn');
      return { kind: 'lottery-game-add', merchant, game: { gameCode: gameCode!, kind, schedule, timezone, nameEn, nameBn } };
    }
    case 'lottery-enable':
    case 'lottery-disable': {
      const [gameCode] = expectArgs(args, 1, 'the game code');
      return { kind: 'lottery-switch', merchant, gameCode: gameCode!, enabled: verb === 'lottery-enable' };
    }
    case 'lottery-settings': {
      const [gameCode] = expectArgs(args, 1, 'the game code');
      let settings: unknown;
      try {
        settings = JSON.parse(values.settings ?? '');
      } catch {
        return fail('lottery-settings needs --settings JSON, e.g. \'{"freezeSeconds":10}\'');
      }
      if (!Value.Check(LotterySettingsOverrideSchema, settings)) return fail('--settings: betTypes (odds, oddsAlt, minStake, maxStake, maxPayoutPerNumber), maxStakePerDraw, freezeSeconds; money in paisa');
      return { kind: 'lottery-settings', merchant, gameCode: gameCode!, settings };
    }
    case 'lottery-schedule': {
      const [gameCode] = expectArgs(args, 1, 'the game code');
      if (!values.schedule) return fail('lottery-schedule needs --schedule CRON');
      return { kind: 'lottery-schedule', merchant, gameCode: gameCode!, schedule: values.schedule, timezone: values['time-zone'] ?? null };
    }
    case 'lottery-cancel':
    case 'lottery-exposure': {
      const [drawId] = expectArgs(args, 1, 'the draw id');
      if (!/^\d{1,18}$/.test(drawId!)) return fail('DRAW_ID: the draw\'s number');
      return verb === 'lottery-cancel'
        ? { kind: 'lottery-cancel', merchant, drawId: drawId! }
        : { kind: 'lottery-exposure', merchant, drawId: drawId!, limit: positiveInteger(values.limit, '--limit', 50, 500) };
    }
    case 'lottery-results': {
      const [gameCode] = expectArgs(args, 1, 'the game code');
      return { kind: 'lottery-results', merchant, gameCode: gameCode!, ...paging() };
    }
    default:
      throw new Error(USAGE);
  }
}

function oneOf<const T extends readonly string[]>(text: string | undefined, allowed: T, name: string): T[number] {
  if (text === undefined || !allowed.includes(text)) return fail(`${name}: one of ${allowed.join(', ')}`);
  return text as T[number];
}

function parseAgentSettingsChange(values: Record<string, string | boolean | undefined>): AgentSettingsChange {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const change: AgentSettingsChange = {};
  const kinds = text('kinds');
  if (kinds !== undefined) {
    const list = kinds.split(',').map((k) => k.trim()).filter(Boolean);
    for (const k of list) oneOf(k, CONTRACT_KIND_VALUES, '--kinds');
    change.kinds = Object.fromEntries(CONTRACT_KIND_VALUES.map((k) => [k, list.includes(k)])) as AgentSettingsChange['kinds'];
  }
  const maxTiers = text('max-tiers');
  if (maxTiers !== undefined) change.maxTiers = wholeNumberIn(maxTiers, '--max-tiers', 1, CONTRACT_TIERS_CEILING);
  const period = text('dividend-period');
  const carry = text('carry');
  if (period !== undefined || carry !== undefined) {
    change.dividend = {};
    if (period !== undefined) change.dividend.period = oneOf(period, DIVIDEND_PERIOD_VALUES, '--dividend-period');
    if (carry !== undefined) change.dividend.carryPolicy = oneOf(carry, CARRY_POLICY_VALUES, '--carry');
  }
  const turnover = text('active-turnover');
  const deposit = text('active-deposit');
  if (turnover !== undefined || deposit !== undefined) {
    change.activeMember = {};
    if (turnover !== undefined) change.activeMember.minValidTurnover = wholeNumberIn(turnover, '--active-turnover', 0, 9_999_999);
    if (deposit !== undefined) change.activeMember.minDeposit = wholeNumberIn(deposit, '--active-deposit', 0, 9_999_999);
  }
  if (Object.keys(change).length === 0) return fail('agent-settings set needs at least one of --kinds, --max-tiers, --dividend-period, --carry, --active-turnover, --active-deposit');
  return change;
}

type Values = Record<string, string | boolean | undefined>;

const list = (text: string | boolean | undefined): string[] =>
  typeof text === 'string' ? text.split(',').map((item) => item.trim()).filter((item) => item.length > 0) : [];
const str = (value: string | boolean | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

function required(values: Values, name: string, what: string): string {
  const value = str(values[name]);
  if (value === undefined || value.trim() === '') return fail(`${what} needs --${name}`);
  return value;
}

/** An optional whole number flag (the server checks its range and answers a translated error). */
function wholeNumber(values: Values, name: string): number | undefined {
  const text = str(values[name]);
  if (text === undefined) return undefined;
  if (!/^-?\d{1,9}$/.test(text.trim())) return fail(`--${name} must be a whole number`);
  return Number(text);
}

/** Vendors, games, payment channels and limits: a brand set up from commands (README "Setting up a brand from commands"). */
function parseCatalogueCommand(verb: 'vendors' | 'games' | 'channels' | 'payment-limits', args: string[], values: Values, merchant: string): OperatorCommand {
  const [action, ...rest] = args;
  if (verb === 'payment-limits') {
    expectArgs(args, 0, '');
    const what = 'payment-limits';
    return {
      kind: 'payment-limits',
      merchant,
      limits: {
        withdrawalMin: parseTaka(required(values, 'withdrawal-min', what)),
        withdrawalMax: parseTaka(required(values, 'withdrawal-max', what)),
        withdrawalDailyCount: wholeNumber(values, 'withdrawals-per-day') ?? fail('payment-limits needs --withdrawals-per-day'),
        uplineMin: parseTaka(required(values, 'upline-min', what)),
        uplineMax: parseTaka(required(values, 'upline-max', what)),
        ...(values['upline-confirm-minutes'] !== undefined ? { uplineConfirmMinutes: wholeNumber(values, 'upline-confirm-minutes')! } : {}),
      },
    };
  }
  if (verb === 'vendors') {
    switch (action) {
      case 'set': {
        const [code] = expectArgs(rest, 1, 'the vendor code');
        const what = 'vendors set';
        const apiUrl = str(values['api-url']);
        const timeoutMs = wholeNumber(values, 'timeout-ms');
        const sortOrder = wholeNumber(values, 'sort');
        return {
          kind: 'vendor-set',
          vendor: {
            code: code!, name: required(values, 'name', what), gameTypes: list(required(values, 'types', what)), mode: required(values, 'mode', what),
            launchUrl: required(values, 'launch-url', what), ...(apiUrl ? { apiUrl } : {}), ...(timeoutMs !== undefined ? { timeoutMs } : {}),
            ...(sortOrder !== undefined ? { sortOrder } : {}), freeTrial: values['free-trial'] === true, enabled: values.off !== true,
          },
        };
      }
      case 'show': {
        const [code] = expectArgs(rest, 1, 'the vendor code');
        return { kind: 'vendor-show', code: code! };
      }
      case 'disable':
      case 'enable': {
        const [code] = expectArgs(rest, 1, 'the vendor code');
        return { kind: 'vendor-switch', code: code!, enabled: action === 'enable' };
      }
      case 'offer': {
        const [code] = expectArgs(rest, 1, 'the vendor code');
        return { kind: 'vendor-offer', merchant, code: code!, gameTypes: list(required(values, 'types', 'vendors offer')), enabled: values.off !== true };
      }
      default:
        return fail('vendors needs set, show, disable, enable or offer');
    }
  }
  if (verb === 'games') {
    const [vendorCode, gameType, gameCode] = expectArgs(rest, 3, 'the vendor, the category and the game code');
    switch (action) {
      case 'set': {
        const what = 'games set';
        const hot = wholeNumber(values, 'hot');
        const sortOrder = wholeNumber(values, 'sort');
        return {
          kind: 'game-set',
          game: {
            vendorCode: vendorCode!, gameType: gameType!, gameCode: gameCode!, nameEn: required(values, 'name-en', what), nameBn: required(values, 'name-bn', what),
            classification: str(values.classification) ?? null, hotRank: hot ?? null, ...(sortOrder !== undefined ? { sortOrder } : {}),
            trialSupported: values.trial === true, enabled: values.off !== true,
          },
        };
      }
      case 'disable':
      case 'enable':
        return {
          kind: 'game-switch',
          game: { vendorCode: vendorCode!, gameType: gameType!, gameCode: gameCode!, merchant: str(values.merchant) ?? null, enabled: action === 'enable' },
        };
      default:
        return fail('games needs set, disable or enable');
    }
  }
  switch (action) {
    case 'set': {
      const [code] = expectArgs(rest, 1, 'the channel code');
      const what = 'channels set';
      const sortOrder = wholeNumber(values, 'sort');
      const pattern = str(values['account-pattern']);
      return {
        kind: 'channel-set',
        merchant,
        channel: {
          code: code!, kind: required(values, 'kind', what), nameEn: required(values, 'name-en', what), nameBn: required(values, 'name-bn', what),
          min: parseTaka(required(values, 'min', what)), max: parseTaka(required(values, 'max', what)), fields: list(values.fields),
          payeeName: str(values['payee-name']) ?? null, payeeAccount: str(values['payee-account']) ?? null, ...(pattern ? { accountPattern: pattern } : {}),
          ...(sortOrder !== undefined ? { sortOrder } : {}), depositEnabled: values['no-deposits'] !== true, payoutEnabled: values['no-payouts'] !== true,
        },
      };
    }
    case 'disable':
    case 'enable': {
      const [code] = expectArgs(rest, 1, 'the channel code');
      return { kind: 'channel-switch', merchant, code: code!, enabled: action === 'enable' };
    }
    default:
      return fail('channels needs set, disable or enable');
  }
}

function settlementKind(text: string): SettlementKind {
  if (!(SETTLEMENT_KINDS as readonly string[]).includes(text)) return fail(`the contract kind is one of ${SETTLEMENT_KINDS.join(', ')}`);
  return text as SettlementKind;
}

function parseOperatorsCommand(args: string[], role: string | undefined, merchant: string | undefined): OperatorCommand {
  const [action, ...rest] = args;
  switch (action) {
    case 'add': {
      const [username] = expectArgs(rest, 1, 'the username');
      if (!role || !isOperatorRole(role)) return fail('operators add needs --role admin, finance or support');
      return { kind: 'operator-add', username: username!, role, merchant };
    }
    case 'list':
      expectArgs(rest, 0, '');
      return { kind: 'operator-list', merchant: merchant ?? null };
    case 'disable':
    case 'enable': {
      const [username] = expectArgs(rest, 1, 'the username');
      return { kind: 'operator-switch', username: username!, active: action === 'enable' };
    }
    default:
      return fail('operators needs add, list, disable or enable');
  }
}
