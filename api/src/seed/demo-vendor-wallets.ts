import type { Queryable } from '../platform/db/db';

/**
 * Vendor wallets (docs/vendor-wallet.md): the house games vendor is seamless; the demo sports and
 * e-sports vendors are transfer-mode, played by the sandbox vendor (api_url NULL: SANDBOX_URL).
 * Inserted when missing, never overwritten, so every start may run it.
 */
export async function seedVendorWallets(db: Queryable, env: Record<string, string | undefined> = process.env): Promise<void> {
  const sandboxSecret = env.SANDBOX_VENDOR_SECRET ?? 'sandbox-vendor-secret';
  const wallets = [
    { code: 'HOUSE', name: 'Khela House Games', mode: 'seamless', secret: env.HOUSE_VENDOR_SECRET ?? 'house-vendor-secret' },
    { code: 'KSPORT', name: 'Khela Sports', mode: 'transfer', secret: sandboxSecret },
    { code: 'IMES', name: 'Khela eSports Arena', mode: 'transfer', secret: sandboxSecret },
  ];
  for (const wallet of wallets) {
    await db.query(
      `INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ($1, $2, $3, $4) ON CONFLICT (vendor_code) DO NOTHING`,
      [wallet.code, wallet.name, wallet.mode, wallet.secret],
    );
  }
}
