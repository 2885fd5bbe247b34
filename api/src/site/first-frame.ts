import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@khela/contracts';
import { FIRST_FRAME_FILES, FIRST_FRAME_ID, type FirstFrameModule, type StartAnswersPayload } from '@khela/contracts/start-answers';
import type { FastifyBaseLogger } from 'fastify';
import { remoteFolder, type SiteManifest } from './site-manifest';

/** A loaded first frame: its renderer and its stylesheet, for one release folder (which never changes). */
interface LoadedFrame {
  folder: string;
  module: FirstFrameModule;
  styles: string;
}

/**
 * Where the home's first frame sits on a phone for a visitor, in the built site's layout: below the
 * sticky top bar (the 56 px header row and the 44 px category bar, with their borders: 102 px), the
 * page's full width (shell layout.module.css and header.module.css; boot-banner.ts has the same
 * box). Only from 360 to 767 px wide, as the boot banner: narrower, the visitor's header may wrap;
 * wider, the side menu and the desktop header place the page elsewhere.
 */
const PHONE_PLACE = 'position:absolute;z-index:1;top:102px;left:0;right:0;background:var(--kh-bg);pointer-events:none';

/**
 * The home's first frame (docs/adr/0020): the home remote's first screen, drawn by the server build
 * of its own components (mfe-home dist/server, shared createFirstFrame) from the start-up answers
 * index.html carries, so a new visitor's phone paints the game tiles with the HTML instead of after
 * the shell and the home remote have run. Loaded from the home's folder in service (remotes.json),
 * once per release: a publish or a rollback of the home changes its frame with it. Anything amiss
 * (no server build in that release, a render that throws) draws no frame and the page opens as it
 * did before; it is logged once per release.
 */
export class FirstFrame {
  private loaded: LoadedFrame | null = null;
  private failedFolder = '';

  constructor(
    private readonly manifest: SiteManifest,
    private readonly siteDir: string,
    private readonly remote: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The frame's markup for a page with these answers, or '' (no frame). */
  markup(payload: StartAnswersPayload, nonce: string): string {
    const frame = this.load();
    if (!frame) return '';
    let html: string | null;
    try {
      html = frame.module.renderFirstFrame(payload, DEFAULT_LANGUAGE);
    } catch (error) {
      this.fail(frame.folder, error);
      return '';
    }
    if (!html) return '';
    const id = FIRST_FRAME_ID;
    const style = `<style>#${id}{display:none}@media (min-width:360px) and (max-width:767px){#${id}{display:block;${PHONE_PLACE}}}${frame.styles}</style>`;
    // Seen, not read twice nor focused: the live screen below it is what a screen reader and the keyboard reach.
    const picture = `<div id="${id}" inert aria-hidden="true">${html}</div>`;
    return `${style}${picture}${keepScript(id, nonce)}`;
  }

  private load(): LoadedFrame | null {
    const folder = remoteFolder(this.manifest.value(), this.remote);
    if (!folder || folder === this.failedFolder) return null;
    if (this.loaded?.folder === folder) return this.loaded;
    try {
      const directory = path.join(this.siteDir, folder);
      // The remote's release carries its own React: a CommonJS file the release tool installed.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(directory, FIRST_FRAME_FILES.script)) as Partial<FirstFrameModule>;
      if (typeof module.renderFirstFrame !== 'function') throw new Error(`${FIRST_FRAME_FILES.script} exports no renderFirstFrame`);
      this.loaded = { folder, module: module as FirstFrameModule, styles: readFileSync(path.join(directory, FIRST_FRAME_FILES.styles), 'utf8').replace(/<\//g, '<\\/') };
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

/**
 * Right after the frame, before the first paint: it goes for whom the home draws something else
 * there (a member — a token: their header has two rows —, or a reader who chose another language
 * than the frame's). Taps go through it (pointer-events: none) to the live page below.
 */
function keepScript(id: string, nonce: string): string {
  return `<script nonce="${nonce}">(function(){try{var l=localStorage.getItem('lang');if(sessionStorage.getItem('token')||/[?&]token=/.test(location.search)||(l&&l!=='${DEFAULT_LANGUAGE}')){var f=document.getElementById('${id}');if(f)f.remove();}}catch(e){}})();</script>`;
}
