import { whitelabelAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@khela/shared';
import styles from './header.module.css';
import { memberPaths, sitePaths } from '@/lib/site-paths';
import { MemberLink } from './MemberLink';
import { loggedInAtom, showsReferralEntries } from '@/lib/session/logged-in';

/** Header menu of SPEC §2: game, events, rewards (referral rule), share. */
export function HeaderMenu() {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(loggedInAtom);
  const { referral } = useAtomValue(whitelabelAtom);
  return (
    <nav className={styles.headerMenu} aria-label={t('header.menuLabel')}>
      <NavLink to={sitePaths.home} end className={styles.headerMenuLink}>
        {t('header.menu.game')}
      </NavLink>
      <NavLink to={sitePaths.promotions} className={styles.headerMenuLink}>
        {t('header.menu.events')}
      </NavLink>
      {showsReferralEntries(referral, loggedIn) && (
        <MemberLink to={memberPaths.rewardCenter} className={styles.headerMenuLink}>
          {t('header.menu.rewards')}
        </MemberLink>
      )}
      <MemberLink to={memberPaths.referral} className={styles.headerMenuLink}>
        {t('header.menu.share')}
      </MemberLink>
    </nav>
  );
}
