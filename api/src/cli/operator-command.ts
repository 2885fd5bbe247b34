import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseCountryList } from '../domains/operator/merchant-status';
import { isOperatorRole, normalizeOperatorName } from '../domains/operator/operator-accounts';
import type { LocalizedText } from '../platform/i18n/language';
import { type OperatorRole, DEFAULT_MERCHANT_CODE } from '@khela/contracts';

export const USAGE = `usage:
  operator maintenance on|off [--merchant khela] [--message-bn TEXT] [--message-en TEXT]
  operator restrict CC,CC,...  [--merchant khela]    (ISO country codes; '' clears the list)
  operator show                [--merchant khela]

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
  operator jobs                [--name JOB] [--status running|succeeded|failed] [--limit N]
                               (scheduled jobs' runs, newest first: attempts, instance, result, last error)`;

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
  | { kind: 'jobs'; name: string | null; status: 'running' | 'succeeded' | 'failed' | null; limit: number };

/** Commands only a running server can do (sessions, and the payments engineer's decisions). */
export function needsServer(command: OperatorCommand): boolean {
  return command.kind === 'login' || command.kind === 'logout' || command.kind === 'payments' || command.kind === 'decide';
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

function expectArgs(args: string[], count: number, what: string): string[] {
  if (args.length < count) fail(`${what} is missing`);
  if (args.length > count) fail(`unexpected arguments: ${args.slice(count).join(' ')}`);
  return args;
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
      limit: { type: 'string' },
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
    case 'jobs': {
      expectArgs(args, 0, '');
      const status = values.status ?? null;
      if (status !== null && status !== 'running' && status !== 'succeeded' && status !== 'failed') return fail('--status: running, succeeded or failed');
      return { kind: 'jobs', name: values.name ?? null, status, limit: positiveInteger(values.limit, '--limit', 50, 500) };
    }
    default:
      throw new Error(USAGE);
  }
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
