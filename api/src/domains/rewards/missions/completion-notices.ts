import type { Db } from '../../../platform/db/db';
import type { ProgressChange } from './progress';

type Watcher = (merchantCode: string, memberId: string, progressIds: string[]) => void;

const watchers = new Set<Watcher>();

/**
 * Progress written inside someone else's transaction (the feed worker's, a deposit decision's, a
 * referral's) completes a mission before that transaction commits, and none of them has an
 * after-commit hook for us. So each completion is announced here, and the missions part pushes the
 * member's badges once the completion is visible to a fresh read (it never is if the writer rolled back).
 */
export function announceCompletions(merchantCode: string, memberId: string, changes: readonly ProgressChange[]): void {
  const completed = changes.filter((change) => change.completedNow).map((change) => change.progressId);
  if (completed.length === 0) return;
  for (const watcher of watchers) watcher(merchantCode, memberId, completed);
}

/** How long after an announcement we look for the commit: soon, then less often, then give up. */
const LOOK_AFTER_MS = [50, 250, 1_000, 3_000, 10_000];

/** Starts pushing completions of this app's database to `notify`; answers the stop. */
export function watchCompletions(db: Db, notify: (merchantCode: string, memberId: string) => void): () => void {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const look = (merchantCode: string, memberId: string, progressIds: string[], attempt: number) => {
    const timer = setTimeout(async () => {
      timers.delete(timer);
      if (stopped) return;
      try {
        const [row] = await db.query<{ visible: boolean }>(
          'SELECT EXISTS (SELECT 1 FROM mission_progress WHERE id = ANY($1::bigint[]) AND member_id = $2 AND completed_at IS NOT NULL) AS visible',
          [progressIds, memberId],
        );
        if (row?.visible) return notify(merchantCode, memberId);
      } catch {
        // A closing database or a passing failure: the next look may succeed; the badge is a convenience.
      }
      if (attempt + 1 < LOOK_AFTER_MS.length) look(merchantCode, memberId, progressIds, attempt + 1);
    }, LOOK_AFTER_MS[attempt]);
    timer.unref();
    timers.add(timer);
  };
  const watcher: Watcher = (merchantCode, memberId, progressIds) => look(merchantCode, memberId, progressIds, 0);
  watchers.add(watcher);
  return () => {
    stopped = true;
    watchers.delete(watcher);
    for (const timer of timers) clearTimeout(timer);
  };
}
