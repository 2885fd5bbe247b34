import { unwrap, useMutation, type ApiError } from '@khela/shared';
import { formStyles } from '@khela/shared/reports';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { amountText, LIMIT_KINDS, LIMIT_PERIODS, saferCalls, type LimitKind, type LimitPeriod, type SaferLimit, type SaferOverview } from './safer-calls';
import { useSaferFormat } from './use-safer-format';
import styles from './safer.module.css';

const keyOf = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}`;

/** A limit's line: its box, what is used of it, and a waiting increase with Confirm (after 24 hours) or Cancel. */
function LimitRow({ limit, value, onChange, onConfirm, busy, now }: { limit: SaferLimit; value: string; onChange: (text: string) => void; onConfirm: (accept: boolean) => void; busy: boolean; now: number }) {
  const { t } = useTranslation('member');
  const { money, dateTime } = useSaferFormat();
  const id = `safer-${limit.kind}-${limit.period}`;
  const confirmable = limit.pendingFrom !== null && new Date(limit.pendingFrom).getTime() <= now;
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{t(`safer.period.${limit.period}`)}</label>
      <input id={id} type="text" inputMode="decimal" autoComplete="off" value={value} placeholder={t('safer.limits.none')} onChange={(event) => onChange(event.target.value)} data-testid={id} aria-describedby={`${id}-usage`} />
      <p id={`${id}-usage`} className={styles.usage} data-testid={`${id}-usage`}>
        {limit.amount === null ? t('safer.limits.usedNoLimit', { used: money(Math.max(0, limit.used)) }) : t('safer.limits.used', { used: money(Math.max(0, limit.used)), limit: money(limit.amount) })}
      </p>
      {limit.pendingAmount !== null && (
        <div className={styles.pending} data-testid={`${id}-pending`}>
          <span>
            {limit.pendingAmount === 0 ? t('safer.limits.pendingRemoval') : t('safer.limits.pendingRaise', { amount: money(limit.pendingAmount) })}{' '}
            {confirmable ? t('safer.limits.confirmNow') : t('safer.limits.confirmFrom', { from: dateTime(limit.pendingFrom!) })}
          </span>
          <div className={styles.buttons}>
            <button type="button" className={formStyles.primary} disabled={!confirmable || busy} onClick={() => onConfirm(true)}>
              {t('safer.limits.confirm')}
            </button>
            <button type="button" className={formStyles.secondary} disabled={busy} onClick={() => onConfirm(false)}>
              {t('safer.limits.withdraw')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * RTS 12: deposit limits for 24 hours, 7 days and a month in free-text boxes (the lowest applies),
 * and the optional loss and wager limits. Only the boxes the member changed are sent; the api
 * applies a decrease at once and parks an increase for 24 hours and a confirmation.
 */
export function LimitsSection({ overview, onChange }: { overview: SaferOverview; onChange: (next: SaferOverview) => void }) {
  const { t } = useTranslation('member');
  const initial = () => Object.fromEntries(overview.limits.map((limit) => [keyOf(limit.kind, limit.period), amountText(limit.amount)]));
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [done, setDone] = useState<string | null>(null);
  const byKey = new Map(overview.limits.map((limit) => [keyOf(limit.kind, limit.period), limit]));

  const save = useMutation<SaferOverview, ApiError, Array<{ kind: LimitKind; period: LimitPeriod; amount: string }>>({
    mutationFn: (lines) => unwrap(saferCalls.setLimits(lines)),
    onSuccess: (next, lines) => {
      onChange(next);
      setTexts(Object.fromEntries(next.limits.map((limit) => [keyOf(limit.kind, limit.period), amountText(limit.amount)])));
      const waiting = lines.some((line) => next.limits.find((limit) => limit.kind === line.kind && limit.period === line.period)?.pendingAmount !== null);
      setDone(waiting ? t('safer.limits.savedWaiting') : t('safer.limits.saved'));
    },
  });
  const confirm = useMutation<SaferOverview, ApiError, { kind: LimitKind; period: LimitPeriod; accept: boolean }>({
    mutationFn: ({ kind, period, accept }) => unwrap(saferCalls.confirm(kind, period, accept)),
    onSuccess: (next, { accept }) => {
      onChange(next);
      setTexts(Object.fromEntries(next.limits.map((limit) => [keyOf(limit.kind, limit.period), amountText(limit.amount)])));
      setDone(accept ? t('safer.limits.confirmed') : t('safer.limits.withdrawn'));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const changed = overview.limits
      .filter((limit) => (texts[keyOf(limit.kind, limit.period)] ?? '').trim() !== amountText(limit.amount))
      .map((limit) => ({ kind: limit.kind, period: limit.period, amount: (texts[keyOf(limit.kind, limit.period)] ?? '').trim() }));
    if (changed.length === 0) {
      setDone(t('safer.limits.nothing'));
      return;
    }
    save.mutate(changed);
  };
  const error = save.error ?? confirm.error;
  const now = Date.now();

  return (
    <Section title={t('safer.limits.title')} testId="safer-limits">
      <p className={formStyles.hint}>{t('safer.limits.intro')}</p>
      <form className={styles.limits} onSubmit={onSubmit} noValidate aria-label={t('safer.limits.title')}>
        {LIMIT_KINDS.map((kind) => (
          <fieldset key={kind} className={styles.group} data-testid={`safer-group-${kind}`}>
            <legend>{t(`safer.kind.${kind}`)}</legend>
            {kind !== 'deposit' && <p className={styles.usage}>{t(`safer.kindHint.${kind}`)}</p>}
            {LIMIT_PERIODS.map((period) => {
              const limit = byKey.get(keyOf(kind, period));
              if (!limit) return null;
              return (
                <LimitRow
                  key={period}
                  limit={limit}
                  now={now}
                  busy={confirm.isPending}
                  value={texts[keyOf(kind, period)] ?? ''}
                  onChange={(text) => setTexts((current) => ({ ...current, [keyOf(kind, period)]: text }))}
                  onConfirm={(accept) => {
                    setDone(null);
                    confirm.mutate({ kind, period, accept });
                  }}
                />
              );
            })}
          </fieldset>
        ))}
        {error && (
          <p role="alert" className={formStyles.fieldError} data-testid="safer-limits-error">
            {error.message}
          </p>
        )}
        {done && (
          <p role="status" className={styles.done} data-testid="safer-limits-done">
            {done}
          </p>
        )}
        <button type="submit" className={formStyles.primary} disabled={save.isPending} data-testid="safer-limits-save">
          {t('safer.limits.save')}
        </button>
      </form>
    </Section>
  );
}
