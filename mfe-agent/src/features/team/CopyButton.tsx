import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './team.module.css';

const messageMs = 3000;

/** Copies `text` and says whether it worked (a page on plain http has no clipboard). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('agent');
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
      <button type="button" className={styles.small} aria-label={label} onClick={() => void copy()}>
        {t('team.copy')}
      </button>
      <span role="status" className={outcome === 'failed' ? styles.error : styles.status}>
        {outcome === 'copied' ? t('team.copied') : outcome === 'failed' ? t('team.copyFailed') : ''}
      </span>
    </>
  );
}
