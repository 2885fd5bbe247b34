import { readFileSync, statSync } from 'node:fs';

/**
 * The site's index.html with a CSP nonce on each of its script tags. Its CSP names a fresh nonce
 * per answer, so every answer writes its own nonce into the page. The file is read again when the
 * release tool swaps it (a new modification time or size).
 */
export interface PageExtras {
  preloadImage?: string | null;
  preloadScripts?: readonly string[];
  bootMarkup?: string;
  inlineData?: string;
}

export class IndexPage {
  private html = '';
  private stamp = '';

  constructor(private readonly file: string) {}

  /**
   * The page for one answer (`nonce` on every script tag), with, when given:
   * - preloadImage: a high-priority preload hint for that image first in the head — the browser fetches
   *   the page's largest image while the scripts that will show it still load;
   * - preloadScripts: a preload hint for each at the end of the head (a remote's scripts the page runs
   *   once the shell has);
   * - bootMarkup: markup right after the app's root (boot-banner.ts), drawn before any script runs;
   * - inlineData: markup at the end of the body (the start-up answers, start-answers.ts): every hint and
   *   script tag comes before it on a slow network, and the shell's deferred script runs once the
   *   document is read.
   */
  withNonce(nonce: string, extras: PageExtras = {}): string {
    const { preloadImage = null, preloadScripts = [], bootMarkup = '', inlineData = '' } = extras;
    let html = this.read().replace(/<script\b/gi, `<script nonce="${nonce}"`);
    if (bootMarkup) html = html.replace(/<div id="root"><\/div>/i, (root) => `${root}${bootMarkup}`);
    if (inlineData) html = html.replace(/<\/body>/i, (end) => `${inlineData}${end}`);
    if (preloadImage) {
      html = html.replace(/<head>/i, (head) => `${head}\n    <link rel="preload" as="image" href="${escapeAttribute(preloadImage)}" fetchpriority="high" />`);
    }
    if (preloadScripts.length === 0) return html;
    // At the end of the head: after the shell's own start-up scripts, which run first.
    const scripts = preloadScripts.map((script) => `<link rel="preload" as="script" href="${escapeAttribute(script)}" />`).join('');
    return html.replace(/<\/head>/i, (end) => `${scripts}${end}`);
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

/** A value safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
