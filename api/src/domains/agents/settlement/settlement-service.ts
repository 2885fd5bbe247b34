import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import type { JobRun } from '../../../platform/jobs';
import type { Ledger } from '../../wallet';
import { readAgentSettings } from '../agent-settings';
import { CONTRACT_KINDS, type ContractKind } from '../contract-model';
import type { SettlementKind } from '@khela/contracts';
import { checkedRange, settlementHistory } from './bills-read';
import { periodContaining } from './periods';
import { type SettleOutcome, settlePeriod, settlementPeriodOf } from './settle';

/** The scheduled job of one kind for one brand. */
export const settlementJobName = (kind: ContractKind) => `agents.settle.${kind}`;

/**
 * Every kind's job looks every 5 minutes for periods that ended in any brand's zone (a zone's day or
 * hour may end on a half or quarter hour) and settles each a little after its end, so bets settled
 * late by their vendor land first: a period counts once `at − grace` is past its end.
 */
export const SETTLEMENT_SCHEDULE = '1-59/5 * * * *';
export const SETTLEMENT_GRACE_MS: Record<ContractKind, number> = {
  realtime: 60_000,
  hourly: 3 * 60_000,
  daily: 10 * 60_000,
  dividend: 20 * 60_000,
};

export async function brandZone(db: Db, merchantCode: string): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [merchantCode]);
  if (!row) throw new ApiError(404, 'settlement.merchant.unknown', { merchant: merchantCode.slice(0, 64) });
  return row.time_zone;
}

export interface RerunRequest {
  merchantCode: string;
  kind: SettlementKind;
  /** Any instant inside the period. */
  at: Date;
}

/**
 * An operator settles (again) the period of a kind that contains `at`: a period settled before is
 * left exactly as it was (settled: false); one never settled (every instance was down) is settled
 * now. Either way the request is recorded in the operator action record with what it did.
 */
export async function rerunPeriod(db: Db, ledger: Ledger, actor: OperatorActor, request: RerunRequest, now: Date = new Date()): Promise<SettleOutcome> {
  if (actor.merchantCode !== null && actor.merchantCode !== request.merchantCode) throw new ApiError(403, 'operator.forbidden');
  if (actor.role !== 'admin' && actor.role !== 'finance') throw new ApiError(403, 'operator.forbidden');
  if (!CONTRACT_KINDS.includes(request.kind)) throw new ApiError(400, 'settlement.kind.off');
  const timeZone = await brandZone(db, request.merchantCode);
  const settings = await readAgentSettings(db, request.merchantCode);
  if (!settings.kinds[request.kind]) throw new ApiError(400, 'settlement.kind.off');
  const period = periodContaining(request.at, settlementPeriodOf(request.kind, settings), timeZone);
  if (period.end.getTime() > now.getTime()) throw new ApiError(400, 'settlement.period.open');
  const outcome = await settlePeriod(db, ledger, { merchantCode: request.merchantCode, kind: request.kind, period, settledBy: `operator:${actor.username}` });
  await recordOperatorAction(db, actor, {
    action: 'agents.settlement.rerun',
    merchantCode: request.merchantCode,
    target: `${request.kind}:${outcome.periodStart}`,
    details: { ...outcome },
  });
  return outcome;
}

/**
 * The settlement jobs' runs that settled a period of this brand, or did not succeed, newest first;
 * a run's result keeps only this brand's periods (the jobs serve every brand).
 */
export async function settlementJobRuns(db: Db, merchantCode: string, limit = 20): Promise<Array<Pick<JobRun, 'jobName' | 'status' | 'attempts' | 'result' | 'error'> & { slot: string }>> {
  const rows = await db.query<{ job_name: string; slot: Date; status: JobRun['status']; attempts: number; result: Record<string, unknown> | null; error: string | null }>(
    `SELECT job_name, slot, status, attempts, result, error FROM job_runs
      WHERE job_name = ANY($1::text[])
        AND (status <> 'succeeded' OR result->'periods' @> jsonb_build_array(jsonb_build_object('merchant', $3::text)))
      ORDER BY slot DESC LIMIT $2`,
    [CONTRACT_KINDS.map((kind) => settlementJobName(kind)), limit, merchantCode],
  );
  const ownPeriods = (result: Record<string, unknown> | null) => {
    const periods = Array.isArray(result?.periods) ? (result.periods as Array<{ merchant?: string }>) : [];
    return result ? { ...result, periods: periods.filter((period) => period.merchant === merchantCode) } : null;
  };
  return rows.map((r) => ({ jobName: r.job_name, slot: new Date(r.slot).toISOString(), status: r.status, attempts: r.attempts, result: ownPeriods(r.result), error: r.error }));
}

/** A settlement outcome as the wire and the CLI show it. */
export function outcomeView(outcome: SettleOutcome) {
  const { merchantCode, billed, paid, ...rest } = outcome;
  return { merchant: merchantCode, ...rest, billed: Number(billed), paid: Number(paid) };
}

/** What GET /ops/agents/settlements answers, for the CLI on the database. */
export async function operatorSettlementHistory(db: Db, merchantCode: string, kind: SettlementKind | null, from: string | null, to: string | null, request: { pageNo: number; pageSize: number }) {
  const range = checkedRange(from ?? undefined, to ?? undefined, await brandZone(db, merchantCode));
  return { page: await settlementHistory(db, merchantCode, kind, range, request), jobRuns: await settlementJobRuns(db, merchantCode) };
}

/** What POST /ops/agents/settlements/rerun answers, for the CLI on the database. */
export async function operatorSettlementRerun(db: Db, ledger: Ledger, actor: OperatorActor, request: RerunRequest) {
  return outcomeView(await rerunPeriod(db, ledger, actor, request));
}
