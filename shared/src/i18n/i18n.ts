import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus, type Language } from '../bus/event-bus';
import { localKeys, readStorage, writeStorage } from '../session/storage-keys';
import bnCommon from './locales/bn/common.json';
import enCommon from './locales/en/common.json';

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
  resources: { bn: { common: bnCommon }, en: { common: enCommon } },
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

/**
 * Language switch of SPEC §4: stored language and history language updated, messages switched,
 * and the server told (the informing call is passed in to keep this module free of the client).
 */
export async function changeLanguage(language: Language, informServer?: (language: Language) => Promise<unknown>): Promise<void> {
  const previous = i18n.language;
  if (previous === language) return;
  writeStorage('local', localKeys.hisLang, previous);
  writeStorage('local', localKeys.lang, language);
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
  await i18n.changeLanguage(fallback);
  syncDocumentLanguage(fallback);
}
