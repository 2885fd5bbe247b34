import type { Db } from '../../../platform/db/db';

interface WaitingChange {
  merchantCode: string;
  memberId: string;
  since: number;
}

/**
 * Tells the member's pages about a level change once its transaction has committed, for the
 * changes made inside transactions VIP does not own: the feed worker's batch and the deposit
 * decision. They have no after-commit hook, so the change's vip_changes id is watched for: it
 * becomes visible to other connections when (and only if) that transaction commits. A change
 * whose transaction rolled back never shows, and is forgotten after `giveUpMs`.
 */
export class LevelNotices {
  private readonly waiting = new Map<string, WaitingChange>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly notify: (merchantCode: string, memberId: string) => void,
    private readonly options: { pollMs?: number; giveUpMs?: number } = {},
  ) {}

  /** Announce this change after its transaction commits. */
  afterCommit(change: { id: string; merchantCode: string; memberId: string }): void {
    if (this.closed) return;
    this.waiting.set(change.id, { merchantCode: change.merchantCode, memberId: change.memberId, since: Date.now() });
    this.schedule();
  }

  /** Changes still waiting for their commit (tests). */
  pending(): number {
    return this.waiting.size;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.clear();
  }

  private schedule(): void {
    if (this.timer || this.checking || this.closed || this.waiting.size === 0) return;
    this.timer = setTimeout(() => void this.check(), this.options.pollMs ?? 20);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    this.timer = null;
    this.checking = true;
    try {
      const ids = [...this.waiting.keys()];
      const rows = await this.db.query<{ id: string }>('SELECT id::text FROM vip_changes WHERE id = ANY($1::bigint[])', [ids]);
      const committed = new Set(rows.map((row) => row.id));
      const giveUpBefore = Date.now() - (this.options.giveUpMs ?? 30_000);
      for (const id of ids) {
        const change = this.waiting.get(id);
        if (!change) continue;
        if (committed.has(id)) {
          this.waiting.delete(id);
          this.notify(change.merchantCode, change.memberId);
        } else if (change.since < giveUpBefore) {
          this.waiting.delete(id);
        }
      }
    } catch {
      // The database is away: keep waiting (a lost notice costs a refresh, never money).
    } finally {
      this.checking = false;
      if (!this.closed) this.schedule();
    }
  }
}
