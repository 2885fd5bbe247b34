import type { Db } from '../../../platform/db/db';
import { CommitNotices } from '../../../platform/db/commit-notices';

/**
 * Tells the member's pages about a level change once its transaction has committed, for the
 * changes made inside transactions VIP does not own: the feed worker's batch and the deposit
 * decision (the change's vip_changes id is watched for; platform/db/commit-notices.ts).
 */
export class LevelNotices extends CommitNotices {
  constructor(db: Db, notify: (merchantCode: string, memberId: string) => void, options: { pollMs?: number; giveUpMs?: number } = {}) {
    super(db, 'vip_changes', notify, options);
  }
}
