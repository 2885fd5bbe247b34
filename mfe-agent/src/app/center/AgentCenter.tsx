import { Outlet, useLocation } from '@khela/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentNav } from './AgentNav';
import { agentPageIds } from './agent-pages';
import { centerStyles } from '@khela/shared/reports';
import styles from './center.module.css';

/**
 * The body of /agentHome/<page> inside the agent site's layout (the shell draws its header: who is
 * signed in, clock, balance, money, messages, customer service, language, sign-out). The navigation
 * is a side column on desktop; on a phone it is a menu the button opens and closes (Escape too).
 */
export function AgentCenter() {
  const { t } = useTranslation('agent');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const current = agentPageIds.find((id) => pathname === `/agentHome/${id}`);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A chosen page (or Back) leaves the phone menu closed.
  useEffect(() => setMenuOpen(false), [pathname]);
  // Opening moves the focus to the current page's link (else the first).
  useEffect(() => {
    if (!menuOpen) return;
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLElement>('[aria-current="page"]') ?? panel?.querySelector<HTMLElement>('a, button');
    target?.focus();
  }, [menuOpen]);

  return (
    <div className={`${centerStyles.center} ${styles.wide}`} data-testid="agent-center">
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => (menuOpen ? closeMenu(false) : setMenuOpen(true))}
        data-testid="agent-menu-button"
      >
        <span aria-hidden="true" className={styles.menuIcon} />
        <span>{current ? t('agentSite.menuOn', { page: t(`pages.${current}.title`) }) : t('agentSite.menu')}</span>
      </button>
      <div
        id={navId}
        ref={panelRef}
        className={styles.navPanel}
        data-open={menuOpen}
        data-testid="agent-nav-panel"
        // Choosing a page closes the menu, the page already open too (its path does not change).
        onClick={(event) => {
          if (menuOpen && (event.target as HTMLElement).closest('a')) closeMenu(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            event.stopPropagation();
            closeMenu(true);
          }
        }}
      >
        <AgentNav />
      </div>
      <div className={centerStyles.content}>
        <Outlet />
      </div>
    </div>
  );
}
