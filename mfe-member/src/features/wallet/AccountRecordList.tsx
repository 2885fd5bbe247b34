import type { AccountRecord } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import styles from './wallet.module.css';
import recordStyles from '@/components/records.module.css';
import { TimeFact } from '@/components/TimeFact';

/**
 * One card per movement rather than a wide table, so a 360 px phone never scrolls sideways:
 * type and signed amount (sign and colour), then time, balance after, hold change and reference.
 */
export function AccountRecordList({ records }: { records: readonly AccountRecord[] }) {
  const { t } = useTranslation('member');
  const labels = useWalletLabels();
  return (
    <ol className={recordStyles.records} aria-label={t('history.list')}>
      {records.map((record) => {
        const direction = record.amount > 0 ? recordStyles.credit : record.amount < 0 ? recordStyles.debit : '';
        return (
          <li key={record.id} className={recordStyles.record} data-testid="account-record">
            <div className={recordStyles.recordTop}>
              <span className={recordStyles.recordType}>{t(`history.types.${record.type}`, { defaultValue: record.type })}</span>
              <span className={`${styles.amount} ${direction}`} data-testid="record-amount">
                {labels.signedMoney(record.amount)}
              </span>
            </div>
            <dl className={recordStyles.facts}>
              <TimeFact label={t('history.time')} at={record.time} />
              <dt>{t('history.balanceAfter')}</dt>
              <dd data-testid="record-balance">{labels.money(record.balanceAfter)}</dd>
              {record.held !== 0 && (
                <>
                  <dt>{t('history.hold')}</dt>
                  <dd>{t(record.held > 0 ? 'history.held' : 'history.released', { amount: labels.money(Math.abs(record.held)) })}</dd>
                </>
              )}
              {typeof record.detail === 'string' && record.detail !== '' && (
                <>
                  <dt>{t('history.detail')}</dt>
                  <dd>{record.detail}</dd>
                </>
              )}
              {record.reference && (
                <>
                  <dt>{t('history.reference')}</dt>
                  <dd className={recordStyles.reference}>{record.reference}</dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
