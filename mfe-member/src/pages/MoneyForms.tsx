import { balanceAtom, EmptyState, Link } from '@khela/shared';
import { DataTable } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/PageFrame';
import { TextField } from '../ui/TextField';
import styles from '../ui/ui.module.css';

const remarkLimit = 140;

/** Deposit: the channel choice (channels come with the wallet issue) and a way to the record. */
export function DepositPage() {
  const { t } = useTranslation('member');
  return (
    <PageFrame title={t('pages.depositv2.title')} intro={t('pages.depositv2.intro')} testId="member-page-depositv2">
      <h2 className={styles.subtitle}>{t('money.channels')}</h2>
      <EmptyState title={t('money.noChannels')} />
      <Link to="/member/depositRecord" className={styles.secondary}>
        {t('pages.depositRecord.title')}
      </Link>
    </PageFrame>
  );
}

/**
 * Withdraw and transfer to upline: the real form. Sending stays off while the balance is unknown
 * (the wallet issue brings it), so nobody submits money they cannot see.
 */
export function MoneyRequestPage({ kind }: { kind: 'withdraw' | 'transferUpline' }) {
  const { t } = useTranslation('member');
  const balance = useAtomValue(balanceAtom);
  const [remark, setRemark] = useState('');
  const remarkId = useId();
  const ready = balance !== null;
  return (
    <PageFrame title={t(`pages.${kind}.title`)} intro={t(`pages.${kind}.intro`)} testId={`member-page-${kind}`}>
      <form className={styles.form} aria-label={t(`pages.${kind}.title`)} onSubmit={(event) => event.preventDefault()}>
        {kind === 'withdraw' && (
          <div className={styles.field}>
            <span>{t('money.payoutAccount')}</span>
            <EmptyState title={t('money.noPayoutAccount')} />
          </div>
        )}
        <TextField label={t('money.amount')} name="amount" type="text" inputMode="decimal" autoComplete="off" required />
        <TextField label={t('money.paymentPassword')} name="paymentPassword" type="password" autoComplete="off" required />
        {kind === 'transferUpline' && (
          <div className={styles.field}>
            <label htmlFor={remarkId}>{t('money.remark')}</label>
            <textarea id={remarkId} className={styles.control} maxLength={remarkLimit} value={remark} onChange={(event) => setRemark(event.target.value)} aria-describedby={`${remarkId}-count`} />
            <small id={`${remarkId}-count`} className={styles.hint}>
              {t('money.remarkCount', { count: remark.length, max: remarkLimit })}
            </small>
          </div>
        )}
        {!ready && <p className={styles.hint}>{t('money.balanceUnknown')}</p>}
        <button type="submit" className={styles.primary} disabled={!ready}>
          {t(`money.submit.${kind}`)}
        </button>
      </form>
      <h2 className={styles.subtitle}>{t('money.records')}</h2>
      <DataTable
        caption={t('money.records')}
        columns={[
          { key: 'time', label: t('columns.time') },
          { key: 'amount', label: t('columns.amount'), numeric: true },
          { key: 'status', label: t('columns.status') },
        ]}
        rows={[]}
        emptyText={t('empty')}
      />
    </PageFrame>
  );
}
