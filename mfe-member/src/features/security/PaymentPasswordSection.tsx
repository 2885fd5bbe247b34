import { useTranslation } from 'react-i18next';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { Section } from '@/components/Section';
import styles from './security.module.css';
import { FormBehindButton } from '@/components/FormBehindButton';

/** Whether a payment password is set, and the form to set or change it behind one button. */
export function PaymentPasswordSection({ hasPaymentPassword, onSaved }: { hasPaymentPassword: boolean; onSaved: () => void }) {
  const { t } = useTranslation('member');
  const mode = hasPaymentPassword ? 'change' : 'set';
  return (
    <Section title={t('security.paymentPassword.title')} testId="security-payment-password">
      <p className={styles.text}>{t(hasPaymentPassword ? 'security.paymentPassword.isSet' : 'security.paymentPassword.notSet')}</p>
      <FormBehindButton
        label={t(`security.paymentPassword.${mode}`)}
        doneText={t('security.paymentPassword.saved')}
        form={({ id, close, finish }) => <PaymentPasswordForm id={id} mode={mode} onCancel={close} onSaved={() => { onSaved(); finish(); }} />}
      />
    </Section>
  );
}
