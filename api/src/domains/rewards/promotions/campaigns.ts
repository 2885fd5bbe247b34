import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  CAMPAIGN_RULES_SCHEMAS,
  type CampaignCategory,
  type CampaignEligibility,
  CampaignEligibilitySchema,
  CampaignSaveBodySchema,
  type CampaignKind,
  type CampaignSaveBody,
  type OpsCampaign,
} from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { sanitizePlainText, sanitizeRichText } from '../../../platform/sanitize';

/** A brand's campaign (docs/adr/0016 §4); `rules` has passed its kind's schema. */
export interface Campaign {
  id: string;
  merchantCode: string;
  code: string;
  kind: CampaignKind;
  category: CampaignCategory;
  titleEn: string;
  titleBn: string;
  summaryEn: string;
  summaryBn: string;
  termsEn: string;
  termsBn: string;
  image: string | null;
  sort: number;
  startsAt: Date;
  endsAt: Date | null;
  enabled: boolean;
  approval: 'auto' | 'operator';
  rules: Record<string, unknown>;
  eligibility: CampaignEligibility;
}

interface CampaignRow {
  id: string;
  merchant_code: string;
  code: string;
  kind: CampaignKind;
  category: CampaignCategory;
  title_en: string;
  title_bn: string;
  summary_en: string;
  summary_bn: string;
  terms_en: string;
  terms_bn: string;
  image: string | null;
  sort: number;
  starts_at: Date;
  ends_at: Date | null;
  enabled: boolean;
  approval: 'auto' | 'operator';
  rules: Record<string, unknown>;
  eligibility: CampaignEligibility;
}

const COLUMNS = `id::text, merchant_code, code, kind, category, title_en, title_bn, summary_en, summary_bn, terms_en, terms_bn, image, sort,
  starts_at, ends_at, enabled, approval, rules, eligibility`;

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    code: row.code,
    kind: row.kind,
    category: row.category,
    titleEn: row.title_en,
    titleBn: row.title_bn,
    summaryEn: row.summary_en,
    summaryBn: row.summary_bn,
    // Sanitized when written and again when read: a row edited by hand cannot leak a script.
    termsEn: sanitizeRichText(row.terms_en),
    termsBn: sanitizeRichText(row.terms_bn),
    image: row.image,
    sort: Number(row.sort),
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    enabled: row.enabled,
    approval: row.approval,
    rules: row.rules ?? {},
    eligibility: row.eligibility ?? {},
  };
}

export async function findCampaign(db: Queryable, merchantCode: string, code: string, options: { forUpdate?: boolean } = {}): Promise<Campaign | null> {
  const [row] = await db.query<CampaignRow>(
    `SELECT ${COLUMNS} FROM campaigns WHERE merchant_code = $1 AND code = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [merchantCode, code],
  );
  return row ? toCampaign(row) : null;
}

export async function findCampaignById(db: Queryable, id: string): Promise<Campaign | null> {
  const [row] = await db.query<CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE id = $1`, [id]);
  return row ? toCampaign(row) : null;
}

/** The brand's campaigns in the page's order; `live` keeps the enabled ones not yet ended. */
export async function listCampaigns(db: Queryable, merchantCode: string, options: { live?: { at: Date }; kinds?: readonly CampaignKind[] } = {}): Promise<Campaign[]> {
  const rows = await db.query<CampaignRow>(
    `SELECT ${COLUMNS} FROM campaigns
      WHERE merchant_code = $1
        AND ($2::timestamptz IS NULL OR (enabled AND (ends_at IS NULL OR ends_at > $2)))
        AND ($3::text[] IS NULL OR kind = ANY($3::text[]))
      ORDER BY sort, starts_at DESC, id`,
    [merchantCode, options.live?.at ?? null, options.kinds ? [...options.kinds] : null],
  );
  return rows.map(toCampaign);
}

// The schemas are plain JSON Schema (StringEnum is an `enum`): ajv reads them as the routes do.
const ajv = addFormats(new Ajv({ allErrors: false, strict: false }));
const validators = new Map<object, ValidateFunction>();

/** The first schema error as "path: message" (the operator's hint), or null when the value fits. */
function firstError(schema: object, value: unknown): string | null {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  if (validate(value)) return null;
  const [error] = validate.errors ?? [];
  const extra = error?.keyword === 'additionalProperties' ? `/${String((error.params as { additionalProperty?: string }).additionalProperty)}` : '';
  return `${error?.instancePath || ''}${extra || (error?.instancePath ? '' : '/')}: ${error?.message ?? 'invalid'}`.slice(0, 200);
}

