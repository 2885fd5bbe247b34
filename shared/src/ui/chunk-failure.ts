/** A code file that did not arrive: its kind and address, as SPEC §8 asks the page to show. */
export interface ChunkFailure {
  type: 'script' | 'style';
  address: string;
}

/**
 * Reads a chunk failure out of an error: webpack's `ChunkLoadError` (a script chunk: `request` is
 * its address) and mini-css-extract-plugin's `CSS_CHUNK_LOAD_FAILED` (a style chunk). Anything
 * else is not a chunk failure (null): a rendering bug keeps the general message.
 */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, code, request } = error as { name?: unknown; code?: unknown; request?: unknown };
  const address = typeof request === 'string' ? request : '';
  if (code === 'CSS_CHUNK_LOAD_FAILED') return { type: 'style', address };
  if (name === 'ChunkLoadError') return { type: 'script', address };
  return null;
}
