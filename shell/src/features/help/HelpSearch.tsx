import { calls, formatNumber, unwrap, useLanguage, useQuery } from '@khela/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/popups.module.css';

export interface HelpSearchProps {
  /** A result was chosen: the popup scrolls to that section. */
  onPick: (key: string) => void;
}

/**
 * The help center's search (GET /wps/help/search): titles and bodies of the visible sections, in
 * the page's language. Sent with Enter or the button (a phone on a slow network is not asked on
 * every key); the results are read out as they arrive.
 */
export function HelpSearch({ onPick }: HelpSearchProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery({
    queryKey: ['help-search', language, query],
    queryFn: () => unwrap(calls.helpSearch(query)),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim().slice(0, 100));
  };

  return (
    <div className={styles.helpSearch}>
      <form role="search" aria-label={t('popups.help.search')} onSubmit={submit} className={styles.helpSearchForm}>
        <label htmlFor={`${id}-q`} className={styles.helpSearchLabel}>
          {t('popups.help.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={styles.helpSearchInput}
          value={text}
          maxLength={100}
          aria-describedby={`${id}-hint`}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') setQuery('');
          }}
        />
        <button type="submit" className="kh-button kh-button--primary">
          {t('popups.help.searchButton')}
        </button>
        <small id={`${id}-hint`} className={styles.helpSearchHint}>
          {t('popups.help.searchHint')}
        </small>
      </form>
      <div aria-live="polite" className={styles.helpResults}>
        {query && results.isSuccess && (
          <>
            <p className={styles.helpSearchHint}>{results.data.length > 0 ? t('popups.help.resultCount', { n: formatNumber(results.data.length, language) }) : t('popups.help.noResults', { query })}</p>
            {results.data.length > 0 && (
              <ul className={styles.helpIndex} aria-label={t('popups.help.results')}>
                {results.data.map((hit) => (
                  <li key={hit.key}>
                    <button type="button" className={`${styles.titleButton} ${styles.hitButton}`} onClick={() => onPick(hit.key)} data-testid={`help-hit-${hit.key}`}>
                      <strong>{hit.title}</strong>
                      <span className={styles.helpExcerpt}>{hit.excerpt}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {query && results.isError && <p className={styles.helpSearchHint}>{results.error instanceof Error ? results.error.message : ''}</p>}
      </div>
    </div>
  );
}
