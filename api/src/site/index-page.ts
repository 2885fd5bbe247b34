import { readFileSync, statSync } from 'node:fs';

/**
 * The site's index.html with a CSP nonce on each of its script tags. Its CSP names a fresh nonce
 * per answer, so every answer writes its own nonce into the page. The file is read again when the
 * release tool swaps it (a new modification time or size).
 */
export class IndexPage {
  private html = '';
  private stamp = '';

  constructor(private readonly file: string) {}

  withNonce(nonce: string): string {
    return this.read().replace(/<script\b/gi, `<script nonce="${nonce}"`);
  }

  private read(): string {
    const stats = statSync(this.file);
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (stamp !== this.stamp) {
      this.html = readFileSync(this.file, 'utf8');
      this.stamp = stamp;
    }
    return this.html;
  }
}
