import { memberWithSession as sharedMemberWithSession, type TestMember } from '../../test/members';
import type { TestApp } from '../../test/test-app';

/** A member of a brand with a live session (type 4 makes a trial account). */
export function memberWithSession(t: TestApp, options: { merchant?: string; type?: number } = {}): Promise<TestMember> {
  return sharedMemberWithSession(t.db, { ...options, prefix: 'gm' });
}
