import type { Queryable } from '../../platform/db/db';
import type { OperatorActor } from '../../platform/ops/operator-actor';
import { type OperatorRole, OPERATOR_ROLES } from '@khela/contracts';


export function normalizeOperatorName(username: string): string {
  return username.trim().toLowerCase();
}

export interface OperatorAccount extends OperatorActor {
  id: string;
  active: boolean;
  createdAt: Date;
}

interface OperatorRow {
  id: string;
  username: string;
  role: OperatorRole;
  merchant_code: string | null;
  active: boolean;
  created_at: Date;
}

const COLUMNS = 'id::text, username, role, merchant_code, active, created_at';

function toAccount(row: OperatorRow): OperatorAccount {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    merchantCode: row.merchant_code,
    active: row.active,
    createdAt: new Date(row.created_at),
  };
}

export interface NewOperator {
  username: string;
  passwordHash: string;
  role: OperatorRole;
  /** null: every brand. */
  merchantCode: string | null;
}

/** Inserts an operator; null when the username is taken (a clear 409 rather than a unique-violation 500). */
export async function insertOperator(db: Queryable, operator: NewOperator): Promise<OperatorAccount | null> {
  const rows = await db.query<OperatorRow>(
    `INSERT INTO operators (username, password_hash, role, merchant_code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (username) DO NOTHING RETURNING ${COLUMNS}`,
    [normalizeOperatorName(operator.username), operator.passwordHash, operator.role, operator.merchantCode],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The account and its password hash, for logging in. */
export async function findOperatorForLogin(db: Queryable, username: string): Promise<(OperatorAccount & { passwordHash: string }) | null> {
  const [row] = await db.query<OperatorRow & { password_hash: string }>(
    `SELECT ${COLUMNS}, password_hash FROM operators WHERE username = $1`,
    [normalizeOperatorName(username)],
  );
  return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
}

/** Operators, optionally only those of one brand (brand-wide ones included). */
export async function listOperators(db: Queryable, merchantCode: string | null): Promise<OperatorAccount[]> {
  const rows = await db.query<OperatorRow>(
    `SELECT ${COLUMNS} FROM operators WHERE $1::text IS NULL OR merchant_code = $1 ORDER BY username`,
    [merchantCode],
  );
  return rows.map(toAccount);
}

/** Switches an account on or off; off also ends its sessions (call it in a transaction). */
export async function setOperatorActive(db: Queryable, username: string, active: boolean): Promise<OperatorAccount | null> {
  const [row] = await db.query<OperatorRow>(`UPDATE operators SET active = $2 WHERE username = $1 RETURNING ${COLUMNS}`, [
    normalizeOperatorName(username),
    active,
  ]);
  if (!row) return null;
  if (!active) await db.query('DELETE FROM operator_sessions WHERE operator_id = $1', [row.id]);
  return toAccount(row);
}

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}
