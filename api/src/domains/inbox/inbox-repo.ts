import type { InboxMessage } from '@khela/contracts/inbox';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { type Language, type LocalizedText, pickText } from '../../platform/i18n/language';
import { type MessageKey, translate } from '../../platform/i18n/translate';
import { sanitizePlainText } from '../../platform/sanitize';
import './messages';

export interface InboxMember {
  merchantCode: string;
  memberId: string;
}

/** How the reader sees a message: their language, the brand's money symbol and time zone. */
export interface Reading {
  language: Language;
  fallback: Language;
  currencySymbol: string;
  timeZone: string;
}

/**
 * Every message of the member's inbox, as rows of one shape: their personal messages not deleted,
 * and the broadcasts aimed at them (the brand; their VIP level, read now; or their name on the
 * list) sent since they registered, not withdrawn and not deleted by them. $1 brand, $2 member.
 * No marketing during a time-out or self-exclusion (docs/safer-gambling.md): a brand or VIP
 * broadcast sent while the member was excluded never reaches them, not even once it has ended.
 * A broadcast to named members is the operator writing to those people and is kept.
 */
const INBOX = `
  WITH me AS (
    SELECT m.id, m.created_at, coalesce(r.vip_level, 0) AS level
      FROM members m LEFT JOIN reward_members r ON r.member_id = m.id
     WHERE m.merchant_code = $1 AND m.id = $2
  ), inbox AS (
    SELECT 'p' || mm.id AS id, 'PERSONAL' AS kind, mm.template, mm.params, NULL::jsonb AS title, NULL::jsonb AS content,
           mm.read_at IS NOT NULL AS read, mm.created_at
      FROM member_messages mm JOIN me ON me.id = mm.member_id
     WHERE mm.merchant_code = $1 AND mm.deleted_at IS NULL
    UNION ALL
    SELECT 'b' || b.id, 'PLATFORM', NULL, NULL, b.title, b.content, s.read_at IS NOT NULL, b.created_at
      FROM message_broadcasts b CROSS JOIN me
      LEFT JOIN message_broadcast_states s ON s.broadcast_id = b.id AND s.member_id = me.id
     WHERE b.merchant_code = $1 AND b.withdrawn_at IS NULL AND s.deleted_at IS NULL
       AND (b.target = 'MEMBERS' AND me.id = ANY (b.member_ids)
            OR b.created_at >= me.created_at AND (b.target = 'BRAND' OR b.target = 'VIP' AND me.level BETWEEN b.vip_min AND b.vip_max)
               AND NOT EXISTS (SELECT 1 FROM safer_exclusions x
                                WHERE x.member_id = me.id AND x.starts_at <= b.created_at AND x.ends_at > b.created_at))
  )`;

interface InboxRow {
  id: string;
  kind: 'PERSONAL' | 'PLATFORM';
  template: string | null;
  params: Record<string, string> | null;
  title: LocalizedText | null;
  content: LocalizedText | null;
  read: boolean;
  created_at: Date | string;
}

/** The member's unread count: the messageV2 badge (unreadMessage). */
export async function unreadCount(db: Queryable, member: InboxMember): Promise<number> {
  const [row] = await db.query<{ unread: string }>(`${INBOX} SELECT count(*)::text AS unread FROM inbox WHERE NOT read`, [member.merchantCode, member.memberId]);
  return Number(row?.unread ?? 0);
}

