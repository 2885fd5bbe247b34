import { Icon, useDialogBehaviour } from '@khela/shared';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './side-menu.module.css';

const desktopQuery = '(min-width: 1024px)';

function desktopMatch(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(desktopQuery) : null;
}

/** True at desktop widths, where the side menu is a sidebar rather than a drawer. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => desktopMatch()?.matches ?? false);
  useEffect(() => {
    const query = desktopMatch();
    if (!query) return undefined;
    const onChange = () => setDesktop(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return desktop;
}

/** Mounted only while the phone drawer is open: scroll lock, focus in, Escape, focus back out. */
function DrawerFocus({ target, onClose }: { target: RefObject<HTMLElement | null>; onClose: () => void }) {
  useDialogBehaviour(target, onClose);
  return null;
}

interface SideDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The side menu's frame: a left sidebar on desktop, a modal drawer on phones. On a phone the menu
 * inside is rendered (and its code fetched) the first time the drawer opens, then kept, so a
 * visitor who never opens it does not pay for it on the first load.
 */
export function SideDrawer({ id, open, onClose, children }: SideDrawerProps) {
  const { t } = useTranslation('shell');
  const desktop = useIsDesktop();
  const ref = useRef<HTMLElement>(null);
  const drawerOpen = open && !desktop;
  const [contentWanted, setContentWanted] = useState(desktop || open);
  if ((desktop || open) && !contentWanted) setContentWanted(true);
  return (
    <>
      {drawerOpen && <div className={styles.scrim} onClick={onClose} aria-hidden="true" data-testid="side-scrim" />}
      <aside
        id={id}
        ref={ref}
        className={styles.drawer}
        data-open={drawerOpen}
        aria-label={t('side.label')}
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen ? true : undefined}
        inert={!desktop && !open}
        tabIndex={-1}
        data-testid="side-menu"
      >
        {drawerOpen && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('side.close')}>
            <Icon name="close" />
          </button>
        )}
        {contentWanted && children}
      </aside>
      {drawerOpen && <DrawerFocus target={ref} onClose={onClose} />}
    </>
  );
}
