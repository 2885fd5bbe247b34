import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './status-kit.module.css';

const messageMs = 3000;

/** Copies `text` to the clipboard and says whether it worked (a page on http has no clipboard). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('common');
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(() => setOutcome(null), messageMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      {/* The visible word starts the accessible name, so voice control finds the button by it. */}
      <button type="button" className={styles.small} aria-label={label} onClick={() => void copy()}>
        {t('actions.copy')}
      </button>
      <span role="status" className={outcome === 'failed' ? styles.error : styles.status}>
        {outcome === 'copied' ? t('actions.copied') : outcome === 'failed' ? t('actions.copyFailed') : ''}
      </span>
    </>
  );
}
