import { FIRST_BANNER_ID, FIRST_FRAME_ID, HOME_PAGE_PATHS } from '@khela/contracts/start-answers';

/**
 * Takes away the first banner index.html drew before any script (api/src/site/boot-banner.ts): the
 * home remote calls it once its own first banner is shown (or it has none), the shell when the page
 * is not the home page or a remote's area failed. Calling it again does nothing.
 */
export function releaseFirstBanner(): void {
  document.getElementById(FIRST_BANNER_ID)?.remove();
}

/**
 * Takes away the first frame index.html drew before any script (api/src/site/first-frame.ts,
 * docs/adr/0020): the remote that drew it calls it once its own first screen is drawn, the shell in
 * the same cases as the first banner. Calling it again does nothing.
 */
export function releaseFirstFrame(): void {
  document.getElementById(FIRST_FRAME_ID)?.remove();
}

/**
 * Takes the first frame away unless it is the picture of the page at `pathname` (the api writes the
 * page's path on it, `data-path`): the shell calls it on every change of page, so a frame never
 * stands over another page than its own.
 */
export function releaseFirstFrameOffPath(pathname: string): void {
  const frame = document.getElementById(FIRST_FRAME_ID);
  if (frame && frame.dataset.path !== pathname) frame.remove();
}

/**
 * Takes away both pictures index.html drew before any script, the first banner and the first
 * frame: the shell does a while after any area is ready (a release from before them does not know
 * to), and when an area failed (they must not hide its message).
 */
export function releaseFirstDrawings(): void {
  releaseFirstBanner();
  releaseFirstFrame();
}

/** True for the paths of the home page itself (not /login, /register or /help, which open a popup over it). */
export function isHomePagePath(pathname: string): boolean {
  return HOME_PAGE_PATHS.includes(pathname);
}
