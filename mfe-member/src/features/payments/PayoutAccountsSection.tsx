import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import panelStyles from '@/components/panel.module.css';
import { BindPayoutForm } from './BindPayoutForm';
import type { PayoutAccount, PayoutAccounts } from './payment-calls';
import styles from './payments.module.css';
import { DisclosureButton } from '@/components/DisclosureButton';

export interface PayoutAccountsSectionProps {
  payout: PayoutAccounts;
  /** Binding asks for the payment password: without one the form is not offered. */
  canBind: boolean;
  onBound: (account: PayoutAccount) => void;
}

/** The bound payout accounts (masked by the api) and, behind one button, the form to add one. */
export function PayoutAccountsSection({ payout, canBind, onBound }: PayoutAccountsSectionProps) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const [bound, setBound] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className={styles.stack}>
      {payout.accounts.length === 0 ? (
        <p className={styles.muted}>{t('payout.none')}</p>
      ) : (
        <ul className={styles.records} aria-label={t('payout.title')}>
          {payout.accounts.map((account) => (
            <li key={account.id} className={styles.record} data-testid="payout-account">
              <span className={styles.choiceName}>{account.channelName}</span>
              <span className={styles.muted}>{t('withdrawal.accountLine', { name: account.payeeName, number: account.accountNumber })}</span>
            </li>
          ))}
        </ul>
      )}
      {canBind && payout.channels.length > 0 && (
        <DisclosureButton
          buttonRef={toggle}
          open={open}
          controls={formId}
          onToggle={() => {
            setBound(false);
            setOpen(!open);
          }}
        >
          {t('payout.add')}
        </DisclosureButton>
      )}
      {open && (
        <BindPayoutForm
          id={formId}
          channels={payout.channels}
          onCancel={close}
          onBound={(account) => {
            onBound(account);
            setBound(true);
            close();
          }}
        />
      )}
      <p role="status" className={panelStyles.success}>
        {bound ? t('payout.bound') : ''}
      </p>
    </div>
  );
}
