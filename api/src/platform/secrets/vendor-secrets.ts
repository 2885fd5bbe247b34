import { type Env, readSecret } from '@khela/server-kit/secrets';
import type { Queryable } from '../db/db';
import { syncEnvironmentSecret, vendorSubject } from './secret-rotations';

/** Khela's own services' secrets have the names the services themselves read. */
const OWN_SERVICE_SECRETS: Readonly<Record<string, string>> = { HOUSE: 'HOUSE_VENDOR_SECRET', KBOOK: 'SPORTSBOOK_VENDOR_SECRET' };

/** Khela's own vendors (the house, the sportsbook): production services whose wallet always exists. */
export const OWN_VENDORS = Object.keys(OWN_SERVICE_SECRETS);

/** The house's and the sportsbook's secrets have the names they read; every other vendor's is VENDOR_SECRET_<CODE>. */
export function vendorSecretVariable(code: string): string {
  return OWN_SERVICE_SECRETS[code] ?? `VENDOR_SECRET_${code.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
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
