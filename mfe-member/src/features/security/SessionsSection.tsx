import { formatNumber, modal } from '@khela/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, LoadStatus } from '@khela/shared/reports';
import { useSecurityLabels } from './labels';
import { Section } from '@/components/Section';
import { securityCalls } from './security-calls';
import styles from './security.module.css';
import { SessionItem } from './SessionItem';
import { useMemberQuery } from '@/lib/use-api-query';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import panelStyles from '@/components/panel.module.css';

/** Signed-in devices (this one first and marked) and "sign out other devices" after a confirmation. */
export function SessionsSection() {
  const { t } = useTranslation('member');
  const { language } = useSecurityLabels();
  // Devices sign in and out elsewhere: read again each time the page opens.
  const sessions = useMemberQuery(['sessions'], securityCalls.sessions, { staleTime: 0 });
  const [signingOut, setSigningOut] = useState(false);
  const [signedOut, setSignedOut] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  // After a sign-out the button may be off: the outcome takes the focus so it stays in this section.
  const focusAfterRender = useFocusAfterRender({ done: outcome, failed: failure });

  const list = [...(sessions.value ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current).length;

  const signOutOthers = async () => {
    setSignedOut(null);
    setError(null);
    const sure = await modal.confirm({
      icon: 'question',
      title: t('security.sessions.confirmTitle'),
      text: t('security.sessions.confirmText'),
      confirmLabel: t('security.sessions.confirmButton'),
      cancelLabel: t('common:actions.cancel'),
    });
    if (!sure) return;
    setSigningOut(true);
    const result = await securityCalls.signOutOthers();
    setSigningOut(false);
    if (result.ok) {
      focusAfterRender('done');
      setSignedOut(result.value.signedOut);
      sessions.reload();
    } else {
      focusAfterRender('failed');
      setError(result.error.message);
    }
  };

  return (
    <Section title={t('security.sessions.title')} testId="security-sessions">
      <LoadStatus loading={sessions.loading} error={sessions.error} onRetry={sessions.reload} shown={Boolean(sessions.value)} shape="rows" count={2} />
      {sessions.value && (
        <>
          {list.length === 0 ? (
            <p className={styles.muted}>{t('security.sessions.empty')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('security.sessions.title')} aria-busy={sessions.loading}>
              {list.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </ul>
          )}
          {others === 0 && list.length > 0 && <p className={styles.muted}>{t('security.sessions.onlyThis')}</p>}
          <button type="button" className={formStyles.secondary} onClick={() => void signOutOthers()} disabled={signingOut || others === 0}>
            {signingOut ? t('security.sessions.signingOut') : t('security.sessions.signOutOthers')}
          </button>
        </>
      )}
      <p ref={outcome} tabIndex={-1} role="status" className={panelStyles.success}>
        {signedOut === null ? '' : t('security.sessions.signedOut', { count: signedOut, number: formatNumber(signedOut, language) })}
      </p>
      <p ref={failure} tabIndex={-1} role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
    </Section>
  );
}
