/**
 * What bench/home runs in the page before any of the site's code (Playwright's init script): the
 * figures of the load, kept in window.__homeProbe for run.ts to read.
 *
 * - bannerShownMs: the first home banner's <img> (in mfe-home's BannerCarousel) decoded, and the
 *   frame after it painted.
 * - bannerInPageMs, tilesInPageMs: when that <img> and those tiles were put in the page; and
 *   contentImages, the paths of the banner's picture and of every game tile's until both are shown.
 * - tilesShownMs: the first game tiles (the shared GameCard, data-testid="game-card-<nodeId>") in
 *   the page, and the frame after that painted: the live page's, or the ones of the home's first
 *   frame that index.html draws before any script (docs/adr/0020, data-frame-testid), whichever
 *   come first — both are what the phone shows.
 * - lcpMs and lcpElement: the last largest-contentful-paint entry, and what it was.
 * - cls: the cumulative layout shift as Core Web Vitals count it: the largest session window of
 *   shifts without recent input (shifts less than 1 s apart, a window at most 5 s long); and
 *   shiftsBySource, every such shift's value shared among the elements it moved (what to fix).
 *
 * Times are ms since the navigation started (performance.now()). Plain JavaScript in a string:
 * a compiled function would carry the compiler's helpers, which the page does not have.
 */
export interface HomeProbe {
  /** When the banner's <img> and the first game tiles were put in the page (the requests before that are the waterfall to the content). */
  bannerInPageMs: number | null;
  tilesInPageMs: number | null;
  /** The paths of the pictures of that content (the banner's, the tiles'): the content's own requests. */
  contentImages: string[];
  bannerShownMs: number | null;
  tilesShownMs: number | null;
  tileCount: number;
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number;
  /** Layout shift (without recent input) by what moved: the element and its nearest data-testid or data-remote. */
  shiftsBySource: Record<string, number>;
  /** Every shift without recent input: when, how much, and what moved from where to where (BENCH_VERBOSE prints them for the other pages). */
  shiftLog: string[];
}

/** What the probe writes on the console (console.debug) once the banner and the tiles are both shown. */
export const HOME_SHOWN_SIGNAL = '__HOME_SHOWN__';

export const PAGE_PROBE = `(() => {
  performance.setResourceTimingBufferSize(5000);
  const probe = { bannerInPageMs: null, tilesInPageMs: null, contentImages: [], bannerShownMs: null, tilesShownMs: null, tileCount: 0, lcpMs: null, lcpElement: null, cls: 0, shiftsBySource: {}, shiftLog: [] };
  window.__homeProbe = probe;
  const describe = (node) => {
    const element = node && node.nodeType !== 1 ? node.parentElement : node;
    if (!element) return null;
    const owner = element.closest('[data-testid], [data-remote]');
    const name = owner ? (owner.getAttribute('data-testid') || 'remote ' + owner.getAttribute('data-remote')).replace(/-\\d+$/, '-*') : null;
    return element.tagName.toLowerCase() + (owner === element ? '[' + name + ']' : owner ? ' in ' + name : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.lcpMs = entry.startTime;
      probe.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources || [];
      const rect = (r) => r.x + ',' + r.y + ' ' + r.width + 'x' + r.height;
      probe.shiftLog.push(Math.round(entry.startTime) + ' ms ' + entry.value.toFixed(3) + ': ' + sources.map((source) => (describe(source.node) || 'a removed element') + ' ' + rect(source.previousRect) + ' -> ' + rect(source.currentRect)).join('; '));
      for (const source of sources) {
        const what = describe(source.node) || 'a removed element';
        probe.shiftsBySource[what] = (probe.shiftsBySource[what] || 0) + entry.value / sources.length;
      }
      if (windowValue > 0 && entry.startTime - windowLast < 1000 && entry.startTime - windowStart < 5000) windowValue += entry.value;
      else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      windowLast = entry.startTime;
      probe.cls = Math.max(probe.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const afterNextPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  // Told on the console, which the harness hears through the DevTools protocol: waiting with a
  // function polled in the page would run Playwright's own scripts on the throttled main thread.
  let signalled = false;
  const signalWhenShown = () => {
    if (signalled || probe.bannerShownMs === null || probe.tilesShownMs === null) return;
    signalled = true;
    console.debug(${JSON.stringify(HOME_SHOWN_SIGNAL)});
  };
  let banner = null;
  let tilesSeen = false;
  const TILES = '[data-testid^="game-card-"], [data-frame-testid^="game-card-"]';
  const TILE_PICTURES = '[data-testid^="game-card-"] img, [data-frame-testid^="game-card-"] img';
  const notePicture = (picture) => {
    if (!picture.src) return;
    const path = new URL(picture.src).pathname;
    if (!probe.contentImages.includes(path)) probe.contentImages.push(path);
  };
  const look = () => {
    if (!banner && probe.bannerShownMs === null) {
      const image = document.querySelector('[data-testid="banner-carousel"] img');
      if (image) {
        banner = image;
        if (probe.bannerInPageMs === null) {
          probe.bannerInPageMs = performance.now();
          notePicture(image);
        }
        image.decode().then(
          () => afterNextPaint(() => { if (probe.bannerShownMs === null) probe.bannerShownMs = performance.now(); signalWhenShown(); }),
          () => { banner = null; }, // broken image: not shown; a later one may be
        );
      }
    }
    if (!tilesSeen) {
      const tiles = document.querySelectorAll(TILES);
      if (tiles.length > 0) {
        tilesSeen = true;
        probe.tilesInPageMs = performance.now();
        afterNextPaint(() => { probe.tilesShownMs = performance.now(); probe.tileCount = document.querySelectorAll(TILES).length; signalWhenShown(); });
      }
    }
    // The tiles' pictures, as tiles come (a first frame's arrive with the HTML as it is read).
    if (!signalled) for (const picture of document.querySelectorAll(TILE_PICTURES)) notePicture(picture);
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
})();`;
