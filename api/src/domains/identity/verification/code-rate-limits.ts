import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { CODE_PURPOSES } from './code-purposes';

/** One send per destination per minute; 5 per destination and 20 per IP in an hour. */
export const SEND_INTERVAL_SECONDS = 60;
export const SENDS_PER_DESTINATION_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;

// Listing every purpose lets the (merchant, purpose, destination, created_at) index serve a per-destination count.
const ANY_PURPOSE = CODE_PURPOSES.map((purpose) => `'${purpose}'`).join(', ');

/**
 * Holds this destination (and IP) for the rest of the transaction, so two requests at the same
 * moment are counted one after the other. Always in the same order: no deadlock.
 */
export async function lockSender(tx: Queryable, merchantCode: string, destination: string, ip: string | null): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification-destination:${merchantCode}:${destination}`]);
  if (ip) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification-ip:${ip}`]);
}

/** Throws sms.too.frequent (with the seconds left) or sms.too.many when another send is not allowed yet. */
export async function assertMaySend(tx: Queryable, merchantCode: string, destination: string, ip: string | null): Promise<void> {
  const [recent] = await tx.query<{ since_last: number | null; last_hour: number }>(
    `SELECT EXTRACT(EPOCH FROM (now() - max(created_at)))::float8 AS since_last, count(*)::int AS last_hour
       FROM verification_codes
      WHERE merchant_code = $1 AND purpose IN (${ANY_PURPOSE}) AND destination = $2 AND created_at > now() - interval '1 hour'`,
    [merchantCode, destination],
  );
  const sinceLast = recent?.since_last === null || recent?.since_last === undefined ? null : Number(recent.since_last);
  if (sinceLast !== null && sinceLast < SEND_INTERVAL_SECONDS) {
    throw new ApiError(429, 'sms.too.frequent', { seconds: Math.max(1, Math.ceil(SEND_INTERVAL_SECONDS - sinceLast)) });
  }
  if (Number(recent?.last_hour ?? 0) >= SENDS_PER_DESTINATION_PER_HOUR) throw new ApiError(429, 'sms.too.many');
  if (!ip) return;
  const [fromIp] = await tx.query<{ sends: number }>(
    `SELECT count(*)::int AS sends FROM verification_codes WHERE request_ip = $1 AND created_at > now() - interval '1 hour'`,
    [ip],
  );
  if (Number(fromIp?.sends ?? 0) >= SENDS_PER_IP_PER_HOUR) throw new ApiError(429, 'sms.too.many');
}
