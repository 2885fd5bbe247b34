import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHomePagePath, releaseFirstBanner, releaseFirstFrameOffPath, useLocation } from '@khela/shared';
import { isGamePage } from '../routes/route-table';
import { ShellRoutes } from '../routes/ShellRoutes';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layout.module.css';
import { SideDrawer } from './SideDrawer';
import { TopNav } from './TopNav';
import { lazyView } from '@/lib/lazy-view';
import { AgentReturnBar } from './agent-site/AgentReturnBar';
import { isAgentSitePath } from './agent-site/agent-site-paths';

const sideMenuId = 'side-menu';

/** Fetched when first shown: at once on desktop, when the drawer first opens on a phone. */
const SideMenu = lazyView(() => import('./SideMenu').then((m) => m.SideMenu));

/** The agent site's layout (its header, clock, styles): fetched on /agent and /agentHome only, never on a player's first load. */
const AgentSiteLayout = lazyView(() => import('./agent-site/AgentSiteLayout').then((m) => m.AgentSiteLayout));

/** Fetches the agent site's layout ahead (tests; a caller about to go to the agent site). */
export function preloadAgentSiteLayout(): Promise<unknown> {
  return AgentSiteLayout.preload();
}

/**
 * Header, side menu and footer around the routed remote; game pages drop the side menu and footer.
 * /agent and /agentHome have the agent site's own layout instead.
 */
export function Layout() {
  const { pathname } = useLocation();
  // What index.html drew before any script belongs to the page it was drawn for: the first banner to the home page, a first frame to its own path.
  useEffect(() => {
    if (!isHomePagePath(pathname)) releaseFirstBanner();
    releaseFirstFrameOffPath(pathname);
  }, [pathname]);
  if (!isAgentSitePath(pathname)) return <PlayerLayout pathname={pathname} />;
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <AgentSiteLayout />
    </Suspense>
  );
}

function PlayerLayout({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const gamePage = isGamePage(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Any navigation (a menu link, Back) leaves the phone drawer closed.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.shell} data-testid="shell-layout" data-game-page={gamePage}>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <div className={styles.top}>
        <Header menu={{ onOpen: gamePage ? undefined : () => setMenuOpen(true), open: menuOpen, controls: sideMenuId, buttonRef: menuButtonRef }} />
        <TopNav />
      </div>
      <div className={styles.body}>
        {!gamePage && (
          <SideDrawer id={sideMenuId} open={menuOpen} onClose={closeMenu}>
            <Suspense fallback={<div aria-busy="true" />}>
              <SideMenu onNavigate={closeMenu} />
            </Suspense>
          </SideDrawer>
        )}
        <div className={styles.content}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <AgentReturnBar />
            <ShellRoutes />
          </main>
          {!gamePage && <Footer />}
        </div>
      </div>
    </div>
  );
}
