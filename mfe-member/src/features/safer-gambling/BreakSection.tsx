import { bus, clearSession, modal, navigate, unwrap, useMutation, type ApiError } from '@khela/shared';
import { formStyles } from '@khela/shared/reports';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { saferCalls, type BreakChoice } from './safer-calls';
import { useSaferFormat } from './use-safer-format';
import styles from './safer.module.css';

const TIMEOUT_MAX_DAYS = 42;
type Option = '24h' | '1w' | '1m' | 'days' | '6m' | '1y' | '5y';
const TIMEOUTS: readonly Option[] = ['24h', '1w', '1m', 'days'];
const EXCLUSIONS: readonly Option[] = ['6m', '1y', '5y'];

function choiceOf(option: Option, days: number): BreakChoice {
  if (option === 'days') return { kind: 'timeout', duration: 'days', days };
  if (option === '24h' || option === '1w' || option === '1m') return { kind: 'timeout', duration: option };
  return { kind: 'self_exclusion', duration: option };
}

/**
 * LCCP 3.5: a time-out (24 hours, a week, a month, or 1–42 days) or self-exclusion (6 months, 1
 * year, 5 years), immediate, behind a tick box. On success the member is told until when, signed
 * out here (the api has already ended every session) and taken home.
 */
export function BreakSection() {
  const { t } = useTranslation('member');
  const { dateTime } = useSaferFormat();
  const [option, setOption] = useState<Option>('24h');
  const [days, setDays] = useState('7');
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = useId();

  const take = useMutation<{ kind: string; endsAt: string }, ApiError, BreakChoice>({
    mutationFn: (choice) => unwrap(saferCalls.takeBreak(choice)),
    onSuccess: (answer) => {
      navigate('/');
      clearSession();
      bus.emit('session:logout', { reason: 'user' });
      modal.open({ icon: 'info', text: t(answer.kind === 'timeout' ? 'safer.break.doneTimeout' : 'safer.break.doneSelf', { until: dateTime(answer.endsAt) }) });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const count = Number(days);
    if (option === 'days' && !(Number.isInteger(count) && count >= 1 && count <= TIMEOUT_MAX_DAYS)) {
      setProblem(t('safer.break.daysInvalid', { max: TIMEOUT_MAX_DAYS }));
      return;
    }
    if (!ticked) {
      setProblem(t('safer.break.tickRequired'));
      return;
    }
    take.mutate(choiceOf(option, count));
  };

  const radio = (value: Option) => (
    <label key={value} className={styles.choice}>
      <input type="radio" name={name} value={value} checked={option === value} onChange={() => setOption(value)} data-testid={`safer-break-${value}`} />
      {t(`safer.break.option.${value}`)}
    </label>
  );
  const message = problem ?? take.error?.message ?? null;

  return (
    <Section title={t('safer.break.title')} testId="safer-break">
      <p className={formStyles.hint}>{t('safer.break.intro')}</p>
      <form className={styles.limits} onSubmit={onSubmit} noValidate aria-label={t('safer.break.title')}>
        <fieldset className={styles.group}>
          <legend>{t('safer.break.timeout')}</legend>
          <div className={styles.choices}>{TIMEOUTS.map(radio)}</div>
          {option === 'days' && (
            <div className={styles.row}>
              <label htmlFor={`${name}-days`}>{t('safer.break.days', { max: TIMEOUT_MAX_DAYS })}</label>
              <input id={`${name}-days`} type="number" min={1} max={TIMEOUT_MAX_DAYS} inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} data-testid="safer-break-days-count" />
            </div>
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('safer.break.selfExclusion')}</legend>
          <p className={styles.usage}>{t('safer.break.selfHint')}</p>
          <div className={styles.choices}>{EXCLUSIONS.map(radio)}</div>
        </fieldset>
        <label className={styles.tick}>
          <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} data-testid="safer-break-tick" aria-describedby={message ? `${name}-problem` : undefined} />
          <span>{t('safer.break.tick')}</span>
        </label>
        {message && (
          <p id={`${name}-problem`} role="alert" className={formStyles.fieldError} data-testid="safer-break-error">
            {message}
          </p>
        )}
        <button type="submit" className={formStyles.primary} disabled={take.isPending} data-testid="safer-break-submit">
          {t('safer.break.submit')}
        </button>
      </form>
    </Section>
  );
}
