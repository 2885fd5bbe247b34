import { useAtomValue } from 'jotai';
import { Suspense, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@khela/shared';
import { LanguageSelect } from '@/components/LanguageSelect';
import { GuestActions } from './GuestActions';
import styles from './header.module.css';
import { HeaderMenu } from './HeaderMenu';
import { Icon } from '@/components/Icon';
import iconStyles from '@/components/icon-button.module.css';
import { sitePaths } from '@/lib/site-paths';
import { lazyView } from '@/lib/lazy-view';
import { loggedInAtom } from '@/lib/session/logged-in';

/**
 * A member's part of the header (balance, deposit, withdraw, account menu): fetched once a token is
 * there, so a visitor's first load never carries it. A logged-in reload asks for it at once, beside
 * the member info.
 */
const MemberBar = lazyView(() => import('./MemberBar').then((m) => m.MemberBar));

export interface MenuButtonProps {
  /** Absent on game pages, where there is no side menu to open. */
  onOpen?: () => void;
  open: boolean;
  controls: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function Header({ menu }: { menu: MenuButtonProps }) {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(loggedInAtom);
  return (
    <header className={`${styles.header} ${loggedIn ? styles.memberHeader : ''}`}>
      {menu.onOpen && (
        <button
          ref={menu.buttonRef}
          type="button"
          className={`${iconStyles.iconButton} ${styles.hamburger}`}
          aria-label={t('side.open')}
          aria-expanded={menu.open}
          aria-controls={menu.controls}
          onClick={menu.onOpen}
        >
          <Icon name="menu" size={24} />
        </button>
      )}
      <Link to={sitePaths.home} className={styles.logo} aria-label={t('header.logoLabel')}>
        {t('header.logo')}
      </Link>
      <HeaderMenu />
      <div className={styles.actions}>
        {loggedIn ? (
          // The placeholder takes the member bar's places (header-layout below), so nothing moves when its code comes.
          <Suspense
            fallback={
              <div className={styles.member} aria-busy="true">
                <span className={styles.memberMenuPending} />
                <span className={styles.memberRowPending} />
              </div>
            }
          >
            <MemberBar />
          </Suspense>
        ) : (
          <GuestActions />
        )}
        <div className={styles.wideOnly}>
          <LanguageSelect compact />
        </div>
      </div>
    </header>
  );
}
