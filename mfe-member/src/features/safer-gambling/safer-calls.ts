import { api, type ApiResult } from '@khela/shared';

/** The page's wire (contracts' @khela/contracts/safer-gambling, docs/safer-gambling.md). Money in minor units. */
export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

export interface SaferLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  used: number;
  /** A raise (0: removal) waiting for the member's confirmation. */
  pendingAmount: number | null;
  pendingFrom: string | null;
  pendingUntil: string | null;
}

export interface SaferOverview {
  limits: SaferLimit[];
  promptDue: boolean;
  exclusion: { kind: 'timeout' | 'self_exclusion'; endsAt: string } | null;
}

export interface SaferHistory {
  months: Array<{ month: string; deposits: number; withdrawals: number; netResult: number }>;
}

export type BreakChoice = { kind: 'timeout'; duration: '24h' | '1w' | '1m' } | { kind: 'timeout'; duration: 'days'; days: number } | { kind: 'self_exclusion'; duration: '6m' | '1y' | '5y' };

const base = '/wps/safer-gambling';

export const saferCalls = {
  overview: (): Promise<ApiResult<SaferOverview>> => api.get(base),
  setLimits: (limits: Array<{ kind: LimitKind; period: LimitPeriod; amount: string }>): Promise<ApiResult<SaferOverview>> => api.put(`${base}/limits`, { json: { limits } }),
  confirm: (kind: LimitKind, period: LimitPeriod, accept: boolean): Promise<ApiResult<SaferOverview>> => api.post(`${base}/limits/confirm`, { json: { kind, period, accept } }),
  dismissPrompt: (): Promise<ApiResult<{ promptDue: boolean }>> => api.post(`${base}/prompt`, { json: { dismissed: true } }),
  takeBreak: (choice: BreakChoice): Promise<ApiResult<{ kind: string; endsAt: string; signedOut: number }>> => api.post(`${base}/exclusion`, { json: { ...choice, confirm: true } }),
  history: (): Promise<ApiResult<SaferHistory>> => api.get(`${base}/history`),
};

/** Minor units as the text box shows them: "5000", "5000.5" → the member edits plain numbers. */
export function amountText(minor: number | null): string {
  if (minor === null) return '';
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
