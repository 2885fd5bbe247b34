import { type Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { page, type PageRequest, pageWindow } from '../../platform/paging';
import type { FeedbackImage, FeedbackRecord, FeedbackStatus, FeedbackType, OpsFeedbackRecord, Page } from '@khela/contracts';
import type { FeedbackForm } from './feedback-form';

interface FeedbackRow {
  id: string;
  merchant_code: string;
  account: string;
  type: FeedbackType;
  content: string;
  status: FeedbackStatus;
  reply: string | null;
  replied_by: string | null;
  replied_at: Date | null;
  created_at: Date;
}

const COLUMNS = `f.id::text, f.merchant_code, m.account, f.type, f.content, f.status, f.reply, f.replied_by, f.replied_at, f.created_at`;
const FROM = 'feedback f JOIN members m ON m.id = f.member_id';

async function imagesOf(db: Queryable, ids: string[]): Promise<Map<string, FeedbackImage[]>> {
  const byFeedback = new Map<string, FeedbackImage[]>();
  if (ids.length === 0) return byFeedback;
  const rows = await db.query<{ id: string; feedback_id: string; content_type: FeedbackImage['contentType']; size: number }>(
    'SELECT id::text, feedback_id::text, content_type, size FROM feedback_images WHERE feedback_id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  for (const row of rows) {
    const list = byFeedback.get(row.feedback_id) ?? [];
    list.push({ id: Number(row.id), contentType: row.content_type, size: row.size });
    byFeedback.set(row.feedback_id, list);
  }
  return byFeedback;
}

function memberView(row: FeedbackRow, images: FeedbackImage[]): FeedbackRecord {
  return {
    id: Number(row.id),
    type: row.type,
    content: row.content,
    status: row.status,
    images,
    reply: row.reply,
    repliedAt: row.replied_at ? row.replied_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

function opsView(row: FeedbackRow, images: FeedbackImage[]): OpsFeedbackRecord {
  return { ...memberView(row, images), merchant: row.merchant_code, account: row.account, repliedBy: row.replied_by };
}

/** Stores a checked form and its images in one transaction: all of it or nothing. */
export async function insertFeedback(db: Queryable, merchantCode: string, memberId: string, form: FeedbackForm): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO feedback (merchant_code, member_id, type, content) VALUES ($1, $2, $3, $4) RETURNING id::text',
    [merchantCode, memberId, form.type, form.content],
  );
  for (const image of form.images) {
    await db.query('INSERT INTO feedback_images (feedback_id, content_type, size, bytes) VALUES ($1, $2, $3, $4)', [row!.id, image.contentType, image.bytes.length, image.bytes]);
  }
  return row!.id;
}

async function withImages<T>(db: Queryable, rows: FeedbackRow[], view: (row: FeedbackRow, images: FeedbackImage[]) => T): Promise<T[]> {
  const images = await imagesOf(db, rows.map((row) => row.id));
  return rows.map((row) => view(row, images.get(row.id) ?? []));
}

/** The member's own feedback, newest first. */
export async function listMemberFeedback(db: Queryable, merchantCode: string, memberId: string, request: PageRequest): Promise<Page<FeedbackRecord>> {
  const [count] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM feedback WHERE merchant_code = $1 AND member_id = $2', [merchantCode, memberId]);
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<FeedbackRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE f.merchant_code = $1 AND f.member_id = $2 ORDER BY f.id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, memberId, limit, offset],
  );
  return page(await withImages(db, rows, memberView), Number(count?.n ?? 0), request);
}

export async function memberFeedbackById(db: Queryable, merchantCode: string, memberId: string, id: string): Promise<FeedbackRecord> {
  const rows = await db.query<FeedbackRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE f.id = $1 AND f.merchant_code = $2 AND f.member_id = $3`, [id, merchantCode, memberId]);
  if (rows.length === 0) throw new ApiError(404, 'feedback.unknown');
  return (await withImages(db, rows, memberView))[0]!;
}

export interface OpsFeedbackFilter {
  status?: FeedbackStatus;
  account?: string;
}

/** A brand's feedback for its operators: the oldest waiting first when filtered to PENDING, else newest first. */
export async function listBrandFeedback(db: Queryable, merchantCode: string, filter: OpsFeedbackFilter, request: PageRequest): Promise<Page<OpsFeedbackRecord>> {
  const where = `f.merchant_code = $1 AND ($2::text IS NULL OR f.status = $2) AND ($3::text IS NULL OR m.account = lower($3))`;
  const params = [merchantCode, filter.status ?? null, filter.account ?? null];
  const [count] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${FROM} WHERE ${where}`, params);
  const { limit, offset } = pageWindow(request);
  const order = filter.status === 'PENDING' ? 'f.id ASC' : 'f.id DESC';
  const rows = await db.query<FeedbackRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`, [...params, limit, offset]);
  return page(await withImages(db, rows, opsView), Number(count?.n ?? 0), request);
}

export async function brandFeedbackById(db: Queryable, merchantCode: string, id: string, lock = false): Promise<OpsFeedbackRecord> {
  const rows = await db.query<FeedbackRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE f.id = $1 AND f.merchant_code = $2${lock ? ' FOR UPDATE OF f' : ''}`, [id, merchantCode]);
  if (rows.length === 0) throw new ApiError(404, 'feedback.unknown');
  return (await withImages(db, rows, opsView))[0]!;
}

/** The member who wrote a feedback of the brand. */
export async function feedbackMemberId(db: Queryable, merchantCode: string, id: string): Promise<string> {
  const [row] = await db.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM feedback WHERE id = $1 AND merchant_code = $2', [id, merchantCode]);
  if (!row) throw new ApiError(404, 'feedback.unknown');
  return row.member_id;
}

/** Writes (or corrects) the brand's reply; the feedback is REPLIED from then on. */
export async function saveReply(db: Queryable, merchantCode: string, id: string, reply: string, operator: string, now: Date): Promise<void> {
  const updated = await db.query(
    `UPDATE feedback SET reply = $3, replied_by = $4, replied_at = $5, status = 'REPLIED' WHERE id = $1 AND merchant_code = $2 RETURNING id`,
    [id, merchantCode, reply, operator, now],
  );
  if (updated.length === 0) throw new ApiError(404, 'feedback.unknown');
}

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * An image's bytes for its own member (memberId) or for the brand's operators (memberId null).
 * Another member's image is "no such image": its existence is not told.
 */
export async function readFeedbackImage(db: Queryable, merchantCode: string, imageId: string, memberId: string | null): Promise<StoredImage> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `SELECT i.content_type, i.bytes FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id
      WHERE i.id = $1 AND f.merchant_code = $2 AND ($3::bigint IS NULL OR f.member_id = $3)`,
    [imageId, merchantCode, memberId],
  );
  if (!row) throw new ApiError(404, 'feedback.image.unknown');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
