import { useAtomValue } from 'jotai';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@khela/shared';
import { LanguageSelect } from '@/components/LanguageSelect';
import { GuestActions } from './GuestActions';
import styles from './header.module.css';
import { HeaderMenu } from './HeaderMenu';
import { Icon } from '@/components/Icon';
import iconStyles from '@/components/icon-button.module.css';
import { MemberBar } from './MemberBar';
import { sitePaths } from '@/lib/site-paths';
import { loggedInAtom } from '@/lib/session/logged-in';

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
    <header className={styles.header}>
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
        {loggedIn ? <MemberBar /> : <GuestActions />}
        <div className={styles.wideOnly}>
          <LanguageSelect compact />
        </div>
      </div>
    </header>
  );
}
