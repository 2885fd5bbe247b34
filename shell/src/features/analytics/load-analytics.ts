/** Google's tag script; the brand's id goes in its query. */
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The page's own nonce, from the script tags the server wrote it on (api/src/site/index-page.ts). */
function pageNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function addTag(gtagId: string, doc: Document, win: Window): void {
  win.dataLayer = win.dataLayer ?? [];
  // gtag.js reads its commands from dataLayer as `arguments` objects, not arrays.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', gtagId);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(gtagId)}`;
  // The CSP lets a third-party script in only with the page's nonce (script-src names no other host).
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  script.dataset.analytics = gtagId;
  doc.head.appendChild(script);
}

/**
 * SPEC §4 "load analytics": only when the brand configures an id (config analytics.gtagId), and
 * only once the page is interactive (after load, when the browser is idle), so it never competes
 * with the first paint on a slow phone. Without an id nothing is added at all.
 */
export function loadAnalytics(gtagId: string | null | undefined, doc: Document = document, win: Window = window): void {
  if (!gtagId) return;
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(() => addTag(gtagId, doc, win), { timeout: 5000 }) : win.setTimeout(() => addTag(gtagId, doc, win), 1));
  if (doc.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
