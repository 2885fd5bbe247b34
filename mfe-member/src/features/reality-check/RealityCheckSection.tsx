import { type ApiError, configAtom, currencySymbolAtom, formatDateTime, formatMoney, formatNumber, realityCheckCalls, realityCheckQueryKey, unwrap, useLanguage, useQuery, useQueryClient } from '@khela/shared';
import { formStyles, LoadStatus } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import panelStyles from '@/components/panel.module.css';
import styles from './reality-check.module.css';

/**
 * Reality checks (RTS 13, docs/safer-gambling-reality.md): the member chooses how often to be
 * reminded (off or every N minutes, the api's list) and sees this session's time played and net
 * result. The shell shows the reminders; it reads the same query, so a new choice reschedules them.
 */
export function RealityCheckSection() {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(configAtom)?.merchant.timeZone ?? 'Asia/Dhaka';
  const queryClient = useQueryClient();
  const check = useQuery({ queryKey: realityCheckQueryKey, queryFn: () => unwrap(realityCheckCalls.get()), staleTime: 0 });
  const [chosen, setChosen] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  const name = useId();

  const value = check.data;
  useEffect(() => {
    if (value && chosen === null) setChosen(value.intervalMinutes);
  }, [value, chosen]);

  const save = async () => {
    if (chosen === null) return;
    setSaving(true);
    setSaved(null);
    setError(null);
    const result = await realityCheckCalls.setInterval(chosen);
    setSaving(false);
    if (result.ok) {
      queryClient.setQueryData(realityCheckQueryKey, result.value);
      setSaved(result.value.intervalMinutes);
      outcome.current?.focus();
    } else {
      setError(result.error.message);
      failure.current?.focus();
    }
  };

  const played = (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const hours = Math.floor(minutes / 60);
    return hours > 0
      ? t('realityCheck.hoursMinutes', { hours: formatNumber(hours, language), minutes: formatNumber(minutes % 60, language) })
      : t('realityCheck.minutes', { minutes: formatNumber(minutes, language) });
  };
  const label = (minutes: number) => (minutes === 0 ? t('realityCheck.off') : t('realityCheck.every', { minutes: formatNumber(minutes, language) }));

  return (
    <Section title={t('realityCheck.title')} testId="reality-check-section">
      <p className={styles.intro}>{t('realityCheck.intro')}</p>
      <LoadStatus loading={check.isPending} error={value ? null : (check.error as ApiError | null)} onRetry={() => void check.refetch()} shape="lines" count={3} />
      {value && (
        <>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <fieldset className={styles.options}>
              <legend>{t('realityCheck.legend')}</legend>
              {value.intervals.map((minutes) => (
                <label key={minutes} className={styles.option}>
                  <input type="radio" name={name} value={minutes} checked={chosen === minutes} onChange={() => setChosen(minutes)} />
                  {label(minutes)}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={formStyles.primary} disabled={saving || chosen === null}>
              {saving ? t('realityCheck.saving') : t('realityCheck.save')}
            </button>
          </form>
          <dl className={styles.figures} aria-label={t('realityCheck.session')}>
            <dt>{t('realityCheck.played')}</dt>
            <dd data-testid="reality-check-section-played">{played(value.playedSeconds)}</dd>
            <dt>{t('realityCheck.net')}</dt>
            <dd data-testid="reality-check-section-net">{formatMoney(value.result.net, { language, currencySymbol })}</dd>
            <dt>{t('realityCheck.nextDue')}</dt>
            <dd data-testid="reality-check-section-next">{value.nextDueAt ? formatDateTime(value.nextDueAt, language, timeZone) : t('realityCheck.none')}</dd>
          </dl>
        </>
      )}
      <p ref={outcome} tabIndex={-1} role="status" className={panelStyles.success} data-testid="reality-check-saved">
        {saved === null ? '' : saved === 0 ? t('realityCheck.savedOff') : t('realityCheck.savedEvery', { minutes: formatNumber(saved, language) })}
      </p>
      <p ref={failure} tabIndex={-1} role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
    </Section>
  );
}
