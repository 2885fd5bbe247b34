import type { Queryable } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import { type Language, type LocalizedText, pickText } from '../../platform/i18n/language';
import { sanitizePlainText, sanitizeRichText } from '../../platform/sanitize';
import type { Banner, Execution, HelpSection, LinkageType, Notice, Popup } from '@khela/contracts';

/** Reading localizes to one language and sanitizes again (rows may have been edited by hand). */
const richText = (text: LocalizedText, language: Language, fallback: Language) =>
  sanitizeRichText(pickText(text, language, fallback));
const plainText = (text: LocalizedText, language: Language, fallback: Language) =>
  sanitizePlainText(pickText(text, language, fallback));

interface Localizing {
  merchantCode: string;
  language: Language;
  fallback: Language;
}

export async function listBanners(db: Queryable, q: Localizing & { group?: string }): Promise<Banner[]> {
  const rows = await db.query<{
    id: number;
    group_name: string;
    image_url: LocalizedText;
    linkage_type: LinkageType;
    linkage: string | null;
    title: LocalizedText;
  }>(
    `SELECT id, group_name, image_url, linkage_type, linkage, title FROM banners
     WHERE merchant_code = $1 AND active AND ($2::text IS NULL OR group_name = $2)
     ORDER BY group_name, sort_order, id`,
    [q.merchantCode, q.group ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    groupName: r.group_name,
    url: pickText(r.image_url, q.language, q.fallback),
    linkageType: r.linkage_type,
    linkage: r.linkage,
    title: plainText(r.title, q.language, q.fallback),
  }));
}

interface AnnouncementRow {
  id: number;
  title: LocalizedText;
  content: LocalizedText;
  promotion_type: string | null;
}

async function listAnnouncements(
  db: Queryable,
  q: Localizing,
  kind: 'NOTICE' | 'POPUP' | 'PROMOTION',
  executions: Execution[] | null,
): Promise<Popup[]> {
  const rows = await db.query<AnnouncementRow>(
    `SELECT id, title, content, promotion_type FROM announcements
     WHERE merchant_code = $1 AND kind = $2 AND active
       AND ($3::jsonb IS NULL OR $3::jsonb ? execution)
     ORDER BY sort_order, id`,
    [q.merchantCode, kind, executions ? json(executions) : null],
  );
  return rows.map((r) => ({
    id: r.id,
    title: plainText(r.title, q.language, q.fallback),
    content: richText(r.content, q.language, q.fallback),
    promotionType: r.promotion_type,
  }));
}

export async function listNotices(db: Queryable, q: Localizing): Promise<Notice[]> {
  const rows = await listAnnouncements(db, q, 'NOTICE', null);
  return rows.map(({ id, title, content }) => ({ id, title, content }));
}

/** First login sees the logged-in popups too (SPEC §2: A, plus F on first login). */
export function popupExecutions(execution: Execution): Execution[] {
  return execution === 'F' ? ['A', 'F'] : [execution];
}

export const listPopups = (db: Queryable, q: Localizing, execution: Execution) =>
  listAnnouncements(db, q, 'POPUP', popupExecutions(execution));

export const listPromotions = (db: Queryable, q: Localizing) => listAnnouncements(db, q, 'PROMOTION', null);

export async function listHelpSections(db: Queryable, q: Localizing & { device: string }): Promise<HelpSection[]> {
  const rows = await db.query<{ id: number; key: string; title: LocalizedText; content: LocalizedText }>(
    `SELECT id, key, title, content FROM help_sections
     WHERE merchant_code = $1 AND device = $2 AND NOT hidden ORDER BY sort_order, id`,
    [q.merchantCode, q.device],
  );
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    title: plainText(r.title, q.language, q.fallback),
    content: richText(r.content, q.language, q.fallback),
  }));
}
