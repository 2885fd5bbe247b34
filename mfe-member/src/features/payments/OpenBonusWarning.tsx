import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenBonus } from './payment-calls';
import styles from './payments.module.css';
import { usePaymentFormat } from './use-payment-format';

export interface OpenBonusWarningProps {
  /** What takes the money out: the texts name it. */
  kind?: 'withdrawal' | 'upline';
  openBonus: OpenBonus;
  confirmed: boolean;
  onConfirmed: (confirmed: boolean) => void;
}

/**
 * Cash leaving while a bonus is open gives the bonus up (docs/adr/0016 §2): the amount and how far
 * its wagering went, and the "I understand" box without which the request is not sent.
 */
export function OpenBonusWarning({ kind = 'withdrawal', openBonus, confirmed, onConfirmed }: OpenBonusWarningProps) {
  const { t } = useTranslation('member');
  const { money, count } = usePaymentFormat();
  const textId = useId();
  const requirement = openBonus.grants.reduce((sum, grant) => sum + grant.requirement, 0);
  const wagered = openBonus.grants.reduce((sum, grant) => sum + Math.min(grant.wagered, grant.requirement), 0);
  const pct = requirement > 0 ? Math.floor((wagered * 100) / requirement) : 100;
  return (
    <div className={styles.warning} role="group" aria-labelledby={textId} data-testid="open-bonus-warning">
      <p id={textId}>{t(`${kind}.openBonus.text`, { amount: money(openBonus.amount), pct: count(pct), count: openBonus.count, bonuses: count(openBonus.count) })}</p>
      <p>{t(`${kind}.openBonus.final`)}</p>
      <label className={styles.confirmBox}>
        <input type="checkbox" checked={confirmed} onChange={(event) => onConfirmed(event.target.checked)} />
        <span>{t(`${kind}.openBonus.understand`)}</span>
      </label>
    </div>
  );
}
