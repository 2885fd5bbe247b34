import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import type { TotpEnrolment as Enrolment } from '@khela/shared';
import { securityCalls } from './security-calls';
import styles from './security.module.css';
import { TotpEnrolment } from './TotpEnrolment';
import panelStyles from '@/components/panel.module.css';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';

/** The authenticator app: on or off, and the enrolment (POST then PUT /wps/member/totp) when off. */
export function TotpSection({ enabled, onEnabled }: { enabled: boolean; onEnabled: () => void }) {
  const { t } = useTranslation('member');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justEnabled, setJustEnabled] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the enrolment form has gone (it held the focus).
  const focusAfterRender = useFocusAfterRender({ start: startButton, done });

  const start = async () => {
    if (starting) return;
    setStarting(true);
    setError(null);
    const result = await securityCalls.startTotp();
    setStarting(false);
    if (result.ok) setEnrolment(result.value);
    else setError(result.error.message);
  };

  return (
    <Section title={t('security.totp.title')} testId="security-totp">
      <p className={styles.text}>
        <span className={`${styles.state} ${enabled ? styles.stateOn : ''}`} data-testid="totp-state">
          {t(enabled ? 'security.totp.stateOn' : 'security.totp.stateOff')}
        </span>
        {' · '}
        {t(enabled ? 'security.totp.on' : 'security.totp.off')}
      </p>
      {!enabled && !enrolment && (
        <button ref={startButton} type="button" className={panelStyles.small} onClick={() => void start()} disabled={starting}>
          {starting ? t('security.totp.starting') : t('security.totp.start')}
        </button>
      )}
      {!enabled && enrolment && (
        <TotpEnrolment
          enrolment={enrolment}
          onCancel={() => {
            focusAfterRender('start');
            setEnrolment(null);
          }}
          onEnabled={() => {
            focusAfterRender('done');
            setEnrolment(null);
            setJustEnabled(true);
            onEnabled();
          }}
        />
      )}
      <p role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
      <p ref={done} role="status" tabIndex={-1} className={panelStyles.success}>
        {justEnabled ? t('security.totp.enabled') : ''}
      </p>
    </Section>
  );
}
