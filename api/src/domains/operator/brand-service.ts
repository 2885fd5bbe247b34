import { generateCsKey } from '../config';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import type { Language } from '../../platform/i18n/language';
import { DEFAULT_IDENTITY_SETTINGS, type Merchant } from '../../platform/merchant/merchant';
import { insertMerchant, findMerchant } from '../../platform/merchant/merchant-repo';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { registerRules } from '../../seed/demo-merchants';

export interface NewBrandRequest {
  code: string;
  name: string;
  /** The site's main host name, e.g. khela.com.bd. */
  mainDomain: string;
  currency?: string;
  currencySymbol?: string;
  timeZone?: string;
  /** The first is the default language. */
  languages?: Language[];
}

/**
 * A new brand with plain settings: username registration and login, no content, no vendors, no
 * payment channels, no social logins (each is the operator's next step). What a fresh production
 * database needs before the site can serve it (README "Running in production").
 */
export function newBrand(request: NewBrandRequest): Merchant {
  const languages = request.languages && request.languages.length > 0 ? request.languages : (['bn', 'en'] as Language[]);
  return {
    code: request.code,
    name: request.name,
    currency: request.currency ?? 'BDT',
    currencySymbol: request.currencySymbol ?? '৳',
    timeZone: request.timeZone ?? 'Asia/Dhaka',
    defaultLanguage: languages[0]!,
    languages,
    whitelabelSwitches: { USERNAMEREG3: true },
    registerRules: registerRules({ mobileRequired: false, payeeName: false, email: false }),
    customerService: [],
    domainRoutes: [{ domain: request.mainDomain, purpose: 'MAIN' }],
    resources: { logoUrl: '', appDownload: { ios: '', android: '' }, socialChannels: [] },
    imageCdns: ['/media'],
    launchGameCdns: ['/play'],
    analyticsGtagId: null,
    mainDomain: request.mainDomain,
    csKey: generateCsKey(),
    maintenance: { enabled: false, message: {} },
    restrictedCountries: [],
    singleWallet: false,
    identity: { ...DEFAULT_IDENTITY_SETTINGS, oidcProviders: [] },
  };
}

/** Opens a brand (an admin of every brand only), recorded in the action record. */
export async function createBrand(db: Db, actor: OperatorActor, request: NewBrandRequest): Promise<Merchant> {
  if (actor.role !== 'admin' || actor.merchantCode !== null) throw new ApiError(403, 'operator.forbidden');
  const brand = newBrand(request);
  return db.transaction(async (tx) => {
    if (await findMerchant(tx, brand.code)) throw new ApiError(409, 'operator.brand.taken', { merchant: brand.code });
    await insertMerchant(tx, brand);
    await recordOperatorAction(tx, actor, {
      action: 'merchant.create',
      merchantCode: brand.code,
      target: brand.code,
      details: { name: brand.name, mainDomain: brand.mainDomain, currency: brand.currency, languages: brand.languages },
    });
    return brand;
  });
}
