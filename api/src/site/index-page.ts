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

  /**
   * With preloadImage, a high-priority preload hint for that image goes first in the head: the
   * browser fetches the page's largest image while the scripts that will show it still load. With
   * preloadScripts, a preload hint for each at the end of the head (a remote's scripts the page runs once the shell has).
   * With inlineData, that markup (the start-up answers, start-answers.ts) at the end of the body: every hint and
   * script tag comes before it on a slow network, and the shell's deferred script runs once the document is read.
   */
  withNonce(nonce: string, preloadImage: string | null = null, preloadScripts: readonly string[] = [], inlineData = ''): string {
    const marked = this.read().replace(/<script\b/gi, `<script nonce="${nonce}"`);
    const html = inlineData ? marked.replace(/<\/body>/i, (end) => `${inlineData}${end}`) : marked;
    const withImage = preloadImage
      ? html.replace(/<head>/i, (head) => `${head}\n    <link rel="preload" as="image" href="${escapeAttribute(preloadImage)}" fetchpriority="high" />`)
      : html;
    if (preloadScripts.length === 0) return withImage;
    // At the end of the head: after the shell's own start-up scripts, which run first.
    const scripts = preloadScripts.map((script) => `<link rel="preload" as="script" href="${escapeAttribute(script)}" />`).join('');
    return withImage.replace(/<\/head>/i, (end) => `${scripts}${end}`);
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
