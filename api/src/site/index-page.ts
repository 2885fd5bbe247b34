import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TAB_HOLDS_SESSION } from './page-scripts';
import { StampedFile } from './stamped-file';

/** A start-up stylesheet the shell's build names (content-hashed: its text never changes). */
const START_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;
const RELATIVE_URL = /url\(\s*['"]?(?!data:|\/|https?:)/i;

/**
 * The site's index.html with a CSP nonce on each of its script tags. Its CSP names a fresh nonce
 * per answer, so every answer writes its own nonce into the page. The file is read again when the
 * release tool swaps it (a new modification time or size).
 */
export interface PageExtras {
  preloadImage?: string | null;
  preloadScripts?: readonly string[];
  memberPreloadScripts?: readonly string[];
  bootMarkup?: string;
  inlineData?: string;
  applyStartStyles?: boolean;
}

export class IndexPage {
  private readonly source: StampedFile<string>;
  private readonly styles = new Map<string, string>();

  constructor(private readonly file: string) {
    this.source = new StampedFile(file, (text) => text);
  }

  /**
   * The page for one answer (`nonce` on every script tag), with, when given:
   * - preloadImage: a high-priority preload hint for that image first in the head — the browser fetches
   *   the page's largest image while the scripts that will show it still load;
   * - preloadScripts: a preload hint for each at the end of the head (a remote's scripts the page runs
   *   once the shell has);
 * - memberPreloadScripts: the same hints, added by a script at the end of the head only when the tab
 *   holds a member's session (a page for members: a visitor is sent to the login over the home);
   * - bootMarkup: markup right after the app's root (boot-banner.ts), drawn before any script runs;
   * - inlineData: markup at the end of the body (the start-up answers, start-answers.ts): every hint and
   *   script tag comes before it on a slow network, and the shell's deferred script runs once the
   *   document is read;
   * - applyStartStyles: the shell's start-up stylesheets, which the page only preloads (the shell's
   *   runtime applies them with their chunks), written into the page instead, so markup drawn before
   *   any script (a first frame, first-frame.ts) is drawn with them in the first paint, with no
   *   request to wait for. Each `<style>` names its file (`data-href`), as the shell's runtime
   *   (mini-css-extract) looks for a sheet it has applied, so it does not load it again.
   */
  withNonce(nonce: string, extras: PageExtras = {}): string {
    const { preloadImage = null, preloadScripts = [], memberPreloadScripts = [], bootMarkup = '', inlineData = '', applyStartStyles = false } = extras;
    let html = this.read().replace(/<script\b/gi, `<script nonce="${nonce}"`);
    if (applyStartStyles) html = html.replace(/<link rel="preload" as="style" href="([^"]+)"\s*\/?>/gi, (_link, href: string) => this.startStyle(href));
    if (bootMarkup) html = html.replace(/<div id="root"><\/div>/i, (root) => `${root}${bootMarkup}`);
    if (inlineData) html = html.replace(/<\/body>/i, (end) => `${inlineData}${end}`);
    if (preloadImage) {
      html = html.replace(/<head>/i, (head) => `${head}\n    <link rel="preload" as="image" href="${escapeAttribute(preloadImage)}" fetchpriority="high" />`);
    }
    if (preloadScripts.length === 0 && memberPreloadScripts.length === 0) return html;
    // At the end of the head: after the shell's own start-up scripts, which run first.
    const scripts = preloadScripts.map((script) => `<link rel="preload" as="script" href="${escapeAttribute(script)}" />`).join('');
    return html.replace(/<\/head>/i, (end) => `${scripts}${memberPreloads(memberPreloadScripts, nonce)}${end}`);
  }

  /** A start-up stylesheet written into the page; linked, if its file cannot be read. */
  private startStyle(href: string): string {
    let text = this.styles.get(href);
    if (text === undefined && START_STYLESHEET.test(href)) {
      try {
        const sheet = readFileSync(path.join(path.dirname(this.file), href), 'utf8');
        // A relative address in the sheet would be read from the page's address instead of the file's.
        // `</` written as the CSS escape `<\/`: no text in a sheet can end its element.
        if (!RELATIVE_URL.test(sheet)) text = sheet.replace(/<\//g, '<\\/');
      } catch {
        // Unreadable: linked.
      }
      this.styles.set(href, text ?? '');
    }
    return !text ? `<link rel="stylesheet" href="${escapeAttribute(href)}">` : `<style data-href="${escapeAttribute(href)}">${text}</style>`;
  }

  private read(): string {
    const html = this.source.value();
    if (html === null) throw new Error(`${this.file} is missing or unreadable`);
    return html;
  }
}

/** A script that adds preload hints for these scripts when the tab holds a session; nothing otherwise. */
function memberPreloads(scripts: readonly string[], nonce: string): string {
  if (scripts.length === 0) return '';
  const hrefs = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">(function(){try{if(!${TAB_HOLDS_SESSION})return;${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l);});}catch(e){}})();</script>`;
}

/** A value safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