/** Bad rules are a translated 400 naming the first field at fault; nothing is written. */
export function checkCampaignRules(kind: CampaignKind, rules: unknown, eligibility: unknown): void {
  const rulesError = firstError(CAMPAIGN_RULES_SCHEMAS[kind], rules);
  if (rulesError) throw new ApiError(400, 'promotion.rules.invalid', { field: rulesError });
  const eligibilityError = firstError(CampaignEligibilitySchema, eligibility);
  if (eligibilityError) throw new ApiError(400, 'promotion.eligibility.invalid', { field: eligibilityError });
  const levels = (eligibility as CampaignEligibility).vipLevels;
  if (levels && levels[0] > levels[1]) throw new ApiError(400, 'promotion.eligibility.invalid', { field: '/vipLevels: min above max' });
  if (kind === 'loss_rescue') {
    const bands = (rules as { bands: { minLoss: number; maxLoss?: number }[] }).bands;
    const bad = bands.findIndex((band) => band.maxLoss !== undefined && band.maxLoss < band.minLoss);
    if (bad >= 0) throw new ApiError(400, 'promotion.rules.invalid', { field: `/bands/${bad}: maxLoss below minLoss` });
  }
  if (kind === 'daily_signin') {
    const days = (rules as { days: { day: number }[] }).days.map((entry) => entry.day);
    if (days.some((day, index) => day !== index + 1)) throw new ApiError(400, 'promotion.rules.invalid', { field: '/days: numbered 1, 2, 3… in order' });
  }
}

/**
 * Creates or replaces a campaign from the operator's body: rules checked against the kind's
 * schema, titles as plain text, terms sanitized. A saved campaign keeps its kind (its entries mean
 * what the kind says). Answers the campaign and what it was before (for the action record).
 */
export async function saveCampaign(tx: Queryable, body: CampaignSaveBody): Promise<{ campaign: Campaign; previous: Campaign | null }> {
  // The route has checked this already; the CLI's database path has not.
  const bodyError = firstError(CampaignSaveBodySchema, body);
  if (bodyError) throw new ApiError(400, 'promotion.campaign.invalid', { field: bodyError });
  const eligibility = body.eligibility ?? {};
  checkCampaignRules(body.kind, body.rules, eligibility);
  const startsAt = new Date(body.startsAt);
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  if (endsAt && endsAt <= startsAt) throw new ApiError(400, 'promotion.schedule.invalid');
  const previous = await findCampaign(tx, body.merchant, body.code, { forUpdate: true });
  if (previous && previous.kind !== body.kind) throw new ApiError(409, 'promotion.kind.locked');
  const values = [
    body.merchant,
    body.code,
    body.kind,
    body.category,
    sanitizePlainText(body.titleEn),
    sanitizePlainText(body.titleBn),
    sanitizePlainText(body.summaryEn ?? ''),
    sanitizePlainText(body.summaryBn ?? ''),
    sanitizeRichText(body.termsEn ?? ''),
    sanitizeRichText(body.termsBn ?? ''),
    body.image ?? null,
    body.sort ?? 0,
    startsAt,
    endsAt,
    body.enabled ?? previous?.enabled ?? true,
    body.approval ?? 'auto',
    JSON.stringify(body.rules),
    JSON.stringify(eligibility),
  ];
  const [row] = await tx.query<CampaignRow>(
    `INSERT INTO campaigns (merchant_code, code, kind, category, title_en, title_bn, summary_en, summary_bn, terms_en, terms_bn, image, sort,
                            starts_at, ends_at, enabled, approval, rules, eligibility)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18::jsonb)
     ON CONFLICT (merchant_code, code) DO UPDATE SET
       category = EXCLUDED.category, title_en = EXCLUDED.title_en, title_bn = EXCLUDED.title_bn, summary_en = EXCLUDED.summary_en,
       summary_bn = EXCLUDED.summary_bn, terms_en = EXCLUDED.terms_en, terms_bn = EXCLUDED.terms_bn, image = EXCLUDED.image,
       sort = EXCLUDED.sort, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, enabled = EXCLUDED.enabled,
       approval = EXCLUDED.approval, rules = EXCLUDED.rules, eligibility = EXCLUDED.eligibility, updated_at = now()
     RETURNING ${COLUMNS}`,
    values,
  );
  return { campaign: toCampaign(row!), previous };
}

export async function setCampaignEnabled(tx: Queryable, merchantCode: string, code: string, enabled: boolean): Promise<Campaign> {
  const [row] = await tx.query<CampaignRow>(
    `UPDATE campaigns SET enabled = $3, updated_at = now() WHERE merchant_code = $1 AND code = $2 RETURNING ${COLUMNS}`,
    [merchantCode, code, enabled],
  );
  if (!row) throw new ApiError(404, 'promotion.unknown');
  return toCampaign(row);
}

export function opsCampaignView(campaign: Campaign): OpsCampaign {
  return {
    code: campaign.code,
    kind: campaign.kind,
    category: campaign.category,
    titleEn: campaign.titleEn,
    titleBn: campaign.titleBn,
    summaryEn: campaign.summaryEn,
    summaryBn: campaign.summaryBn,
    termsEn: campaign.termsEn,
    termsBn: campaign.termsBn,
    image: campaign.image,
    sort: campaign.sort,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt?.toISOString() ?? null,
    enabled: campaign.enabled,
    approval: campaign.approval,
    rules: campaign.rules,
    eligibility: campaign.eligibility,
  };
}
