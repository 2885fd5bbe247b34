import { useTranslation } from 'react-i18next';
import { isLanguage, defaultLanguage } from './i18n';
import type { Language } from '../bus/event-bus';

/** The reader's language as a typed value, re-rendering on a switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
