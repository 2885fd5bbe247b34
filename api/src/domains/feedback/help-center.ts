import { json, type Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { type Language, type LocalizedText, pickText } from '../../platform/i18n/language';
import { findMerchant } from '../../platform/merchant/merchant-repo';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { sanitizePlainText, sanitizeRichText } from '../../platform/sanitize';
import type { HelpSearchHit, OpsHelpSection, OpsHelpSectionBody } from '@khela/contracts';

/** The help center is written for the web device (SPEC §7 "help content (lang, device WEB)"). */
const DEVICE = 'WEB';

interface SectionRow {
  key: string;
  title: LocalizedText;
  content: LocalizedText;
  sort_order: number;
  hidden: boolean;
  updated_at: Date;
}

const view = (row: SectionRow): OpsHelpSection => ({
  key: row.key,
  title: row.title as Record<string, string>,
  content: row.content as Record<string, string>,
  sortOrder: row.sort_order,
  hidden: row.hidden,
  updatedAt: row.updated_at.toISOString(),
});

async function brandLanguages(db: Queryable, merchantCode: string): Promise<Language[]> {
  const merchant = await findMerchant(db, merchantCode);
  if (!merchant) throw new ApiError(404, 'help.merchant.unknown', { merchant: merchantCode.slice(0, 32) });
  return merchant.languages;
}

/** Every section of a brand as operators edit it (hidden ones too), in the order shown. */
export async function listOpsHelpSections(db: Queryable, merchantCode: string): Promise<OpsHelpSection[]> {
  await brandLanguages(db, merchantCode);
  const rows = await db.query<SectionRow>(
    'SELECT key, title, content, sort_order, hidden, updated_at FROM help_sections WHERE merchant_code = $1 AND device = $2 ORDER BY sort_order, id',
    [merchantCode, DEVICE],
  );
  return rows.map(view);
}

/** Sanitizes each language given (titles: plain text; bodies: the project's HTML policy); empty after cleaning means absent. */
function cleanText(text: LocalizedText | undefined, languages: Language[], clean: (value: string) => string): LocalizedText {
  const out: LocalizedText = {};
  for (const [language, value] of Object.entries(text ?? {})) {
    if (!languages.includes(language as Language)) throw new ApiError(400, 'help.section.language', { language: language.slice(0, 8) });
    const cleaned = clean(value ?? '').trim();
    if (cleaned) out[language as Language] = cleaned;
  }
  return out;
}

/**
 * Creates or edits a section (key kept; languages given replace theirs, others stay), its place
 * and whether it is hidden; HTML goes through the sanitizer before it is stored. Recorded as
 * help.section.save with what changed.
 */
export async function saveHelpSection(db: Queryable, actor: OperatorActor, key: string, body: OpsHelpSectionBody): Promise<OpsHelpSection> {
  const languages = await brandLanguages(db, body.merchant);
  const title = cleanText(body.title, languages, sanitizePlainText);
  const content = cleanText(body.content, languages, sanitizeRichText);
  const [existing] = await db.query<SectionRow>(
    'SELECT key, title, content, sort_order, hidden, updated_at FROM help_sections WHERE merchant_code = $1 AND device = $2 AND key = $3 FOR UPDATE',
    [body.merchant, DEVICE, key],
  );
  let row: SectionRow;
  if (!existing) {
    if (Object.keys(title).length === 0 || Object.keys(content).length === 0) throw new ApiError(400, 'help.section.empty');
    const [last] = await db.query<{ next: number }>('SELECT coalesce(max(sort_order) + 1, 0) AS next FROM help_sections WHERE merchant_code = $1 AND device = $2', [body.merchant, DEVICE]);
    [row] = (await db.query<SectionRow>(
      `INSERT INTO help_sections (merchant_code, key, device, title, content, sort_order, hidden)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) RETURNING key, title, content, sort_order, hidden, updated_at`,
      [body.merchant, key, DEVICE, json(title), json(content), body.sortOrder ?? Number(last?.next ?? 0), body.hidden ?? false],
    )) as [SectionRow];
  } else {
    [row] = (await db.query<SectionRow>(
      `UPDATE help_sections SET title = title || $4::jsonb, content = content || $5::jsonb,
              sort_order = coalesce($6, sort_order), hidden = coalesce($7, hidden), updated_at = now()
        WHERE merchant_code = $1 AND device = $2 AND key = $3 RETURNING key, title, content, sort_order, hidden, updated_at`,
      [body.merchant, DEVICE, key, json(title), json(content), body.sortOrder ?? null, body.hidden ?? null],
    )) as [SectionRow];
  }
  await recordOperatorAction(db, actor, {
    action: 'help.section.save',
    merchantCode: body.merchant,
    target: `help:${key}`,
    details: {
      created: !existing,
      languages: [...new Set([...Object.keys(title), ...Object.keys(content)])],
      ...(body.sortOrder === undefined ? {} : { sortOrder: body.sortOrder }),
      ...(body.hidden === undefined ? {} : { hidden: body.hidden }),
    },
  });
  return view(row);
}

/** Puts the sections in the order given: every key of the brand exactly once. Recorded as help.section.order. */
export async function reorderHelpSections(db: Queryable, actor: OperatorActor, merchantCode: string, keys: string[]): Promise<OpsHelpSection[]> {
  const current = await listOpsHelpSections(db, merchantCode);
  const known = new Set(current.map((section) => section.key));
  if (new Set(keys).size !== keys.length || keys.length !== known.size || keys.some((key) => !known.has(key))) throw new ApiError(400, 'help.order.mismatch');
  for (const [index, key] of keys.entries()) {
    await db.query('UPDATE help_sections SET sort_order = $4, updated_at = now() WHERE merchant_code = $1 AND device = $2 AND key = $3', [merchantCode, DEVICE, key, index]);
  }
  await recordOperatorAction(db, actor, { action: 'help.section.order', merchantCode, target: 'help', details: { keys } });
  return listOpsHelpSections(db, merchantCode);
}

/** The text a reader sees of a section's HTML: tags dropped, entities read, white space folded. */
export function plainTextOf(html: string): string {
  return sanitizePlainText(html.replace(/<(br|\/p|\/li|\/h\d|\/div|\/tr)\b[^>]*>/gi, ' $&'))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function excerptAround(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + length + 80);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Searches the visible sections of a brand in one language, across titles and bodies (as text,
 * never the markup): every word of the query must appear, case folded. Title hits come first,
 * then the help center's own order. The help center is a few dozen sections: read and matched here.
 */
export async function searchHelpSections(db: Queryable, q: { merchantCode: string; language: Language; fallback: Language; query: string }): Promise<HelpSearchHit[]> {
  const words = q.query.toLocaleLowerCase().split(/\s+/u).filter((word) => word.length > 0).slice(0, 8);
  if (words.length === 0) return [];
  const rows = await db.query<{ key: string; title: LocalizedText; content: LocalizedText }>(
    'SELECT key, title, content FROM help_sections WHERE merchant_code = $1 AND device = $2 AND NOT hidden ORDER BY sort_order, id',
    [q.merchantCode, DEVICE],
  );
  const hits: Array<HelpSearchHit & { inTitle: boolean }> = [];
  for (const row of rows) {
    const title = plainTextOf(pickText(row.title, q.language, q.fallback));
    const body = plainTextOf(sanitizeRichText(pickText(row.content, q.language, q.fallback)));
    const titleLower = title.toLocaleLowerCase();
    const bodyLower = body.toLocaleLowerCase();
    if (!words.every((word) => titleLower.includes(word) || bodyLower.includes(word))) continue;
    const at = words.map((word) => bodyLower.indexOf(word)).filter((index) => index >= 0).sort((a, b) => a - b)[0];
    hits.push({
      key: row.key,
      title,
      excerpt: at === undefined ? excerptAround(body, 0, 0) : excerptAround(body, at, words[0]!.length),
      inTitle: words.some((word) => titleLower.includes(word)),
    });
  }
  return hits.sort((a, b) => Number(b.inTitle) - Number(a.inTitle)).map(({ inTitle: _inTitle, ...hit }) => hit);
}
