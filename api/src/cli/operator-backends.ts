import type { Db } from '../platform/db/db';
import { readMerchantStatus, setMaintenance, setRestrictedCountries } from '../domains/operator/merchant-status';
import { adjustBalance } from '../domains/operator/balance-adjustments';
import { readMemberLedger } from '../domains/operator/member-ledger';
import { listOperators } from '../domains/operator/operator-accounts';
import { openOperatorAccount, switchOperatorAccount } from '../domains/operator/operator-accounts-service';
import { listOperatorActions } from '../domains/operator/operator-actions-record';
import { createBrand } from '../domains/operator/brand-service';
import { setLoginLimits } from '../domains/operator/login-limits-settings';
import { jobRunView, readJobRuns } from '../platform/jobs';
import { SYSTEM_OPERATOR } from '../platform/ops/operator-actor';
import { actionsView, adjustmentView, memberLedgerView, operatorAccountView } from '../domains/operator/operator-views';
import { Ledger } from '../domains/wallet/ledger/ledger';
import { moneyToWire } from '@khela/contracts';
import { operatorSettlementHistory, operatorSettlementRerun } from '../domains/agents';
import type { OperatorCommand } from './operator-command';

/** Commands that can run on the database itself, while no server holds it. */
export type DatabaseCommand = Exclude<OperatorCommand, { kind: 'login' | 'logout' | 'payments' | 'decide' | 'rotate' | 'rotations' }>;

/**
 * Runs a command against the database directly, as 'system' (the server must be stopped when it
 * is PGlite). Answers what the matching /ops call answers; null for an unknown brand's settings.
 */
export async function runOnDatabase(db: Db, command: DatabaseCommand, secrets: { password?: string; nextSecret?: string } = {}): Promise<unknown> {
  switch (command.kind) {
    case 'maintenance':
      return setMaintenance(db, command.merchant, command.enabled, command.message);
    case 'restrict':
      return setRestrictedCountries(db, command.merchant, command.countries);
    case 'show':
      return readMerchantStatus(db, command.merchant);
    case 'login-limits':
      return setLoginLimits(db, SYSTEM_OPERATOR, command.merchant, { loginFailuresPerAddressPerHour: command.loginFailuresPerAddressPerHour });
    case 'operator-add': {
      const request = { username: command.username, password: secrets.password ?? '', role: command.role, merchant: command.merchant ?? null };
      return operatorAccountView(await openOperatorAccount(db, SYSTEM_OPERATOR, request));
    }
    case 'operator-list':
      return { operators: (await listOperators(db, command.merchant)).map(operatorAccountView) };
    case 'operator-switch':
      return operatorAccountView(await switchOperatorAccount(db, SYSTEM_OPERATOR, command.username, command.active));
    case 'adjust': {
      const { merchant: merchantCode, account, amount, reason, requestId } = command;
      const result = await adjustBalance(db, new Ledger(db), SYSTEM_OPERATOR, { merchantCode, account, amount, reason, requestId });
      return { requestId, ...adjustmentView(result) };
    }
    case 'ledger':
      return memberLedgerView(await readMemberLedger(db, command.merchant, command.account, command));
    case 'actions':
      return actionsView(await listOperatorActions(db, command.merchant, command));
    case 'brand-add': {
      const { kind: _kind, ...request } = command;
      const brand = await createBrand(db, SYSTEM_OPERATOR, request);
      return { code: brand.code, name: brand.name, mainDomain: brand.mainDomain, currency: brand.currency, languages: brand.languages };
    }
    case 'jobs': {
      // No server: no registered jobs to list, only the history the servers left.
      const runs = await readJobRuns(db, { name: command.name ?? undefined, status: command.status ?? undefined, limit: command.limit });
      return { jobs: [], runs: runs.map(jobRunView) };
    }
    case 'settlements':
      return operatorSettlementHistory(db, command.merchant, command.contractKind, command.from, command.to, command);
    case 'settlement-rerun':
      return operatorSettlementRerun(db, new Ledger(db), SYSTEM_OPERATOR, { merchantCode: command.merchant, kind: command.contractKind, at: new Date(command.at) });
  }
}

