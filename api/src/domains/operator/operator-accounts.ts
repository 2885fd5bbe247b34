import { type Queryable, selectInto } from '../../platform/db/db';
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

/** The select list that reads an operators row straight into an OperatorAccount. */
const COLUMNS = selectInto<OperatorAccount>({
  id: 'id::text', username: 'username', role: 'role', merchantCode: 'merchant_code', active: 'active', createdAt: 'created_at',
});

export interface NewOperator {
  username: string;
  passwordHash: string;
  role: OperatorRole;
  /** null: every brand. */
  merchantCode: string | null;
}

/** Inserts an operator; null when the username is taken (a clear 409 rather than a unique-violation 500). */
export async function insertOperator(db: Queryable, operator: NewOperator): Promise<OperatorAccount | null> {
  const rows = await db.query<OperatorAccount>(
    `INSERT INTO operators (username, password_hash, role, merchant_code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (username) DO NOTHING RETURNING ${COLUMNS}`,
    [normalizeOperatorName(operator.username), operator.passwordHash, operator.role, operator.merchantCode],
  );
  return rows[0] ?? null;
}

/** The account and its password hash, for logging in. */
export async function findOperatorForLogin(db: Queryable, username: string): Promise<(OperatorAccount & { passwordHash: string }) | null> {
  const [row] = await db.query<OperatorAccount & { passwordHash: string }>(
    `SELECT ${COLUMNS}, password_hash AS "passwordHash" FROM operators WHERE username = $1`,
    [normalizeOperatorName(username)],
  );
  return row ?? null;
}

/** Operators, optionally only those of one brand (brand-wide ones included). */
export function listOperators(db: Queryable, merchantCode: string | null): Promise<OperatorAccount[]> {
  return db.query<OperatorAccount>(
    `SELECT ${COLUMNS} FROM operators WHERE $1::text IS NULL OR merchant_code = $1 ORDER BY username`,
    [merchantCode],
  );
}

/** Switches an account on or off; off also ends its sessions (call it in a transaction). */
export async function setOperatorActive(db: Queryable, username: string, active: boolean): Promise<OperatorAccount | null> {
  const [row] = await db.query<OperatorAccount>(`UPDATE operators SET active = $2 WHERE username = $1 RETURNING ${COLUMNS}`, [
    normalizeOperatorName(username),
    active,
  ]);
  if (!row) return null;
  if (!active) await db.query('DELETE FROM operator_sessions WHERE operator_id = $1', [row.id]);
  return row;
}

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}
