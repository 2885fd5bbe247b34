import type { Db } from './db';

/** The tables whose rows announce a member's change once committed (a literal list: the name goes into SQL). */
export type NoticeTable = 'vip_changes' | 'member_messages';

interface Waiting {
  merchantCode: string;
  memberId: string;
  since: number;
}

/**
 * Tells a member's pages about a change once the transaction that wrote it has committed, for rows
 * written inside transactions the caller does not own (a feed batch, a deposit decision, a login):
 * they have no after-commit hook, so the row's id is watched for. It becomes visible to this
 * connection when (and only if) that transaction commits; a row whose transaction rolled back never
 * shows, and is forgotten after `giveUpMs`.
 */
export class CommitNotices {
  private readonly waiting = new Map<string, Waiting>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly table: NoticeTable,
    private readonly notify: (merchantCode: string, memberId: string) => void,
    private readonly options: { pollMs?: number; giveUpMs?: number } = {},
  ) {}

  /** Announce this row's change after its transaction commits. */
  afterCommit(row: { id: string; merchantCode: string; memberId: string }): void {
    if (this.closed) return;
    this.waiting.set(row.id, { merchantCode: row.merchantCode, memberId: row.memberId, since: Date.now() });
    this.schedule();
  }

  /** Rows still waiting for their commit (tests). */
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
      const rows = await this.db.query<{ id: string }>(`SELECT id::text AS id FROM ${this.table} WHERE id = ANY ($1::bigint[])`, [ids]);
      const committed = new Set(rows.map((row) => row.id));
      const giveUpBefore = Date.now() - (this.options.giveUpMs ?? 30_000);
      for (const id of ids) {
        const row = this.waiting.get(id);
        if (!row) continue;
        if (committed.has(id)) {
          this.waiting.delete(id);
          this.notify(row.merchantCode, row.memberId);
        } else if (row.since < giveUpBefore) {
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
