/** A unique-index refusal (SQLSTATE 23505) on both engines, optionally of one named index. */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return false;
  if (!indexName) return true;
  return e.constraint === indexName || (typeof e.message === 'string' && e.message.includes(indexName));
}
