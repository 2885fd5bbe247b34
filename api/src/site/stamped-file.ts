import { readFileSync, statSync } from 'node:fs';

/**
 * A file the server reads once per version: read again only when its modification time or size
 * changes (the release tool swaps index.html and remotes.json in place). `value()` is null while
 * the file is missing or does not parse; the next call tries again.
 */
export class StampedFile<T> {
  private stamp = '';
  private parsed: T | null = null;

  constructor(
    readonly file: string,
    private readonly parse: (text: string) => T,
  ) {}

  value(): T | null {
    try {
      const stats = statSync(this.file);
      const stamp = `${stats.mtimeMs}:${stats.size}`;
      if (stamp !== this.stamp) {
        // A file that does not parse leaves the stamp empty (below): the next call reads it again.
        this.stamp = stamp;
        this.parsed = this.parse(readFileSync(this.file, 'utf8'));
      }
      return this.parsed;
    } catch {
      this.stamp = '';
      return null;
    }
  }
}
