import type { Broadcast, BroadcastBody } from '@khela/contracts/inbox';
import type { Db, Queryable } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { type PageRequest, pageWindow } from '../../platform/paging';
import { sanitizePlainText } from '../../platform/sanitize';
import './messages';

interface BroadcastRow {
  id: string;
  merchant_code: string;
  target: Broadcast['target'];
  vip_min: number | null;
  vip_max: number | null;
  members: number;
  title: { en: string; bn: string };
  content: { en: string; bn: string };
  created_by: string;
  created_at: Date | string;
  withdrawn_at: Date | string | null;
  reads: string;
}

const COLUMNS = `b.id::text AS id, b.merchant_code, b.target, b.vip_min, b.vip_max, cardinality(b.member_ids) AS members, b.title, b.content,
  b.created_by, b.created_at, b.withdrawn_at,
  (SELECT count(*) FROM message_broadcast_states s WHERE s.broadcast_id = b.id AND s.read_at IS NOT NULL)::text AS reads`;

function view(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    merchant: row.merchant_code,
    target: row.target,
    vipMin: row.vip_min,
    vipMax: row.vip_max,
    members: Number(row.members),
    title: row.title,
    content: row.content,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    withdrawnAt: row.withdrawn_at === null ? null : new Date(row.withdrawn_at).toISOString(),
    reads: Number(row.reads),
  };
}

async function findBroadcast(db: Queryable, where: string, params: unknown[]): Promise<Broadcast | null> {
  const [row] = await db.query<BroadcastRow>(`SELECT ${COLUMNS} FROM message_broadcasts b WHERE ${where}`, params);
  return row ? view(row) : null;
}

/** Who a broadcast reaches, checked: a VIP range only for VIP, accounts only for MEMBERS (each a member of the brand). */
async function targetOf(db: Queryable, body: BroadcastBody): Promise<{ vipMin: number | null; vipMax: number | null; memberIds: string[] }> {
  const hasRange = body.vipMin !== undefined || body.vipMax !== undefined;
  if ((body.target === 'VIP') !== hasRange) throw new ApiError(400, 'inbox.broadcast.vip.range');
  if (body.target === 'VIP' && (body.vipMin === undefined || body.vipMax === undefined || body.vipMin > body.vipMax)) throw new ApiError(400, 'inbox.broadcast.vip.range');
  if ((body.target === 'MEMBERS') !== (body.accounts !== undefined)) throw new ApiError(400, 'inbox.broadcast.accounts');
  if (body.target !== 'MEMBERS') return { vipMin: body.vipMin ?? null, vipMax: body.vipMax ?? null, memberIds: [] };
  const accounts = [...new Set(body.accounts!.map((account) => account.trim().toLowerCase()))];
  const rows = await db.query<{ id: string; account: string }>(
    'SELECT id::text AS id, account FROM members WHERE merchant_code = $1 AND account = ANY ($2::text[])',
    [body.merchant, accounts],
  );
  const found = new Set(rows.map((row) => row.account));
  const unknown = accounts.filter((account) => !found.has(account));
  if (unknown.length > 0) throw new ApiError(400, 'inbox.broadcast.accounts.unknown', { accounts: unknown.slice(0, 20).join(', ') });
  return { vipMin: null, vipMax: null, memberIds: rows.map((row) => row.id) };
}

/**
 * Sends a broadcast (recorded as message.broadcast with its actor). The same requestId sends
 * once: a repeat answers the first one with created false. Text is plain (sanitized).
 */
export async function sendBroadcast(db: Db, actor: OperatorActor, body: BroadcastBody): Promise<{ broadcast: Broadcast; created: boolean }> {
  const [merchant] = await db.query('SELECT code FROM merchants WHERE code = $1', [body.merchant]);
  if (!merchant) throw new ApiError(404, 'inbox.broadcast.merchant.unknown', { merchant: body.merchant });
  const known = await findBroadcast(db, 'b.merchant_code = $1 AND b.request_id = $2', [body.merchant, body.requestId]);
  if (known) return { broadcast: known, created: false };
  const target = await targetOf(db, body);
  const clean = (text: { en: string; bn: string }) => ({ en: sanitizePlainText(text.en), bn: sanitizePlainText(text.bn) });
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO message_broadcasts (merchant_code, target, vip_min, vip_max, member_ids, title, content, request_id, created_by)
       VALUES ($1, $2, $3, $4, $5::bigint[], $6::jsonb, $7::jsonb, $8, $9)
       ON CONFLICT (merchant_code, request_id) DO NOTHING RETURNING id::text AS id`,
      [body.merchant, body.target, target.vipMin, target.vipMax, target.memberIds, json(clean(body.title)), json(clean(body.content)), body.requestId, actor.username],
    );
    if (!row) return { broadcast: (await findBroadcast(tx, 'b.merchant_code = $1 AND b.request_id = $2', [body.merchant, body.requestId]))!, created: false };
    await recordOperatorAction(tx, actor, {
      action: 'message.broadcast',
      merchantCode: body.merchant,
      target: row.id,
      details: { target: body.target, vipMin: target.vipMin, vipMax: target.vipMax, members: target.memberIds.length, title: clean(body.title).en },
    });
    return { broadcast: (await findBroadcast(tx, 'b.id = $1', [row.id]))!, created: true };
  });
}

/** The brand's broadcasts, newest first (withdrawn ones too, marked). */
export async function listBroadcasts(db: Queryable, merchantCode: string, paging: PageRequest): Promise<{ records: Broadcast[]; total: number }> {
  const { limit, offset } = pageWindow(paging);
  const [count] = await db.query<{ total: string }>('SELECT count(*)::text AS total FROM message_broadcasts WHERE merchant_code = $1', [merchantCode]);
  const rows = await db.query<BroadcastRow>(`SELECT ${COLUMNS} FROM message_broadcasts b WHERE b.merchant_code = $1 ORDER BY b.created_at DESC, b.id DESC LIMIT $2 OFFSET $3`, [merchantCode, limit, offset]);
  return { records: rows.map(view), total: Number(count?.total ?? 0) };
}

/** Withdraws a broadcast: gone from every inbox (recorded as message.withdraw). An operator of one brand sees only theirs. */
export async function withdrawBroadcast(db: Db, actor: OperatorActor, id: string): Promise<Broadcast> {
  return db.transaction(async (tx) => {
    const found = await findBroadcast(tx, 'b.id = $1', [id]);
    if (!found || (actor.merchantCode && actor.merchantCode !== found.merchant)) throw new ApiError(404, 'inbox.broadcast.unknown');
    const rows = await tx.query('UPDATE message_broadcasts SET withdrawn_at = now(), withdrawn_by = $2 WHERE id = $1 AND withdrawn_at IS NULL RETURNING id', [id, actor.username]);
    if (rows.length === 0) throw new ApiError(409, 'inbox.broadcast.withdrawn');
    await recordOperatorAction(tx, actor, { action: 'message.withdraw', merchantCode: found.merchant, target: id, details: { title: found.title.en } });
    return (await findBroadcast(tx, 'b.id = $1', [id]))!;
  });
}

/** Members a broadcast names (MEMBERS): their pages are told at once; brand and VIP broadcasts are told brand-wide. */
export async function namedMembers(db: Queryable, id: string): Promise<string[]> {
  const [row] = await db.query<{ ids: string[] }>('SELECT member_ids::text[] AS ids FROM message_broadcasts WHERE id = $1', [id]);
  return row?.ids ?? [];
}
