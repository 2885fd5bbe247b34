/**
 * Registers the app's service worker (/sw.js, served by the api; docs/app.md) in a production
 * build, on a secure page (https or localhost), after the page has loaded so it never competes
 * with the first load. The webpack dev server has no /sw.js, so development never registers one.
 * A failed registration changes nothing: the site works the same without it.
 */
export function registerServiceWorker(production = process.env.NODE_ENV === 'production'): void {
  if (!production || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