/** Is a server answering at apiUrl? A short probe, so the CLI never hangs. */
export async function serverAnswers(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/healthz', apiUrl), { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

const query = (path: string, params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The /ops call (docs/wallet.md, Operators) that does a command on the running server. */
export function httpCallOf(command: OperatorCommand, secrets: { password?: string; nextSecret?: string } = {}): HttpCall {
  switch (command.kind) {
    case 'maintenance':
      return { method: 'POST', path: '/ops/merchant/maintenance', body: { merchant: command.merchant, enabled: command.enabled, message: command.message } };
    case 'restrict':
      return { method: 'POST', path: '/ops/merchant/restriction', body: { merchant: command.merchant, countries: command.countries } };
    case 'show':
      return { method: 'GET', path: query('/ops/merchant', { merchant: command.merchant }) };
    case 'login-limits':
      return {
        method: 'PUT',
        path: `/ops/merchants/${encodeURIComponent(command.merchant)}/login-limits`,
        body: { loginFailuresPerAddressPerHour: command.loginFailuresPerAddressPerHour },
      };
    case 'login':
      return { method: 'POST', path: '/ops/session/login', body: { username: command.username, password: secrets.password ?? '' } };
    case 'logout':
      return { method: 'DELETE', path: '/ops/session' };
    case 'operator-add':
      return {
        method: 'POST',
        path: '/ops/operators',
        body: { username: command.username, password: secrets.password ?? '', role: command.role, ...(command.merchant ? { merchant: command.merchant } : {}) },
      };
    case 'operator-list':
      return { method: 'GET', path: query('/ops/operators', { merchant: command.merchant }) };
    case 'operator-switch':
      return { method: 'POST', path: `/ops/operators/${encodeURIComponent(command.username)}/${command.active ? 'enable' : 'disable'}` };
    case 'payments':
      return {
        method: 'GET',
        path: query(`/ops/payments/${command.list}`, { merchant: command.merchant, status: command.status, pageNo: command.pageNo, pageSize: command.pageSize }),
      };
    case 'decide':
      return {
        method: 'POST',
        path: `/ops/payments/${command.payment}s/${encodeURIComponent(command.orderNo)}/${command.outcome}`,
        body: { merchant: command.merchant, ...(command.reason ? { reason: command.reason } : {}) },
      };
    case 'adjust':
      return {
        method: 'POST',
        path: '/ops/wallet/adjustments',
        body: { merchant: command.merchant, account: command.account, amount: moneyToWire(command.amount), reason: command.reason, requestId: command.requestId },
      };
    case 'ledger':
      return {
        method: 'GET',
        path: query('/ops/wallet/ledger', { merchant: command.merchant, account: command.account, pageNo: command.pageNo, pageSize: command.pageSize }),
      };
    case 'actions':
      return { method: 'GET', path: query('/ops/actions', { merchant: command.merchant, pageNo: command.pageNo, pageSize: command.pageSize }) };
    case 'brand-add': {
      const { kind: _kind, ...body } = command;
      return { method: 'POST', path: '/ops/merchants', body };
    }
    case 'rotate':
      return {
        method: 'POST',
        path: command.target === 'gateway' ? '/ops/secrets/gateway/next' : `/ops/secrets/vendors/${encodeURIComponent(command.vendor)}/next`,
        body: { secret: secrets.nextSecret ?? '', windowSeconds: command.windowSeconds },
      };
    case 'rotations':
      return { method: 'GET', path: '/ops/secrets/rotations' };
    case 'jobs':
      return { method: 'GET', path: query('/ops/jobs', { name: command.name, status: command.status, limit: command.limit }) };
    case 'settlements':
      return {
        method: 'GET',
        path: query('/ops/agents/settlements', { merchant: command.merchant, kind: command.contractKind, from: command.from, to: command.to, pageNo: command.pageNo, pageSize: command.pageSize }),
      };
    case 'settlement-rerun':
      return { method: 'POST', path: '/ops/agents/settlements/rerun', body: { merchant: command.merchant, kind: command.contractKind, at: command.at } };
  }
}

/** Runs a command through the running server's /ops endpoints; `token` is null only to log in. */
export async function runOverHttp(apiUrl: string, token: string | null, command: OperatorCommand, secrets: { password?: string; nextSecret?: string } = {}): Promise<unknown> {
  const call = httpCallOf(command, secrets);
  const headers: Record<string, string> = { language: 'en' };
  if (call.body) headers['content-type'] = 'application/json';
  if (token) headers['x-operator-token'] = token;
  const response = await fetch(new URL(call.path, apiUrl), {
    method: call.method,
    headers,
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const body = (await response.json()) as { success: boolean; value: unknown; message: string | null };
  if (!body.success) throw new Error(`server refused (${response.status}): ${body.message ?? 'no message'}`);
  const value = body.value;
  // The adjustment's request id is the operator's handle for a safe retry: show it.
  return command.kind === 'adjust' ? { requestId: command.requestId, ...(value as object) } : value;
}
