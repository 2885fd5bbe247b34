import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@khela/contracts';
import { FIRST_FRAME_AUDIENCES, FIRST_FRAME_FILES, FIRST_FRAME_ID, type FirstFrameAudience, type FirstFrameModule, type StartAnswersPayload } from '@khela/contracts/start-answers';
import type { FastifyBaseLogger } from 'fastify';
import { FrameStyles } from './frame-styles';
import { escapeAttribute } from './index-page';
import { keepFor } from './page-scripts';
import { remoteFolder, type SiteManifest } from './site-manifest';

/** A loaded first frame: its renderer and its stylesheet, for one release folder (which never changes). */
interface LoadedFrame {
  folder: string;
  module: FirstFrameModule;
  styles: FrameStyles;
}

/**
 * Where a first frame sits on a phone: below the sticky top bar (its height for the frame's audience,
 * contracts FIRST_FRAME_AUDIENCES), the page's full width. Only from 360 to 767 px wide, as the boot
 * banner: narrower, the header may wrap; wider, the side menu and the desktop header place the page elsewhere.
 */
const phonePlace = (audience: FirstFrameAudience) =>
  `position:absolute;z-index:1;top:${FIRST_FRAME_AUDIENCES[audience].top}px;left:0;right:0;background:var(--kh-bg);pointer-events:none`;

/** The page a frame is asked for: the path the browser asked for, and who the page is for. */
export interface FramedPage {
  pathname: string;
  audience: FirstFrameAudience;
}

/**
 * A remote's first frame (docs/adr/0020): the first screen of a page it owns, drawn by the server
 * build of its own components (e.g. mfe-home dist/server, shared createFirstFrame) from the start-up
 * answers index.html carries, so a phone paints it with the HTML instead of after the shell and the
 * remote have run. Loaded from the remote's folder in service (remotes.json), once per release: a
 * publish or a rollback changes its frame with it. No server build in that release (a remote that
 * draws none) or a render that throws: no frame, the page opens as it did before; a failure is
 * logged once per release (a render's, once per release and page).
 */
export class FirstFrame {
  private loaded: LoadedFrame | null = null;
  private failedFolder = '';
  private readonly failedRenders = new Set<string>();

  constructor(
    private readonly manifest: SiteManifest,
    private readonly siteDir: string,
    private readonly remote: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The frame's markup for this page with these answers, or '' (no frame). */
  markup(payload: StartAnswersPayload, nonce: string, page: FramedPage): string {
    const frame = this.load();
    if (!frame) return '';
    let html: string | null;
    try {
      html = frame.module.renderFirstFrame(payload, DEFAULT_LANGUAGE, page.pathname);
    } catch (error) {
      const key = `${frame.folder} ${page.pathname}`;
      if (!this.failedRenders.has(key)) this.log.warn({ err: error, remote: this.remote, folder: frame.folder, pathname: page.pathname }, 'first frame not drawn for this page');
      this.failedRenders.add(key);
      return '';
    }
    if (!html) return '';
    const id = FIRST_FRAME_ID;
    // The release's rules this markup can use; `</` written as the CSS escape `<\/`: no text in a sheet can end its element.
    const styles = frame.styles.for(html).replace(/<\//g, '<\\/');
    const style = `<style>#${id}{display:none}@media (min-width:360px) and (max-width:767px){#${id}{display:block;${phonePlace(page.audience)}}}${styles}</style>`;
    // Seen, not read twice nor focused: the live screen below it is what a screen reader and the keyboard reach.
    // Its page's path: the shell takes it away on any other page (shared releaseFirstFrameOffPath).
    const picture = `<div id="${id}" data-path="${escapeAttribute(page.pathname)}" inert aria-hidden="true">${html}</div>`;
    // Taps go through it (pointer-events: none) to the live page below.
    return `${style}${picture}${keepFor(page.audience, id, nonce)}`;
  }

  private load(): LoadedFrame | null {
    const folder = remoteFolder(this.manifest.value(), this.remote);
    if (!folder || folder === this.failedFolder) return null;
    if (this.loaded?.folder === folder) return this.loaded;
    try {
      const directory = path.join(this.siteDir, folder);
      const script = path.join(directory, FIRST_FRAME_FILES.script);
      // A remote that draws no first frame ships no server build: nothing to tell.
      if (!existsSync(script)) {
        this.failedFolder = folder;
        return null;
      }
      // The remote's release carries its own React: a CommonJS file the release tool installed.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(script) as Partial<FirstFrameModule>;
      if (typeof module.renderFirstFrame !== 'function') throw new Error(`${FIRST_FRAME_FILES.script} exports no renderFirstFrame`);
      this.loaded = { folder, module: module as FirstFrameModule, styles: new FrameStyles(readFileSync(path.join(directory, FIRST_FRAME_FILES.styles), 'utf8')) };
      return this.loaded;
    } catch (error) {
      this.fail(folder, error);
      return null;
    }
  }

  private fail(folder: string, error: unknown): void {
    if (this.loaded?.folder === folder) this.loaded = null;
    this.failedFolder = folder;
    this.log.warn({ err: error, remote: this.remote, folder }, 'first frame not drawn for this release');
  }
}
