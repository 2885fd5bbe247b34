import { isTrialAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BalanceDisplay } from '@/features/balance/BalanceDisplay';
import styles from './header.module.css';
import { memberPaths } from '@/lib/site-paths';
import { MemberLink } from './MemberLink';
import { MemberMenu } from './MemberMenu';

/** A member's header: balance (real accounts only: a trial has no wallet), deposit, withdraw and the account menu. */
export function MemberBar() {
  const { t } = useTranslation('shell');
  const isTrial = useAtomValue(isTrialAtom);
  return (
    <div className={styles.member}>
      {!isTrial && <BalanceDisplay />}
      <MemberLink to={memberPaths.deposit} className={`kh-button kh-button--primary ${styles.linkButton}`}>
        {t('header.deposit')}
      </MemberLink>
      <MemberLink to={memberPaths.withdraw} className={`kh-button ${styles.linkButton} ${styles.wideOnly}`}>
        {t('header.withdraw')}
      </MemberLink>
      <MemberMenu />
    </div>
  );
}
