import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseCountryList } from '../domains/operator/merchant-status';
import { isOperatorRole, normalizeOperatorName } from '../domains/operator/operator-accounts';
import type { Language, LocalizedText } from '../platform/i18n/language';
import {
  type OperatorRole,
  DEFAULT_MERCHANT_CODE,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN,
  SETTLEMENT_KINDS,
  type SettlementKind,
} from '@khela/contracts';

export const USAGE = `usage:
  operator maintenance on|off [--merchant khela] [--message-bn TEXT] [--message-en TEXT]
  operator restrict CC,CC,...  [--merchant khela]    (ISO country codes; '' clears the list)
  operator show                [--merchant khela]
  operator login-limits --per-address-per-hour N [--merchant khela]
                               (failed password logins one address gets per hour over all accounts, 5 to 1000)

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

  operator adjust credit|debit ACCOUNT AMOUNT --reason TEXT [--request-id ID] [--merchant khela]
                               (AMOUNT in taka, up to 2 decimals; the same --request-id never moves money twice)
  operator ledger ACCOUNT      [--merchant khela] [--page N] [--page-size N]
  operator actions             [--merchant CODE] [--page N] [--page-size N]

  operator brands add CODE --name NAME --domain HOST [--currency BDT] [--symbol ৳] [--time-zone Asia/Dhaka] [--languages bn,en]
  operator rotate gateway --window 24h          (next secret from OPERATOR_NEXT_SECRET or asked; needs the server)
  operator rotate vendor CODE --window 24h      (both secrets accepted for the window, then only the next)
  operator rotations
  operator jobs                [--name JOB] [--status running|succeeded|failed] [--limit N]
                               (scheduled jobs' runs, newest first: attempts, instance, result, last error)
  operator settlements         [--merchant khela] [--kind dividend|daily|hourly|realtime] [--from yyyy-MM-dd] [--to yyyy-MM-dd] [--page N]
                               (agents' settled periods: bills, billed, paid, statuses; the settlement jobs' runs)
  operator settlement rerun KIND --at ISO-TIME [--merchant khela]
                               (settles the period containing --at: a settled period changes nothing; recorded)

  --database   run on DATABASE_URL directly even while a server answers (PostgreSQL only: the first
               operator account when the server runs without OPERATOR_TOKEN)`;

export type PaymentList = 'deposits' | 'withdrawals' | 'upline-transfers';
export type PaymentKind = 'deposit' | 'withdrawal';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export type OperatorCommand =
  | { kind: 'maintenance'; merchant: string; enabled: boolean; message: LocalizedText }
  | { kind: 'restrict'; merchant: string; countries: string[] }
  | { kind: 'show'; merchant: string }
  | { kind: 'login-limits'; merchant: string; loginFailuresPerAddressPerHour: number }
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
  | ({ kind: 'settlements'; merchant: string; contractKind: SettlementKind | null; from: string | null; to: string | null } & Paging)
  | { kind: 'settlement-rerun'; merchant: string; contractKind: SettlementKind; at: string };

export interface RotationWindow {
  windowSeconds: number;
}

/** Commands only a running server can do (sessions, and the payments engineer's decisions). */
export function needsServer(command: OperatorCommand): boolean {
  return ['login', 'logout', 'payments', 'decide', 'rotate', 'rotations'].includes(command.kind);
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
      kind: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      at: { type: 'string' },
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
    default:
      throw new Error(USAGE);
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
