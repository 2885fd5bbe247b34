import { Link } from '@khela/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import styles from './payments.module.css';

/** Money leaves the wallet only with the payment password: a member without one is sent to set it. */
export function PaymentPasswordNotice() {
  const { t } = useTranslation('member');
  const headingId = useId();
  return (
    <section className={styles.notice} aria-labelledby={headingId} data-testid="payment-password-notice">
      <h2 id={headingId}>{t('payments.noPaymentPassword.title')}</h2>
      <p>{t('payments.noPaymentPassword.body')}</p>
      <Link to="/member/securityCenter" className={formStyles.secondary}>
        {t('payments.noPaymentPassword.link')}
      </Link>
    </section>
  );
}
