import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from '@khela/shared';
import { mayEnterMemberArea } from '@/lib/session/trial-gate';
import { openCenterPopup } from '@/app/center-popups/center-link';

interface MemberLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Called after a real navigation, e.g. to close the drawer. */
  onNavigate?: () => void;
  testId?: string;
}

/**
 * A link to a login-only page: a visitor gets the login popup instead of a redirect (SPEC §2), and
 * the page after logging in (SPEC §3 toWhichItem); a trial account the dialog asking for a real one
 * (SPEC §4); a center the brand opens as a popup opens over the page.
 */
export function MemberLink({ to, children, className, onNavigate, testId }: MemberLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mayEnterMemberArea(to)) {
      event.preventDefault();
      return;
    }
    // SPEC §2: with the brand's switch on, the center opens as a popup over this page.
    if (openCenterPopup(to)) event.preventDefault();
    onNavigate?.();
  };
  return (
    <NavLink to={to} className={className} onClick={onClick} data-testid={testId} end>
      {children}
    </NavLink>
  );
}
