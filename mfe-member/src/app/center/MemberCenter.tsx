import { isTrialAtom, Outlet, releaseFirstFrame } from '@khela/shared';
import { useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai';
import { centerStyles } from '@khela/shared/reports';
import { PasswordConfirmDialog } from '@/components/PasswordConfirmDialog';
import { MemberNav } from './MemberNav';
import { TrialNotice } from './TrialNotice';

/** The layout of /member/<page>: the navigation beside the chosen page (a trial account is asked for a real one instead). */
export function MemberCenter() {
  const isTrial = useAtomValue(isTrialAtom);
  // The page's first frame, drawn by index.html before any script (app/first-frame.ts), gives way to the center once it is drawn.
  // In the commit that draws the center, before the browser paints: the picture and the page never show together.
  useLayoutEffect(releaseFirstFrame, []);
  return (
    <div className={centerStyles.center} data-testid="member-center">
      <MemberNav />
      <div className={centerStyles.content}>{isTrial ? <TrialNotice /> : <Outlet />}</div>
      <PasswordConfirmDialog />
    </div>
  );
}
