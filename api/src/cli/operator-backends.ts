import type { Db } from '../platform/db/db';
import { readMerchantStatus, setMaintenance, setRestrictedCountries } from '../domains/operator/merchant-status';
import { adjustBalance } from '../domains/operator/balance-adjustments';
import { readMemberLedger } from '../domains/operator/member-ledger';
import { listOperators } from '../domains/operator/operator-accounts';
import { openOperatorAccount, switchOperatorAccount } from '../domains/operator/operator-accounts-service';
import { listOperatorActions } from '../domains/operator/operator-actions-record';
import { createBrand } from '../domains/operator/brand-service';
import { setLoginLimits } from '../domains/operator/login-limits-settings';
import { setWalletMode } from '../domains/operator/wallet-mode-settings';
import { readSiteSettings, setSiteSettings } from '../domains/operator/site-settings';
import { setDomainRoutes } from '../domains/operator/brand-site-settings';
import { readLiveTables, setLiveTables } from '../domains/games/live-tables/live-tables-settings';
import { changeAgentSettings, listBrandContracts, setTopContract } from '../domains/agents/contracts';
import { decisionView } from '../domains/agents/contracts/contract-routes';
import { contractView } from '../domains/agents/contracts/contract-views';
import { readAgentSettings } from '../domains/agents/agent-settings';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { jobRunView, readJobRuns } from '../platform/jobs';
import { SYSTEM_OPERATOR } from '../platform/ops/operator-actor';
import { actionsView, adjustmentView, memberLedgerView, operatorAccountView } from '../domains/operator/operator-views';
import { Ledger } from '../domains/wallet/ledger/ledger';
import { moneyToWire } from '@khela/contracts';
import { offerVendorAtBrand, setGame, setVendor, showVendor, switchGame, switchVendor } from '../domains/games/ops/catalogue-admin';
import { channelWire, limitsWire, setChannel, setPaymentLimits, switchChannel } from '../domains/payments/channels/channel-admin';
import { findDepositByCodeForOperator } from '../domains/payments/deposits/deposit-records';
import { operatorSettlementHistory, operatorSettlementRerun } from '../domains/agents';
import { LotteryEngine, opsAddGame, opsCancelDraw, opsExposure, opsListGames, opsResults, opsSetSchedule, opsSetSettings, opsSwitchGame } from '../domains/lottery';
import type { OperatorCommand } from './operator-command';

/** Commands that can run on the database itself, while no server holds it. */
export type DatabaseCommand = Exclude<OperatorCommand, { kind: 'login' | 'logout' | 'payments' | 'decide' | 'rotate' | 'rotations' | 'time-travel' }>;

/**
 * Runs a command against the database directly, as 'system' (the server must be stopped when it
 * is PGlite). Answers what the matching /ops call answers; null for an unknown brand's settings.
 */
