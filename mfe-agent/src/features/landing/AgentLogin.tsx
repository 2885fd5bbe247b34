import { isAgentAtom, Link, openPopup } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import { agentLoginPopupProps } from './agent-login';
import styles from './landing.module.css';

/**
 * The agent page's login entry. The login itself is the shell's login popup (slider, captcha,
 * second factor, sealed payload), opened through the bus for the agent portal: it lets agents only
 * in and goes on to /agentHome (SPEC §4). A signed-in agent goes straight to the center.
 */
export function AgentLogin() {
  const { t } = useTranslation('agent');
  const headingId = useId();
  const isAgent = useAtomValue(isAgentAtom);
  return (
    <section className={styles.loginCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('login.title')}
      </h2>
      <p className={formStyles.intro}>{t('login.lead')}</p>
      {isAgent ? (
        <Link to="/agentHome" className={formStyles.primary}>
          {t('login.goToCenter')}
        </Link>
      ) : (
        <button type="button" className={formStyles.primary} onClick={() => openPopup('login', agentLoginPopupProps)}>
          {t('login.submit')}
        </button>
      )}
    </section>
  );
}
