import { isTrialAtom, Outlet } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { centerStyles } from '@khela/shared/reports';
import { PasswordConfirmDialog } from '@/components/PasswordConfirmDialog';
import { MemberNav } from './MemberNav';
import { TrialNotice } from './TrialNotice';

/** The layout of /member/<page>: the navigation beside the chosen page (a trial account is asked for a real one instead). */
export function MemberCenter() {
  const isTrial = useAtomValue(isTrialAtom);
  return (
    <div className={centerStyles.center} data-testid="member-center">
      <MemberNav />
      <div className={centerStyles.content}>{isTrial ? <TrialNotice /> : <Outlet />}</div>
      <PasswordConfirmDialog />
    </div>
  );
}
