import { type Queryable, selectInto } from '../../../platform/db/db';

export type VendorWalletMode = 'seamless' | 'transfer';

/** A vendor's wallet settings (table vendor_wallets). */
export interface VendorSettings {
  code: string;
  name: string;
  mode: VendorWalletMode;
  /** The secret the api signs its calls to the vendor with (the current one until a rotation's overlap ends). */
  secret: string;
  /** Every secret a vendor's signature may use now: the current one, and the next during a rotation's overlap. */
  acceptedSecrets: string[];
  /** When a running overlap ends (the accepted secrets change then), or null. */
  secretsChangeAt: Date | null;
  /** Transfer mode: base URL of the vendor's wallet endpoint; null means the sandbox (SANDBOX_URL). */
  apiUrl: string | null;
  timeoutMs: number;
  enabled: boolean;
  /** The vendor's one category in the catalogue, when it has exactly one (a bet's default game type). */
  gameType: string | null;
}

/** How long settings are trusted before they are read again (a changed secret takes this long on other instances). */
const CACHE_MS = 30_000;

/** Bumped when this process changes vendor settings (a rotation set over /ops): every directory reads afresh. */
let generation = 0;
export function forgetVendorSettings(): void {
  generation += 1;
}

/**
 * Vendor settings, cached: every vendor call needs them (signature, mode) and they almost never
 * change, so the hot path of a bet does not pay a query for them.
 */
export class VendorDirectory {
  private readonly cache = new Map<string, { settings: VendorSettings | null; until: number; generation: number }>();

  constructor(private readonly db: Queryable) {}

  async find(code: string, now = Date.now()): Promise<VendorSettings | null> {
    const cached = this.cache.get(code);
    if (cached && cached.until > now && cached.generation === generation) return cached.settings;
    const settings = await loadVendorSettings(this.db, code);
    if (this.cache.size > 1000) this.cache.clear(); // unknown codes from forgers must not grow it forever
    // The end of a rotation's overlap is kept to the millisecond: the old secret stops then, not up to 30 s later.
    const changeAt = settings?.secretsChangeAt ? new Date(settings.secretsChangeAt).getTime() : Infinity;
    this.cache.set(code, { settings, until: Math.min(now + CACHE_MS, changeAt), generation });
    return settings;
  }
}

/** The select list that reads a vendor_wallets row, with its one game type, straight into VendorSettings. */
const COLUMNS = selectInto<VendorSettings>({
  code: 'w.vendor_code', name: 'w.name', mode: 'w.mode',
  // A rotation (secret_rotations, api/src/platform/secrets): both secrets during the overlap, signed with the current one; then the next alone.
  secret: 'CASE WHEN r.subject IS NOT NULL AND now() >= r.switch_at THEN r.next_secret ELSE w.secret END',
  acceptedSecrets:
    'CASE WHEN r.subject IS NULL THEN ARRAY[w.secret] WHEN now() < r.switch_at THEN ARRAY[w.secret, r.next_secret] ELSE ARRAY[r.next_secret] END',
  secretsChangeAt: 'CASE WHEN now() < r.switch_at THEN r.switch_at END',
  apiUrl: 'w.api_url', timeoutMs: 'w.timeout_ms',
  enabled: 'w.enabled', gameType: '(SELECT min(v.game_type) FROM vendors v WHERE v.code = w.vendor_code HAVING count(*) = 1)',
});

export async function loadVendorSettings(db: Queryable, code: string): Promise<VendorSettings | null> {
  const [settings] = await db.query<VendorSettings>(`SELECT ${COLUMNS} FROM vendor_wallets w LEFT JOIN secret_rotations r ON r.subject = 'vendor:' || w.vendor_code WHERE w.vendor_code = $1`, [code]);
  return settings ?? null;
}