export async function runOnDatabase(
  db: Db,
  command: DatabaseCommand,
  secrets: { password?: string; nextSecret?: string } = {},
  env: Record<string, string | undefined> = process.env,
): Promise<unknown> {
  switch (command.kind) {
    case 'rewards':
      if (!command.database) throw new Error(`rewards ${command.verb} needs the running server`);
      return command.database(db);
    case 'maintenance':
      return setMaintenance(db, command.merchant, command.enabled, command.message);
    case 'restrict':
      return setRestrictedCountries(db, command.merchant, command.countries);
    case 'show':
      return readMerchantStatus(db, command.merchant);
    case 'login-limits':
      return setLoginLimits(db, SYSTEM_OPERATOR, command.merchant, { loginFailuresPerAddressPerHour: command.loginFailuresPerAddressPerHour });
    case 'wallet-mode':
      return setWalletMode(db, SYSTEM_OPERATOR, command.merchant, command.isSingle);
    case 'site-settings-show':
      return readSiteSettings(db, command.merchant);
    case 'site-settings':
      return setSiteSettings(db, SYSTEM_OPERATOR, command.merchant, command.change);
    case 'domain-routes':
      return setDomainRoutes(db, SYSTEM_OPERATOR, command.merchant, command.routes);
    case 'live-tables-show':
      return readLiveTables(db, command.merchant);
    case 'live-tables':
      return setLiveTables(db, SYSTEM_OPERATOR, command.merchant, command.tables);
    case 'agent-settings-show':
      return (await findMerchant(db, command.merchant)) ? readAgentSettings(db, command.merchant) : null;
    case 'agent-settings':
      return changeAgentSettings(db, SYSTEM_OPERATOR, command.merchant, command.change);
    case 'agent-contract': {
      const merchant = await findMerchant(db, command.merchant);
      if (!merchant) return null;
      const brand = { code: merchant.code, timeZone: merchant.timeZone };
      return decisionView(await setTopContract(db, SYSTEM_OPERATOR, brand, command.account, command.contract, new Date()));
    }
    case 'agent-contracts':
      return (await listBrandContracts(db, command.merchant, command.filter)).map(contractView);
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
    case 'deposit-find':
      return findDepositByCodeForOperator(db, command.merchant, command.code);
    case 'vendor-set':
      return setVendor(db, SYSTEM_OPERATOR, command.vendor, env);
    case 'vendor-show':
      return showVendor(db, command.code);
    case 'vendor-switch':
      return switchVendor(db, SYSTEM_OPERATOR, command.code, command.enabled);
    case 'vendor-offer':
      return offerVendorAtBrand(db, SYSTEM_OPERATOR, command.merchant, command.code, command.gameTypes, command.enabled);
    case 'game-set':
      return setGame(db, SYSTEM_OPERATOR, command.game);
    case 'game-switch':
      return switchGame(db, SYSTEM_OPERATOR, command.game);
    case 'channel-set':
      return channelWire(await setChannel(db, SYSTEM_OPERATOR, command.merchant, command.channel));
    case 'channel-switch':
      return channelWire(await switchChannel(db, SYSTEM_OPERATOR, command.merchant, command.code, command.enabled));
    case 'payment-limits':
      return limitsWire(await setPaymentLimits(db, SYSTEM_OPERATOR, command.merchant, command.limits));
    case 'settlements':
      return operatorSettlementHistory(db, command.merchant, command.contractKind, command.from, command.to, command);
    case 'settlement-rerun':
      return operatorSettlementRerun(db, new Ledger(db), SYSTEM_OPERATOR, { merchantCode: command.merchant, kind: command.contractKind, at: new Date(command.at) });
    case 'lottery-games':
      return opsListGames(db, command.merchant);
    case 'lottery-game-add':
      return opsAddGame(db, SYSTEM_OPERATOR, command.merchant, command.game);
    case 'lottery-switch':
      return opsSwitchGame(db, SYSTEM_OPERATOR, command.merchant, command.gameCode, command.enabled);
    case 'lottery-settings':
      return opsSetSettings(db, SYSTEM_OPERATOR, command.merchant, command.gameCode, command.settings);
    case 'lottery-schedule':
      return opsSetSchedule(db, SYSTEM_OPERATOR, command.merchant, command.gameCode, command.schedule, command.timezone ?? undefined);
    case 'lottery-cancel':
      return opsCancelDraw(db, new LotteryEngine(db, new Ledger(db)), SYSTEM_OPERATOR, command.merchant, command.drawId);
    case 'lottery-exposure':
      return opsExposure(db, command.merchant, command.drawId, command.limit);
    case 'lottery-results':
      return opsResults(db, command.merchant, command.gameCode, command);
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
    case 'rewards':
      return command.http;
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
    case 'wallet-mode':
      return { method: 'PUT', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/wallet-mode`, body: { isSingle: command.isSingle } };
    case 'site-settings-show':
      return { method: 'GET', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/site-settings` };
    case 'site-settings':
      return { method: 'PUT', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/site-settings`, body: command.change };
    case 'domain-routes':
      return { method: 'PUT', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/domain-routes`, body: { domainRoutes: command.routes } };
    case 'live-tables-show':
      return { method: 'GET', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/live-tables` };
    case 'live-tables':
      return { method: 'PUT', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/live-tables`, body: { tables: command.tables } };
    case 'agent-settings-show':
      return { method: 'GET', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/agent-settings` };
    case 'agent-settings':
      return { method: 'PUT', path: `/ops/merchants/${encodeURIComponent(command.merchant)}/agent-settings`, body: command.change };
    case 'agent-contract':
      return {
        method: 'PUT',
        path: `/ops/merchants/${encodeURIComponent(command.merchant)}/agents/${encodeURIComponent(command.account)}/contract`,
        body: command.contract,
      };
    case 'agent-contracts':
      return { method: 'GET', path: query(`/ops/merchants/${encodeURIComponent(command.merchant)}/agent-contracts`, { ...command.filter }) };
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
    case 'time-travel': {
      const { kind: _kind, ...body } = command;
      return { method: 'POST', path: '/ops/time-travel', body };
    }
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
    case 'deposit-find':
      return { method: 'GET', path: query(`/ops/payments/deposits/by-code/${encodeURIComponent(command.code)}`, { merchant: command.merchant }) };
    case 'vendor-set': {
      const { code, ...body } = command.vendor;
      return { method: 'PUT', path: `/ops/vendors/${encodeURIComponent(code)}`, body: { ...body } };
    }
    case 'vendor-show':
      return { method: 'GET', path: `/ops/vendors/${encodeURIComponent(command.code)}` };
    case 'vendor-switch':
      return { method: 'POST', path: `/ops/vendors/${encodeURIComponent(command.code)}/${command.enabled ? 'enable' : 'disable'}` };
    case 'vendor-offer':
      return {
        method: 'PUT',
        path: `/ops/merchants/${encodeURIComponent(command.merchant)}/vendors/${encodeURIComponent(command.code)}`,
        body: { gameTypes: command.gameTypes, enabled: command.enabled },
      };
    case 'game-set': {
      const { vendorCode, gameType, gameCode, ...body } = command.game;
      return { method: 'PUT', path: `/ops/games/${[vendorCode, gameType, gameCode].map(encodeURIComponent).join('/')}`, body: { ...body } };
    }
    case 'game-switch': {
      const { vendorCode, gameType, gameCode, merchant, enabled } = command.game;
      return {
        method: 'POST',
        path: `/ops/games/${[vendorCode, gameType, gameCode].map(encodeURIComponent).join('/')}/${enabled ? 'enable' : 'disable'}`,
        body: merchant ? { merchant } : {},
      };
    }
    case 'channel-set': {
      const { code, min, max, ...body } = command.channel;
      return {
        method: 'PUT',
        path: `/ops/merchants/${encodeURIComponent(command.merchant)}/payment-channels/${encodeURIComponent(code)}`,
        body: { ...body, min: moneyToWire(min), max: moneyToWire(max) },
      };
    }
    case 'channel-switch':
      return {
        method: 'POST',
        path: `/ops/merchants/${encodeURIComponent(command.merchant)}/payment-channels/${encodeURIComponent(command.code)}/${command.enabled ? 'enable' : 'disable'}`,
      };
    case 'payment-limits': {
      const l = command.limits;
      return {
        method: 'PUT',
        path: `/ops/merchants/${encodeURIComponent(command.merchant)}/payment-limits`,
        body: {
          withdrawalMin: moneyToWire(l.withdrawalMin), withdrawalMax: moneyToWire(l.withdrawalMax), withdrawalDailyCount: l.withdrawalDailyCount,
          uplineMin: moneyToWire(l.uplineMin), uplineMax: moneyToWire(l.uplineMax), ...(l.uplineConfirmMinutes !== undefined ? { uplineConfirmMinutes: l.uplineConfirmMinutes } : {}),
        },
      };
    }
    case 'settlements':
      return {
        method: 'GET',
        path: query('/ops/agents/settlements', { merchant: command.merchant, kind: command.contractKind, from: command.from, to: command.to, pageNo: command.pageNo, pageSize: command.pageSize }),
      };
    case 'settlement-rerun':
      return { method: 'POST', path: '/ops/agents/settlements/rerun', body: { merchant: command.merchant, kind: command.contractKind, at: command.at } };
    case 'lottery-games':
      return { method: 'GET', path: query('/ops/lottery/games', { merchant: command.merchant }) };
    case 'lottery-game-add':
      return { method: 'POST', path: '/ops/lottery/games', body: { merchant: command.merchant, ...command.game } };
    case 'lottery-switch':
      return { method: 'POST', path: '/ops/lottery/games/switch', body: { merchant: command.merchant, gameCode: command.gameCode, enabled: command.enabled } };
    case 'lottery-settings':
      return { method: 'POST', path: '/ops/lottery/games/settings', body: { merchant: command.merchant, gameCode: command.gameCode, settings: command.settings } };
    case 'lottery-schedule':
      return {
        method: 'POST',
        path: '/ops/lottery/games/schedule',
        body: { merchant: command.merchant, gameCode: command.gameCode, schedule: command.schedule, ...(command.timezone ? { timezone: command.timezone } : {}) },
      };
    case 'lottery-cancel':
      return { method: 'POST', path: '/ops/lottery/draws/cancel', body: { merchant: command.merchant, drawId: command.drawId } };
    case 'lottery-exposure':
      return { method: 'GET', path: query('/ops/lottery/draws/exposure', { merchant: command.merchant, drawId: command.drawId, limit: command.limit }) };
    case 'lottery-results':
      return { method: 'GET', path: query('/ops/lottery/results', { merchant: command.merchant, gameCode: command.gameCode, pageNo: command.pageNo, pageSize: command.pageSize }) };
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
