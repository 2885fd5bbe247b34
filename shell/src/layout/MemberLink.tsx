import { openPopup } from '@khela/shared';
import { useAtomValue } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from '@khela/shared';
import { loggedInAtom } from './session-view';

interface MemberLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Called after a real navigation, e.g. to close the drawer. */
  onNavigate?: () => void;
  testId?: string;
}

/** A link to a login-only page: a visitor gets the login popup instead of a redirect (SPEC §2). */
export function MemberLink({ to, children, className, onNavigate, testId }: MemberLinkProps) {
  const loggedIn = useAtomValue(loggedInAtom);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!loggedIn) {
      event.preventDefault();
      openPopup('login');
      return;
    }
    onNavigate?.();
  };
  return (
    <NavLink to={to} className={className} onClick={onClick} data-testid={testId} end>
      {children}
    </NavLink>
  );
}
