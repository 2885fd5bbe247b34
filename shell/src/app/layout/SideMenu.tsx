import { availablePromoCountAtom, CATEGORY_ICONS, formatNumber, gameMenusAtom, Icon, ThemeSwitch, type IconName, unreadMessageAtom, useLanguage, whitelabelAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
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

interface SideLinkItem {
  to: string;
  /** The words, a key of the shell's catalogue. */
  key: string;
  testId?: string;
  /** A page for visitors too: a plain link. The others are MemberLinks, asking a visitor to log in first. */
  forEveryone?: boolean;
  /** Shown only where the brand offers referrals (showsReferralEntries). */
  referral?: boolean;
  /** A live count beside the words: the reward center's claimable lines, or the unread messages. */
  badge?: 'rewards' | 'messages';
  /** A picture before the words (the game categories' icons). */
  icon?: IconName;
}

/** The quick links at the top, in the order of SPEC §2. */
const quickLinks: readonly SideLinkItem[] = [
  { to: sitePaths.favourites, key: 'side.favourites', testId: 'side-favourites' },
  { to: memberPaths.deposit, key: 'side.deposit' },
  { to: memberPaths.withdraw, key: 'side.withdraw' },
  { to: sitePaths.promotions, key: 'side.promotions', forEveryone: true },
  { to: memberPaths.referral, key: 'side.inviteFriends', referral: true },
  { to: memberPaths.rewardCenter, key: 'side.rewardCenter', badge: 'rewards' },
  { to: memberPaths.manualRebate, key: 'side.manualRebate' },
  { to: sitePaths.vip, key: 'side.vip' },
];

const memberCenterLinks: readonly SideLinkItem[] = [
  { to: memberPaths.bettingRecord, key: 'side.bettingRecord' },
  { to: memberPaths.securityCenter, key: 'side.myAccount' },
  { to: memberPaths.depositRecord, key: 'side.depositRecord' },
  { to: memberPaths.personalProfit, key: 'side.personalProfit' },
  { to: memberPaths.messages, key: 'side.messages', badge: 'messages' },
];

/** The live count of a link (docs/rewards.md "Reward center and live badges", docs/messages.md "Live badge"); nothing when 0. */
function LinkBadge({ id, kind }: { id: string; kind: 'rewards' | 'messages' }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const count = useAtomValue(kind === 'messages' ? unreadMessageAtom : availablePromoCountAtom);
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={`side-badge-${id}`} aria-label={t(kind === 'messages' ? 'header.unread' : 'side.badge', { count, shown: formatNumber(count, language) })}>
      {formatNumber(count, language)}
    </span>
  );
}

/** A list of the menu's links; `onNavigate` closes the phone drawer after a choice. */
function SideLinks({ items, className, onNavigate }: { items: readonly SideLinkItem[]; className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          {item.forEveryone ? (
            <NavLink to={item.to} className={styles.link} onClick={onNavigate}>
              {item.icon && <Icon name={item.icon} className={styles.icon} />}
              {t(item.key)}
            </NavLink>
          ) : (
            <MemberLink to={item.to} className={styles.link} onNavigate={onNavigate} testId={item.testId}>
              {t(item.key)}
              {item.badge && <LinkBadge id={item.key.replace('side.', '')} kind={item.badge} />}
            </MemberLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A titled group of the menu (the member center, the game center). */
function MenuGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Side menu of SPEC §2. `onNavigate` lets the phone drawer close after a choice. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(loggedInAtom);
  const { referral } = useAtomValue(whitelabelAtom);
  const games = availableCategories(useAtomValue(gameMenusAtom), gameCenterOrder);

  return (
    <div className={styles.menu}>
      <SideBanner />
      <SideLinks items={quickLinks.filter((item) => !item.referral || showsReferralEntries(referral, loggedIn))} className={styles.quick} onNavigate={onNavigate} />

      <MenuGroup id="side-member-center" title={t('side.memberCenter')}>
        <SideLinks items={memberCenterLinks} onNavigate={onNavigate} />
      </MenuGroup>

      {games.length > 0 && (
        <MenuGroup id="side-game-center" title={t('side.gameCenter')}>
          <SideLinks
            items={games.map((category) => ({ to: category.path, key: `common:categories.${category.gameType}`, forEveryone: true, icon: CATEGORY_ICONS[category.gameType] }))}
            onNavigate={onNavigate}
          />
        </MenuGroup>
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
