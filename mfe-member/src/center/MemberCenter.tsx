import { isTrialAtom, Navigate, useParams } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { MemberPage } from '../pages/MemberPage';
import styles from './center.module.css';
import { defaultMemberPage, isMemberPage } from './member-pages';
import { MemberNav } from './MemberNav';
import { TrialNotice } from './TrialNotice';

/** /member/:page — the navigation beside the chosen page; an unknown page goes to my account. */
export function MemberCenter() {
  const { page } = useParams();
  const isTrial = useAtomValue(isTrialAtom);
  if (!isMemberPage(page)) return <Navigate to={`/member/${defaultMemberPage}`} replace />;
  return (
    <div className={styles.center} data-testid="member-center">
      <MemberNav />
      <div className={styles.content}>{isTrial ? <TrialNotice /> : <MemberPage id={page} />}</div>
    </div>
  );
}
