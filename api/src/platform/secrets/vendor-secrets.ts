import { type Env, readSecret } from '@khela/server-kit/secrets';
import type { Queryable } from '../db/db';
import { syncEnvironmentSecret, vendorSubject } from './secret-rotations';

/** The house's secret has the name the house itself reads; every other vendor's is VENDOR_SECRET_<CODE>. */
export function vendorSecretVariable(code: string): string {
  return code === 'HOUSE' ? 'HOUSE_VENDOR_SECRET' : `VENDOR_SECRET_${code.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** A vendor's secret as the environment gives it (the variable or its _FILE), or undefined. */
export function vendorSecretFromEnv(env: Env, code: string): string | undefined {
  return readSecret(env, vendorSecretVariable(code));
}

/** Every vendor with a wallet row: each needs its secret at every start. */
export async function vendorWalletCodes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ code: string }>('SELECT vendor_code AS code FROM vendor_wallets ORDER BY vendor_code');
  return rows.map((row) => row.code);
}

/**
 * Writes the environment's secret over a vendor's wallet row (a changed secret takes effect on this
 * start) and settles a rotation set for it (secret-rotations.ts). Name, mode and address stay as they are.
 */
export async function applyVendorSecret(db: Queryable, code: string, secret: string): Promise<void> {
  await db.query('UPDATE vendor_wallets SET secret = $2 WHERE vendor_code = $1', [code, secret]);
  await syncEnvironmentSecret(db, vendorSubject(code), secret);
}