/** One page of the inbox, newest first, with the total and the unread count. */
export async function inboxPage(
  db: Queryable,
  member: InboxMember,
  window: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
  const params = [member.merchantCode, member.memberId];
  const [counts] = await db.query<{ total: string; unread: string }>(
    `${INBOX} SELECT count(*)::text AS total, count(*) FILTER (WHERE NOT read)::text AS unread FROM inbox`,
    params,
  );
  const rows = await db.query<InboxRow>(`${INBOX} SELECT * FROM inbox ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [...params, window.limit, window.offset]);
  return { rows, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

async function findInInbox(db: Queryable, member: InboxMember, id: string): Promise<InboxRow> {
  const [row] = await db.query<InboxRow>(`${INBOX} SELECT * FROM inbox WHERE id = $3`, [member.merchantCode, member.memberId, id]);
  if (!row) throw new ApiError(404, 'inbox.message.unknown');
  return row;
}

const numeric = (id: string) => id.slice(1);

/** Opens a message of the member's own inbox: it is read from now on. Another member's or a deleted one is 404. */
export async function markRead(db: Queryable, member: InboxMember, id: string): Promise<InboxRow> {
  const row = await findInInbox(db, member, id);
  if (row.read) return row;
  if (row.kind === 'PERSONAL') {
    await db.query('UPDATE member_messages SET read_at = coalesce(read_at, now()) WHERE id = $1 AND member_id = $2', [numeric(id), member.memberId]);
  } else {
    await db.query(
      `INSERT INTO message_broadcast_states (broadcast_id, member_id, read_at) VALUES ($1, $2, now())
       ON CONFLICT (broadcast_id, member_id) DO UPDATE SET read_at = coalesce(message_broadcast_states.read_at, now())`,
      [numeric(id), member.memberId],
    );
  }
  return { ...row, read: true };
}

/** Deletes a message from the member's own inbox (kept for the record, never shown again). */
export async function deleteMessage(db: Queryable, member: InboxMember, id: string): Promise<void> {
  const row = await findInInbox(db, member, id);
  if (row.kind === 'PERSONAL') {
    await db.query('UPDATE member_messages SET deleted_at = now() WHERE id = $1 AND member_id = $2', [numeric(id), member.memberId]);
  } else {
    await db.query(
      `INSERT INTO message_broadcast_states (broadcast_id, member_id, deleted_at) VALUES ($1, $2, now())
       ON CONFLICT (broadcast_id, member_id) DO UPDATE SET deleted_at = now()`,
      [numeric(id), member.memberId],
    );
  }
}

/** Every message of the inbox is read; answers how many were unread. */
export async function markAllRead(db: Queryable, member: InboxMember): Promise<number> {
  const params = [member.merchantCode, member.memberId];
  const personal = await db.query(
    'UPDATE member_messages SET read_at = now() WHERE merchant_code = $1 AND member_id = $2 AND read_at IS NULL AND deleted_at IS NULL RETURNING id',
    params,
  );
  const broadcasts = await db.query(
    `${INBOX} INSERT INTO message_broadcast_states (broadcast_id, member_id, read_at)
     SELECT substr(id, 2)::bigint, $2, now() FROM inbox WHERE kind = 'PLATFORM' AND NOT read
     ON CONFLICT (broadcast_id, member_id) DO UPDATE SET read_at = coalesce(message_broadcast_states.read_at, now())
     RETURNING broadcast_id`,
    params,
  );
  return personal.length + broadcasts.length;
}

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

/** Minor units as the site shows money (shared/src/format/money.ts): symbol, grouping, 2 decimals, the reader's digits. */
export function formatMoney(minorUnits: string, language: Language, symbol: string): string {
  const minor = BigInt(/^-?\d+$/.test(minorUnits) ? minorUnits : '0');
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 0 }).format(absolute / 100n);
  const cents = new Intl.NumberFormat(locales[language], { minimumIntegerDigits: 2, useGrouping: false }).format(Number(absolute % 100n));
  const decimal = new Intl.NumberFormat(locales[language]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${negative ? '-' : ''}${symbol}${whole}${decimal}${cents}`;
}

function formatTime(iso: string, reading: Reading): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locales[reading.language], { dateStyle: 'medium', timeStyle: 'short', timeZone: reading.timeZone }).format(at);
}

/** A template's parameters as the reader sees them: money formatted, the bonus's own title in their language, times in the brand's zone. */
function shownParams(params: Record<string, string>, reading: Reading): Record<string, string> {
  const shown: Record<string, string> = { ...params };
  if (params.amount !== undefined) shown.amount = formatMoney(params.amount, reading.language, reading.currencySymbol);
  if (params.titleEn !== undefined || params.titleBn !== undefined) shown.bonus = pickText({ en: params.titleEn, bn: params.titleBn }, reading.language, reading.fallback);
  if (params.at !== undefined) shown.time = formatTime(params.at, reading);
  return shown;
}

function templateText(template: string, part: 'title' | 'content', params: Record<string, string>, language: Language): string {
  const key = `inbox.template.${template}.${part}`;
  const text = translate(language, key as MessageKey, params);
  return text === key ? translate(language, `inbox.template.unknown.${part}`) : text;
}

/** A row in the reader's language: a personal message from its template, a broadcast from its own text. */
export function messageView(row: InboxRow, reading: Reading): InboxMessage {
  const createdAt = new Date(row.created_at).toISOString();
  if (row.kind === 'PERSONAL') {
    const params = shownParams(row.params ?? {}, reading);
    const template = row.template ?? 'unknown';
    return { id: row.id, kind: 'PERSONAL', template, title: templateText(template, 'title', params, reading.language), content: templateText(template, 'content', params, reading.language), read: row.read, createdAt };
  }
  return {
    id: row.id,
    kind: 'PLATFORM',
    template: null,
    title: sanitizePlainText(pickText(row.title, reading.language, reading.fallback)),
    content: sanitizePlainText(pickText(row.content, reading.language, reading.fallback)),
    read: row.read,
    createdAt,
  };
}
