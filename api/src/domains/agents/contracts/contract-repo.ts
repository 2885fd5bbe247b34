import type { Queryable } from '../../../platform/db/db';
import type { CarryPolicy, ContractKind, ContractPeriod, ContractStatus, ContractTier } from '../contract-model';

/** One agent_contracts row with the accounts it names. */
export interface Contract {
  id: string;
  merchantCode: string;
  agentId: string;
  account: string;
  offeredBy: string | null;
  offeredByAccount: string | null;
  kind: ContractKind;
  gameType: string;
  period: ContractPeriod;
  carryPolicy: CarryPolicy;
  tiers: ContractTier[];
  status: ContractStatus;
  offeredAt: Date;
  decidedAt: Date | null;
  effectiveFrom: Date | null;
  endedAt: Date | null;
  replacesId: string | null;
}

interface Row {
  id: string;
  merchant_code: string;
  agent_id: string;
  account: string;
  offered_by: string | null;
  offered_by_account: string | null;
  kind: ContractKind;
  game_type: string;
  period: ContractPeriod;
  carry_policy: CarryPolicy;
  tiers: ContractTier[] | string;
  status: ContractStatus;
  offered_at: Date | string;
  decided_at: Date | string | null;
  effective_from: Date | string | null;
  ended_at: Date | string | null;
  replaces_id: string | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

function fromRow(r: Row): Contract {
  return {
    id: String(r.id),
    merchantCode: r.merchant_code,
    agentId: String(r.agent_id),
    account: r.account,
    offeredBy: r.offered_by === null ? null : String(r.offered_by),
    offeredByAccount: r.offered_by_account,
    kind: r.kind,
    gameType: r.game_type,
    period: r.period,
    carryPolicy: r.carry_policy,
    tiers: typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractTier[]) : r.tiers,
    status: r.status,
    offeredAt: new Date(r.offered_at),
    decidedAt: date(r.decided_at),
    effectiveFrom: date(r.effective_from),
    endedAt: date(r.ended_at),
    replacesId: r.replaces_id === null ? null : String(r.replaces_id),
  };
}

const SELECT = `SELECT c.id::text AS id, c.merchant_code, c.agent_id::text AS agent_id, m.account, c.offered_by::text AS offered_by,
    o.account AS offered_by_account, c.kind, c.game_type, c.period, c.carry_policy, c.tiers, c.status, c.offered_at, c.decided_at,
    c.effective_from, c.ended_at, c.replaces_id::text AS replaces_id
  FROM agent_contracts c JOIN members m ON m.id = c.agent_id LEFT JOIN members o ON o.id = c.offered_by`;

/** Contracts matching a WHERE over alias c (and m, the agent); newest first. */
export async function selectContracts(db: Queryable, where: string, params: readonly unknown[], suffix = ''): Promise<Contract[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE ${where} ORDER BY c.offered_at DESC, c.id DESC ${suffix}`, params);
  return rows.map(fromRow);
}

/** The open-ended in-force contract of an agent for a kind and game type (now or from the next period). */
export async function currentContract(db: Queryable, agentId: string, kind: ContractKind, gameType: string): Promise<Contract | null> {
  const rows = await selectContracts(db, `c.agent_id = $1 AND c.kind = $2 AND c.game_type = $3 AND c.status = 'in_force' AND c.ended_at IS NULL`, [agentId, kind, gameType]);
  return rows[0] ?? null;
}

/** A unique-index refusal (23505), or a deadlock / serialization failure (40P01, 40001): the other change won. */
export function isConcurrentChange(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === '40P01' || code === '40001';
}
