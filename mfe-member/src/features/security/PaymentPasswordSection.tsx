import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { Section } from '@/components/Section';
import styles from './security.module.css';
import panelStyles from '@/components/panel.module.css';
import { DisclosureButton } from '@/components/DisclosureButton';

/** Whether a payment password is set, and the form to set or change it behind one button. */
export function PaymentPasswordSection({ hasPaymentPassword, onSaved }: { hasPaymentPassword: boolean; onSaved: () => void }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const mode = hasPaymentPassword ? 'change' : 'set';
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Section title={t('security.paymentPassword.title')} testId="security-payment-password">
      <p className={styles.text}>{t(hasPaymentPassword ? 'security.paymentPassword.isSet' : 'security.paymentPassword.notSet')}</p>
      <DisclosureButton
        buttonRef={toggle}
        open={open}
        controls={formId}
        onToggle={() => {
          setSaved(false);
          setOpen(!open);
        }}
      >
        {t(`security.paymentPassword.${mode}`)}
      </DisclosureButton>
      {open && (
        <PaymentPasswordForm
          id={formId}
          mode={mode}
          onCancel={close}
          onSaved={() => {
            setSaved(true);
            onSaved();
            close();
          }}
        />
      )}
      <p role="status" className={panelStyles.success}>
        {saved ? t('security.paymentPassword.saved') : ''}
      </p>
    </Section>
  );
}
