import { calls, changeLanguage, isLanguage, merchantLanguagesAtom, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './widgets.module.css';

/** Bengali / English switch; the choice is stored by changeLanguage so it survives a reload. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const languages = useAtomValue(merchantLanguagesAtom);
  const id = useId();
  return (
    <div className={styles.language} data-compact={compact}>
      <label htmlFor={id} className={compact ? 'kh-visually-hidden' : styles.languageLabel}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void changeLanguage(next, calls.updateLanguage);
        }}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
