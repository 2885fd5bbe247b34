import type { BetRecord } from '@khela/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import walletStyles from '@/components/records.module.css';
import { TimeFact } from '@/components/TimeFact';
import { BetStatusBadge } from './BetStatusBadge';
import styles from './games.module.css';
import { signedTone } from './signed-tone';
import { SportsBetDetail } from './SportsBetDetail';

/** Payout and net do not exist while a bet is open. */
const notYet = '—';

function BetRecordCard({ record }: { record: BetRecord }) {
  const { t } = useTranslation('member');
  const labels = useWalletLabels();
  const titleId = useId();
  return (
    <li className={walletStyles.record} aria-labelledby={titleId} data-testid="bet-record">
      <div className={walletStyles.recordTop}>
        <span className={walletStyles.recordType} id={titleId}>
          {record.gameName}
        </span>
        <BetStatusBadge status={record.status} />
      </div>
      <p className={styles.vendor} data-testid="bet-vendor">
        {record.vendorName}
      </p>
      {record.detail ? <SportsBetDetail record={record} detail={record.detail} /> : null}
      <dl className={walletStyles.facts}>
        <TimeFact label={t('columns.time')} at={record.placedAt} />
        <dt>{t('columns.stake')}</dt>
        <dd className={styles.money} data-testid="bet-stake">
          {labels.money(record.stake)}
        </dd>
        <dt>{t('columns.payout')}</dt>
        <dd className={styles.money} data-testid="bet-payout">
          {record.payout === null ? notYet : labels.money(record.payout)}
        </dd>
        <dt>{t('columns.net')}</dt>
        <dd className={`${styles.money} ${styles.net} ${record.net === null ? '' : signedTone(record.net)}`} data-testid="bet-net">
          {record.net === null ? notYet : labels.signedMoney(record.net)}
        </dd>
        <dt>{t('bets.round')}</dt>
        <dd className={walletStyles.reference}>{record.roundId}</dd>
      </dl>
    </li>
  );
}

/**
 * One card per bet, as the account record does, so a 360 px phone never scrolls sideways: the
 * game and its status, the provider, then time, stake, payout and the signed net (sign and colour).
 */
export function BetRecordList({ records }: { records: readonly BetRecord[] }) {
  const { t } = useTranslation('member');
  return (
    <ol className={walletStyles.records} aria-label={t('bets.list')}>
      {records.map((record) => (
        <BetRecordCard key={record.id} record={record} />
      ))}
    </ol>
  );
}
