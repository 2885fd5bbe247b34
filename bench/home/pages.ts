/**
 * The other pages bench/home loads after the home page (issue 19: the layout must hold still on
 * every center and member page too). The game centers of the shell's route table
 * (shell/src/app/routes/route-table.ts) and the member center's pages (mfe-member's
 * memberPageIds, member-page-ids.ts), each ready once its remote's area says so (data-remote, data-state="ready").
 */
import { memberPageIds } from '../../mfe-member/src/app/center/member-page-ids';

export interface BenchPage {
  path: string;
  /** The remote drawing it: its area's data-remote. */
  remote: 'games' | 'member';
  /** A logged-in member's page (the demo member's session). */
  member: boolean;
}

const centers = ['/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp'];
const publicMemberPages = ['/promotions', '/pointMall'];

export const benchPages: BenchPage[] = [
  ...centers.map((path) => ({ path, remote: 'games' as const, member: false })),
  ...publicMemberPages.map((path) => ({ path, remote: 'member' as const, member: false })),
  { path: '/vip', remote: 'member', member: true },
  ...memberPageIds.map((id) => ({ path: `/member/${id}`, remote: 'member' as const, member: true })),
];
