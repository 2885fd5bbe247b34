import { useTranslation } from 'react-i18next';
import { AgentLogin } from './AgentLogin';
import styles from './landing.module.css';

const reasons = ['commission', 'team', 'reports', 'payouts'] as const;

/** /agent: the agent programme's own landing layout, its promo (SPEC §9) and the agent login. */
export function AgentLanding() {
  const { t } = useTranslation('agent');
  return (
    <div className={styles.landing} data-testid="agent-landing">
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.lead}>{t('landing.lead')}</p>
        <ul className={styles.promo}>
          <li>
            <strong>{t('landing.support')}</strong>
          </li>
          <li>
            <strong>{t('landing.consulting')}</strong>
          </li>
        </ul>
      </header>
      <div className={styles.columns}>
        <section className={styles.why} aria-labelledby="agent-why">
          <h2 id="agent-why" className={styles.cardTitle}>
            {t('landing.whyTitle')}
          </h2>
          <ul className={styles.reasons}>
            {reasons.map((key) => (
              <li key={key}>
                <h3>{t(`landing.why.${key}.title`)}</h3>
                <p>{t(`landing.why.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <AgentLogin />
      </div>
    </div>
  );
}
