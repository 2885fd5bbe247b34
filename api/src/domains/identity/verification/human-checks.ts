import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { sha256 } from './secrets';

/** captcha: an image captcha; slider: a slider challenge; slider-pass: the token a solved slider gives. */
export type HumanCheckKind = 'captcha' | 'slider' | 'slider-pass';

// Rows are useless once expired; one store in a hundred sweeps the old ones away.
const SWEEP_ONE_IN = 100;

/** Keeps a check under the hash of its id; `answer` is whatever the kind needs to judge it later. */
export async function storeHumanCheck(
  db: Queryable,
  check: { id: string; kind: HumanCheckKind; answer: string; ttlSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO human_checks (id_hash, kind, answer, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(check.id), check.kind, check.answer, check.ttlSeconds],
  );
  if (randomInt(SWEEP_ONE_IN) === 0) {
    await db.query(`DELETE FROM human_checks WHERE expires_at < now() - interval '1 hour'`);
  }
}

/**
 * Uses a check up: marks it used and gives its stored answer, or null when there is no such live,
 * unused check of that kind. One statement, so two requests can never both claim it.
 */
export async function claimHumanCheck(db: Queryable, id: string, kind: HumanCheckKind): Promise<string | null> {
  const rows = await db.query<{ answer: string }>(
    `UPDATE human_checks SET used_at = now()
      WHERE id_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING answer`,
    [sha256(id), kind],
  );
  return rows[0]?.answer ?? null;
}
