import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus, type Language } from '../bus/event-bus';
import { localKeys, readStorage, writeStorage } from '../session/storage-keys';
import bnCommon from './locales/bn/common.json';

export const supportedLanguages: readonly Language[] = ['bn', 'en'];
export const defaultLanguage: Language = 'bn';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The page's one i18next instance: Bengali first, English the fallback. */
export const i18n = i18next.createInstance();

const stored = readStorage('local', localKeys.lang);
void i18n.use(initReactI18next).init({
  lng: isLanguage(stored) ? stored : defaultLanguage,
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  ns: ['common'],
  defaultNS: 'common',
  // English common strings are fetched when needed (see lazyNamespaces below).
  resources: { bn: { common: bnCommon } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});
syncDocumentLanguage(i18n.language);

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A remote adds its own namespace, in both languages, when it mounts. */
export function addNamespace(namespace: string, resources: Record<Language, Resource[string][string]>): void {
  for (const language of supportedLanguages) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, resources[language], true, false);
    }
  }
}

type Catalogue = Record<string, unknown>;
type CatalogueLoader = () => Promise<Catalogue>;
const lazyNamespaces = new Map<string, Record<Language, CatalogueLoader>>([
  ['common', { bn: async () => bnCommon, en: () => import(/* webpackChunkName: "common-en" */ './locales/en/common.json') }],
]);

/**
 * A namespace whose catalogues are fetched one language at a time: a Bengali reader never
 * downloads the English strings (every catalogue is complete in both languages — tests check —
 * so the English fallback is not needed at run time). Resolves once the current language is in.
 */
export async function addLazyNamespace(namespace: string, loaders: Record<Language, CatalogueLoader>): Promise<void> {
  lazyNamespaces.set(namespace, loaders);
  await loadLanguage(isLanguage(i18n.language) ? i18n.language : defaultLanguage);
}

/** Fetches every lazy namespace of a language that is not there yet. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(
    [...lazyNamespaces].map(async ([namespace, loaders]) => {
      if (i18n.hasResourceBundle(language, namespace)) return;
      const loaded = await loaders[language]();
      // A JSON chunk arrives as a module whose default export is the catalogue.
      const catalogue = typeof loaded.default === 'object' && loaded.default !== null ? (loaded.default as Catalogue) : loaded;
      i18n.addResourceBundle(language, namespace, catalogue, true, false);
    }),
  );
}

/**
 * Language switch of SPEC §4: stored language and history language updated, messages switched,
 * and the server told (the informing call is passed in to keep this module free of the client).
 */
export async function changeLanguage(language: Language, informServer?: (language: Language) => Promise<unknown>): Promise<void> {
  const previous = i18n.language;
  if (previous === language) return;
  writeStorage('local', localKeys.hisLang, previous);
  writeStorage('local', localKeys.lang, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  syncDocumentLanguage(language);
  bus.emit('language:changed', { language });
  if (informServer) await informServer(language).catch(() => undefined);
}

/**
 * At start: a stored choice the brand does not offer gives way to the brand's default language
 * (not stored, so the reader's own choice is kept for brands that do offer it).
 */
export async function settleLanguageForBrand(offered: readonly string[], brandDefault: string): Promise<void> {
  const languages = offered.filter(isLanguage);
  if (languages.length === 0 || (languages as string[]).includes(i18n.language)) return;
  const fallback = isLanguage(brandDefault) && languages.includes(brandDefault) ? brandDefault : languages[0]!;
  await loadLanguage(fallback);
  await i18n.changeLanguage(fallback);
  syncDocumentLanguage(fallback);
}
