import type { Queryable } from '../db/db';

/** What a secret belongs to: the payment gateway, or one vendor's wallet. */
export type SecretSubject = 'gateway' | `vendor:${string}`;

export const vendorSubject = (code: string): SecretSubject => `vendor:${code}`;

/** The secrets in force now: the one outgoing calls are signed with, and every one accepted on incoming signatures. */
export interface SecretKeys {
  signWith: string;
  accepted: string[];
  /** When the accepted set changes next (the end of a rotation's overlap), or null. */
  changesAt: Date | null;
}

export interface RotationRow {
  current_secret: string;
  next_secret: string;
  switch_at: Date;
}

/** The shortest and longest overlap an operator may set. */
export const MIN_WINDOW_SECONDS = 1;
export const MAX_WINDOW_SECONDS = 30 * 24 * 60 * 60;

export async function rotationOf(db: Queryable, subject: SecretSubject): Promise<RotationRow | null> {
  const [row] = await db.query<RotationRow>('SELECT current_secret, next_secret, switch_at FROM secret_rotations WHERE subject = $1', [subject]);
  return row ?? null;
}

/**
 * The overlap rule: before switch_at the current and the next secret are both accepted and calls
 * are still signed with the current one (the other side may not have the next one yet); from
 * switch_at the next one alone is accepted and signs.
 */
export function keysDuring(current: string, rotation: RotationRow | null, now: Date): SecretKeys {
  if (!rotation) return { signWith: current, accepted: [current], changesAt: null };
  if (now < new Date(rotation.switch_at)) return { signWith: rotation.current_secret, accepted: [rotation.current_secret, rotation.next_secret], changesAt: new Date(rotation.switch_at) };
  return { signWith: rotation.next_secret, accepted: [rotation.next_secret], changesAt: null };
}

/** The gateway's secrets now: the environment's PAYMENT_GATEWAY_SECRET and any rotation set for it. */
export async function gatewayKeys(db: Queryable, environmentSecret: string, now = new Date()): Promise<SecretKeys> {
  return keysDuring(environmentSecret, await rotationOf(db, 'gateway'), now);
}

/**
 * At every start, the environment's value for a subject wins: the value of an ended or running
 * rotation's next secret completes it (the row goes), the rotation's current secret keeps it
 * running, and any other value is a new secret the operator put in place (the rotation is dropped).
 */
export async function syncEnvironmentSecret(db: Queryable, subject: SecretSubject, environmentSecret: string): Promise<void> {
  await db.query('DELETE FROM secret_rotations WHERE subject = $1 AND current_secret <> $2', [subject, environmentSecret]);
}

/** Running and ended rotations, without their secrets. */
export async function listRotations(db: Queryable): Promise<{ subject: string; switchAt: Date; setBy: string; createdAt: Date }[]> {
  return db.query('SELECT subject, switch_at AS "switchAt", set_by AS "setBy", created_at AS "createdAt" FROM secret_rotations ORDER BY subject');
}
