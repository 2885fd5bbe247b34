import { gameMenusAtom, ThemeSwitch, whitelabelAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@khela/shared';
import { CustomerServiceButton } from '@/components/customer-service/CustomerServiceButton';
import { DownloadQr } from '@/components/DownloadQr';
import { LanguageSelect } from '@/components/LanguageSelect';
import { SocialLinks } from '@/components/SocialLinks';
import { sideMenuChannels } from '@/lib/brand/brand-constants';
import { availableCategories, gameCenterOrder } from './game-categories';
import { memberPaths, sitePaths } from '@/lib/site-paths';
import { MemberLink } from './MemberLink';
import { loggedInAtom, showsReferralEntries } from '@/lib/session/logged-in';
import { SideBanner } from './SideBanner';
import styles from './side-menu.module.css';

const memberCenterLinks = [
  { to: memberPaths.bettingRecord, key: 'side.bettingRecord' },
  { to: memberPaths.securityCenter, key: 'side.myAccount' },
  { to: memberPaths.depositRecord, key: 'side.depositRecord' },
  { to: memberPaths.personalProfit, key: 'side.personalProfit' },
  { to: memberPaths.messages, key: 'side.messages' },
] as const;

/** Side menu of SPEC §2. `onNavigate` lets the phone drawer close after a choice. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(loggedInAtom);
  const { referral } = useAtomValue(whitelabelAtom);
  const games = availableCategories(useAtomValue(gameMenusAtom), gameCenterOrder);
  const link = styles.link;

  return (
    <div className={styles.menu}>
      <SideBanner />
      <ul className={styles.quick}>
        <li>
          <MemberLink to={sitePaths.favourites} className={link} onNavigate={onNavigate} testId="side-favourites">
            {t('side.favourites')}
          </MemberLink>
        </li>
        <li>
          <MemberLink to={memberPaths.deposit} className={link} onNavigate={onNavigate}>
            {t('side.deposit')}
          </MemberLink>
        </li>
        <li>
          <MemberLink to={memberPaths.withdraw} className={link} onNavigate={onNavigate}>
            {t('side.withdraw')}
          </MemberLink>
        </li>
        <li>
          <NavLink to={sitePaths.promotions} className={link} onClick={onNavigate}>
            {t('side.promotions')}
          </NavLink>
        </li>
        {showsReferralEntries(referral, loggedIn) && (
          <li>
            <MemberLink to={memberPaths.referral} className={link} onNavigate={onNavigate}>
              {t('side.inviteFriends')}
            </MemberLink>
          </li>
        )}
        <li>
          <MemberLink to={memberPaths.rewardCenter} className={link} onNavigate={onNavigate}>
            {t('side.rewardCenter')}
          </MemberLink>
        </li>
        <li>
          <MemberLink to={memberPaths.manualRebate} className={link} onNavigate={onNavigate}>
            {t('side.manualRebate')}
          </MemberLink>
        </li>
      </ul>

      <section className={styles.group} aria-labelledby="side-member-center">
        <h2 id="side-member-center" className={styles.groupTitle}>
          {t('side.memberCenter')}
        </h2>
        <ul>
          {memberCenterLinks.map((item) => (
            <li key={item.to}>
              <MemberLink to={item.to} className={link} onNavigate={onNavigate}>
                {t(item.key)}
              </MemberLink>
            </li>
          ))}
        </ul>
      </section>

      {games.length > 0 && (
        <section className={styles.group} aria-labelledby="side-game-center">
          <h2 id="side-game-center" className={styles.groupTitle}>
            {t('side.gameCenter')}
          </h2>
          <ul>
            {games.map((category) => (
              <li key={category.gameType}>
                <NavLink to={category.path} className={link} onClick={onNavigate}>
                  {t(`common:categories.${category.gameType}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.group}>
        <DownloadQr />
      </div>
      <div className={styles.group}>
        <CustomerServiceButton variant="menu" />
      </div>
      <div className={styles.group}>
        <SocialLinks channels={sideMenuChannels} label={t('side.social')} />
      </div>
      <div className={styles.group}>
        <LanguageSelect />
        <ThemeSwitch testId="shell-theme-switch" />
      </div>
    </div>
  );
}
