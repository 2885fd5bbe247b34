import { Link, unwrap, useMutation, type ApiError } from '@khela/shared';
import { formStyles } from '@khela/shared/reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberQuery } from '@/lib/use-api-query';
import { saferCalls, type SaferOverview } from './safer-calls';
import styles from './safer.module.css';

/**
 * RTS 12A on the deposit page: until the member sets a deposit limit or says "not now", a prompt
 * to set one (a link to the safer-gambling page). Always, a link to the limits (RTS 12C).
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation('member');
  const headingId = useId();
  const loaded = useMemberQuery<SaferOverview>(['safer', 'overview'], saferCalls.overview, { staleTime: 0 });
  const dismiss = useMutation<{ promptDue: boolean }, ApiError, void>({
    mutationFn: () => unwrap(saferCalls.dismissPrompt()),
    onSuccess: () => loaded.setValue((current) => (current ? { ...current, promptDue: false } : current)),
  });
  if (!loaded.value?.promptDue) {
    return (
      <Link to="/member/saferGambling" className={formStyles.secondary} data-testid="deposit-safer-link">
        {t('safer.prompt.link')}
      </Link>
    );
  }
  return (
    <section className={styles.prompt} aria-labelledby={headingId} data-testid="deposit-limit-prompt">
      <h2 id={headingId} className={formStyles.title}>
        {t('safer.prompt.title')}
      </h2>
      <p>{t('safer.prompt.text')}</p>
      {dismiss.error && <p role="alert" className={formStyles.fieldError}>{dismiss.error.message}</p>}
      <div className={styles.buttons}>
        <Link to="/member/saferGambling" className={formStyles.primary} data-testid="deposit-safer-link">
          {t('safer.prompt.set')}
        </Link>
        <button type="button" className={formStyles.secondary} disabled={dismiss.isPending} onClick={() => dismiss.mutate()} data-testid="deposit-limit-dismiss">
          {t('safer.prompt.dismiss')}
        </button>
      </div>
    </section>
  );
}
