import type { Queryable } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import type { LocalizedText } from '../../platform/i18n/language';
import { sanitizePlainText, sanitizeRichText } from '../../platform/sanitize';
import type { Execution, LinkageType } from '@khela/contracts';

/** The write path for operator content (seed now, back-office later): HTML is sanitized before storage. */
function mapText(text: LocalizedText, clean: (s: string) => string): LocalizedText {
  return Object.fromEntries(Object.entries(text).map(([lang, value]) => [lang, clean(value ?? '')]));
}

export interface NewBanner {
  merchantCode: string;
  groupName: string;
  imageUrl: LocalizedText;
  linkageType: LinkageType;
  linkage?: string | null;
  title: LocalizedText;
  sortOrder?: number;
}

export async function insertBanner(db: Queryable, b: NewBanner): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO banners (merchant_code, group_name, image_url, linkage_type, linkage, title, sort_order)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb, $7) RETURNING id`,
    [b.merchantCode, b.groupName, json(b.imageUrl), b.linkageType, b.linkage ?? null,
      json(mapText(b.title, sanitizePlainText)), b.sortOrder ?? 0],
  );
  return rows[0]!.id;
}

export interface NewAnnouncement {
  merchantCode: string;
  kind: 'NOTICE' | 'POPUP' | 'PROMOTION';
  execution?: Execution | null;
  title: LocalizedText;
  content: LocalizedText;
  promotionType?: string | null;
  sortOrder?: number;
}

export async function insertAnnouncement(db: Queryable, a: NewAnnouncement): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO announcements (merchant_code, kind, execution, title, content, promotion_type, sort_order)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) RETURNING id`,
    [a.merchantCode, a.kind, a.execution ?? null, json(mapText(a.title, sanitizePlainText)),
      json(mapText(a.content, sanitizeRichText)), a.promotionType ?? null, a.sortOrder ?? 0],
  );
  return rows[0]!.id;
}

export interface NewHelpSection {
  merchantCode: string;
  key: string;
  device?: string;
  title: LocalizedText;
  content: LocalizedText;
  sortOrder?: number;
}

export async function upsertHelpSection(db: Queryable, h: NewHelpSection): Promise<void> {
  await db.query(
    `INSERT INTO help_sections (merchant_code, key, device, title, content, sort_order)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)
     ON CONFLICT (merchant_code, device, key)
     DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, sort_order = EXCLUDED.sort_order`,
    [h.merchantCode, h.key, h.device ?? 'WEB', json(mapText(h.title, sanitizePlainText)),
      json(mapText(h.content, sanitizeRichText)), h.sortOrder ?? 0],
  );
}
