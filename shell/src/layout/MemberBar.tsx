import { useTranslation } from 'react-i18next';
import { BalanceDisplay } from './BalanceDisplay';
import styles from './header.module.css';
import { memberPaths } from './menu-paths';
import { MemberLink } from './MemberLink';
import { MemberMenu } from './MemberMenu';

/** A member's header: balance, deposit, withdraw and the account menu. */
export function MemberBar() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.member}>
      <BalanceDisplay />
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
