import type { Page } from '@khela/contracts';
import type { RebateClaim, RebateLine } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { page, type PageRequest, pageWindow } from '../../../platform/paging';

/** A claim as the member and the operators read it (money as wire numbers). */
export type StoredClaim = RebateClaim & { account: string };

interface ClaimRow {
  id: string;
  kind: 'manual' | 'auto';
  day: string;
  vip_level: number;
  valid_bet: string;
  total: string;
  paid: string;
  multiple_x100: number;
  grant_id: string | null;
  created_at: Date;
  account: string;
  lines: Array<{ game_type: string; vendor_code: string; valid_bet: string | number; rate_ppm: number; amount: string | number }> | null;
}

const CLAIM_SELECT = `
  SELECT c.id::text, c.kind, to_char(c.brand_day, 'YYYY-MM-DD') AS day, c.vip_level, c.valid_bet::text, c.total::text, c.paid::text,
         c.multiple_x100, c.grant_id::text, c.created_at, m.account,
         (SELECT json_agg(json_build_object('game_type', l.game_type, 'vendor_code', l.vendor_code, 'valid_bet', l.valid_bet::text,
                                            'rate_ppm', l.rate_ppm, 'amount', l.amount::text) ORDER BY l.game_type, l.vendor_code)
            FROM rebate_claim_lines l WHERE l.claim_id = c.id) AS lines
    FROM rebate_claims c JOIN members m ON m.id = c.member_id`;

function toLine(line: NonNullable<ClaimRow['lines']>[number]): RebateLine {
  return { gameType: line.game_type, vendorCode: line.vendor_code, validBet: Number(line.valid_bet), ratePpm: Number(line.rate_ppm), amount: Number(line.amount) };
}

function toClaim(row: ClaimRow): StoredClaim {
  return {
    id: row.id,
    kind: row.kind,
    day: row.day,
    vipLevel: Number(row.vip_level),
    validBet: Number(row.valid_bet),
    total: Number(row.total),
    paid: Number(row.paid),
    multipleX100: Number(row.multiple_x100),
    grantId: row.grant_id,
    createdAt: new Date(row.created_at).toISOString(),
    lines: (row.lines ?? []).map(toLine),
    account: row.account,
  };
}

export async function findClaimByKey(db: Queryable, merchantCode: string, key: string): Promise<StoredClaim | null> {
  const [row] = await db.query<ClaimRow>(`${CLAIM_SELECT} WHERE c.merchant_code = $1 AND c.ledger_key = $2`, [merchantCode, key]);
  return row ? toClaim(row) : null;
}

/** A brand's claims, newest first; one member's when `memberId` is given (the member's history), or one account's (operators). */
export async function listClaims(db: Queryable, merchantCode: string, filter: { memberId?: string; account?: string }, paging: PageRequest): Promise<Page<StoredClaim>> {
  const where = 'c.merchant_code = $1 AND ($2::bigint IS NULL OR c.member_id = $2) AND ($3::text IS NULL OR m.account = lower($3))';
  const params = [merchantCode, filter.memberId ?? null, filter.account ?? null];
  const { limit, offset } = pageWindow(paging);
  const rows = await db.query<ClaimRow>(`${CLAIM_SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`, params);
  const [count] = await db.query<{ total: string }>(`SELECT count(*)::text AS total FROM rebate_claims c JOIN members m ON m.id = c.member_id WHERE ${where}`, params);
  return page(rows.map(toClaim), Number(count?.total ?? 0), paging);
}

/** The member's wire view of a claim (no account). */
export function memberClaimView({ account: _account, ...claim }: StoredClaim): RebateClaim {
  return claim;
}
