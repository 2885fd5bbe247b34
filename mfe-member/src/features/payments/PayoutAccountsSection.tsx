import { useTranslation } from 'react-i18next';
import { BindPayoutForm } from './BindPayoutForm';
import type { PayoutAccount, PayoutAccounts } from './payment-calls';
import styles from './payments.module.css';
import { FormBehindButton } from '@/components/FormBehindButton';

export interface PayoutAccountsSectionProps {
  payout: PayoutAccounts;
  /** Binding asks for the payment password: without one the form is not offered. */
  canBind: boolean;
  onBound: (account: PayoutAccount) => void;
}

/** The bound payout accounts (masked by the api) and, behind one button, the form to add one. */
export function PayoutAccountsSection({ payout, canBind, onBound }: PayoutAccountsSectionProps) {
  const { t } = useTranslation('member');
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
      <FormBehindButton
        label={t('payout.add')}
        offered={canBind && payout.channels.length > 0}
        doneText={t('payout.bound')}
        form={({ id, close, finish }) => <BindPayoutForm id={id} channels={payout.channels} onCancel={close} onBound={(account) => { onBound(account); finish(); }} />}
      />
    </div>
  );
}
