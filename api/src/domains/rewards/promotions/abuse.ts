import { createHash } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { readCoreSettings } from '../core/core-settings';

export const FINGERPRINT_KINDS = ['mobile', 'payoutAccount', 'device'] as const;
export type FingerprintKind = (typeof FINGERPRINT_KINDS)[number];

/**
 * Which fingerprints the brand checks: the rewards settings' `abuse` switch (core section), which
 * operators set with PUT /ops/rewards/settings and `pnpm operator rewards settings set --abuse …`
 * (ADR 0016 §5: the brand switches them on; none by default).
 */
export async function abuseKinds(db: Queryable, merchantCode: string): Promise<FingerprintKind[]> {
  const configured = (await readCoreSettings(db, merchantCode)).abuse;
  return FINGERPRINT_KINDS.filter((kind) => configured.includes(kind));
}

/** SHA-256 of the brand and the value: the table never holds a number or a device id itself. */
export function fingerprint(merchantCode: string, kind: FingerprintKind, value: string): string {
  return createHash('sha256').update(`${merchantCode}\u0000${kind}\u0000${value}`).digest('hex');
}

/** The member's fingerprints of the given kinds: bound mobile, each payout account, each known device. */
export async function memberFingerprints(db: Queryable, merchantCode: string, memberId: string, kinds: readonly FingerprintKind[]): Promise<{ kind: FingerprintKind; hash: string }[]> {
  if (kinds.length === 0) return [];
  const rows = await db.query<{ kind: FingerprintKind; value: string }>(
    `SELECT 'mobile' AS kind, coalesce(country_dialing_code, '') || ' ' || mobile AS value FROM members WHERE id = $1 AND mobile IS NOT NULL
     UNION ALL SELECT 'payoutAccount', channel_code || ' ' || account_number FROM payout_accounts WHERE member_id = $1
     UNION ALL SELECT 'device', device_hash FROM member_known_devices WHERE member_id = $1`,
    [memberId],
  );
  return rows.filter((row) => kinds.includes(row.kind)).map((row) => ({ kind: row.kind, hash: fingerprint(merchantCode, row.kind, row.value) }));
}

/**
 * Records the member's first-deposit fingerprints; false when one already belongs to another
 * member (this person or device had the offer). The primary key settles a race: of two claims
 * sharing a device, the second insert waits for the first to commit, then finds its row.
 */
export async function takeFirstDepositFingerprints(tx: Queryable, merchantCode: string, memberId: string): Promise<boolean> {
  const prints = await memberFingerprints(tx, merchantCode, memberId, await abuseKinds(tx, merchantCode));
  for (const print of prints) {
    await tx.query(
      'INSERT INTO bonus_fingerprints (merchant_code, kind, hash, member_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [merchantCode, print.kind, print.hash, memberId],
    );
    const [owner] = await tx.query<{ member_id: string }>(
      'SELECT member_id::text FROM bonus_fingerprints WHERE merchant_code = $1 AND kind = $2 AND hash = $3',
      [merchantCode, print.kind, print.hash],
    );
    if (owner && owner.member_id !== memberId) return false;
  }
  return true;
}

/** Names the grant the member's fingerprints were taken for. */
export async function bindFingerprints(tx: Queryable, merchantCode: string, memberId: string, grantId: string | null): Promise<void> {
  await tx.query('UPDATE bonus_fingerprints SET grant_id = $3 WHERE merchant_code = $1 AND member_id = $2 AND grant_id IS NULL', [merchantCode, memberId, grantId]);
}

/** A rejected claim gives its fingerprints back (the person has not had the offer). */
export async function releaseFingerprints(tx: Queryable, merchantCode: string, memberId: string): Promise<void> {
  await tx.query('DELETE FROM bonus_fingerprints WHERE merchant_code = $1 AND member_id = $2 AND grant_id IS NULL', [merchantCode, memberId]);
}

export interface AbuseGroup {
  kind: FingerprintKind;
  accounts: string[];
  grants: string[];
}

/**
 * Members holding campaign grants who share a device or a payout account with another member
 * holding one (GET /ops/rewards/abuse): for review and `grant cancel`. The value itself is never shown.
 */
export async function abuseGroups(db: Queryable, merchantCode: string): Promise<AbuseGroup[]> {
  const rows = await db.query<{ kind: FingerprintKind; accounts: string[]; grants: string[] }>(
    `WITH holders AS (SELECT DISTINCT member_id FROM bonus_grants WHERE merchant_code = $1 AND source = 'campaign'),
          shared AS (
            SELECT 'device' AS kind, d.device_hash AS value, d.member_id FROM member_known_devices d JOIN holders h USING (member_id)
            UNION ALL
            SELECT 'payoutAccount', p.channel_code || ' ' || p.account_number, p.member_id FROM payout_accounts p JOIN holders h USING (member_id))
     SELECT s.kind,
            array_agg(DISTINCT m.account ORDER BY m.account) AS accounts,
            array_agg(DISTINCT g.id::text) FILTER (WHERE g.id IS NOT NULL) AS grants
       FROM shared s
       JOIN members m ON m.id = s.member_id
       LEFT JOIN bonus_grants g ON g.member_id = s.member_id AND g.merchant_code = $1 AND g.source = 'campaign'
      GROUP BY s.kind, s.value
     HAVING count(DISTINCT s.member_id) > 1
      ORDER BY s.kind, 2`,
    [merchantCode],
  );
  return rows.map((row) => ({ kind: row.kind, accounts: row.accounts, grants: row.grants ?? [] }));
}
