import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ruleMessage, type RuleViolation } from '@khela/contracts/rules';
import type { Db } from '../../../platform/db/db';
import { json } from '../../../platform/db/db';
import type { RegisterRule } from '../../../platform/merchant/merchant';
import { forgetMerchants } from '../../../platform/merchant/merchant-cache';
import { type Caller, plain, sealed, sliderPass } from '../../../test/identity';

/**
 * Support for the registration, password and trial tests: unique names, numbers and IPs so tests
 * can share one app (one database per file keeps the suite's time reasonable), the brand switches
 * a test turns and puts back, and the reader's text of a rule violation.
 */
let sequence = 0;
const next = () => (sequence += 1);

/** A username that fits the demo brand's rule (a letter first, letters and digits, 6–11). */
export const freshUsername = (prefix = 'reg') => `${prefix}${String(next()).padStart(5, '0')}`.slice(0, 11);
/** A Bangladeshi mobile number as typed (trunk zero, 11 digits) that no seeded member has. */
export const freshMobile = () => `0191${String(1_000_000 + next()).slice(-7)}`;
/** The E.164 form the outbox and the codes are keyed by. */
export const e164 = (typed: string) => `+880${typed.replace(/^0+/, '')}`;
/** An IP of its own, so the per-IP code limits of one test never touch another. */
export const freshIp = () => {
  const n = next();
  return `10.${20 + Math.floor(n / 60000)}.${Math.floor(n / 250) % 240}.${(n % 250) + 1}`;
};

export const GOOD_PASSWORD = 'Tiger2026x';

/** What the register popup adds to the fields (shell register-payload.ts), with a slider pass. */
export async function registerBody(db: Db, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  return {
    countryDialingCode: '880',
    domain: 'khela.example',
    registerUrl: 'https://khela.example/?register=1',
    registerMethod: 'WEB',
    login: true,
    ageConfirmed: true,
    sliderToken: await sliderPass(db),
    ...fields,
  };
}

export function register(app: FastifyInstance, mode: 'register' | 'registerMobile', body: Record<string, unknown>, caller: Caller) {
  return sealed(app, 'PUT', `/wps/member/${mode}`, body, caller);
}

/** Asks the registration SMS and returns nothing; the code is read from the outbox by the caller. */
export async function requestRegisterCode(app: FastifyInstance, db: Db, mobileNo: string, ip: string) {
  return plain(app, 'POST', '/wps/member/register/sms', { countryDialingCode: '880', mobileNo, sliderToken: await sliderPass(db) }, { ip, language: 'en' });
}

export async function memberCount(db: Db): Promise<number> {
  const [row] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM members');
  return Number(row!.n);
}

/** Lets a send to the same destination happen again, as if a minute had passed (one send per 60 s). */
export async function ageCodes(db: Db, seconds = 61): Promise<void> {
  await db.query('UPDATE verification_codes SET created_at = created_at - make_interval(secs => $1)', [seconds]);
}

interface BrandRow {
  whitelabel_switches: Record<string, boolean>;
  register_rules: RegisterRule[];
  identity_settings: Record<string, unknown>;
}

/**
 * Runs `body` with the brand changed as an operator would change it (the app reads the brand per
 * request), and puts the brand back afterwards whatever happens.
 */
export async function withBrand<T>(
  db: Db,
  change: {
    switches?: Record<string, boolean>;
    rules?: (rules: RegisterRule[]) => RegisterRule[];
    identity?: Record<string, unknown>;
  },
  body: () => Promise<T>,
  merchant = 'khela',
): Promise<T> {
  const [before] = await db.query<BrandRow>('SELECT whitelabel_switches, register_rules, identity_settings FROM merchants WHERE code = $1', [merchant]);
  if (!before) throw new Error(`no brand ${merchant}`);
  const switches = { ...before.whitelabel_switches, ...(change.switches ?? {}) };
  const rules = change.rules ? change.rules(before.register_rules) : before.register_rules;
  const identity = { ...(before.identity_settings ?? {}), ...(change.identity ?? {}) };
  const save = async (s: unknown, r: unknown, i: unknown) => {
    await db.query('UPDATE merchants SET whitelabel_switches = $2::jsonb, register_rules = $3::jsonb, identity_settings = $4::jsonb WHERE code = $1', [
      merchant, json(s), json(r), json(i),
    ]);
    // As an operator's change would: the app's next request reads the brand anew.
    forgetMerchants();
  };
  await save(switches, rules, identity);
  try {
    return await body();
  } finally {
    await save(before.whitelabel_switches, before.register_rules, before.identity_settings);
  }
}

export const enableRule = (field: string, required = false) => (rules: RegisterRule[]) =>
  rules.map((rule) => (rule.field === field ? { ...rule, enabled: true, required } : rule));

// The page's own catalogue (shared/src/i18n/locales): what the reader sees beside the field.
const catalogues = new Map<string, Record<string, unknown>>();
function catalogue(language: 'en' | 'bn'): Record<string, unknown> {
  let found = catalogues.get(language);
  if (!found) {
    const file = path.resolve(__dirname, '../../../../../shared/src/i18n/locales', language, 'common.json');
    found = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    catalogues.set(language, found);
  }
  return found;
}

/** A minimal i18next `t` over the shared catalogue: 'common:rules.x' with {{name}} values. */
function translator(language: 'en' | 'bn') {
  return (key: string, options: Record<string, unknown> = {}): string => {
    const [, dotted = key] = key.split(':');
    let node: unknown = catalogue(language);
    for (const part of dotted.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return typeof options.defaultValue === 'string' ? options.defaultValue : key;
    return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
  };
}

/** The reader's message for a violation the api sent (value.violations), as the popup renders it. */
export function readerMessage(violation: RuleViolation, language: 'en' | 'bn' = 'en'): string {
  return ruleMessage(translator(language), violation);
}
