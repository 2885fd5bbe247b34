function originOf(value: string): string | null {
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).origin;
  } catch {
    return null;
  }
}

/**
 * The /seamless page frames only games from this site or from the launch hosts the config lists
 * (launchGameCDNs): anything else in `?url=` could frame a phishing page inside the site.
 */
export function allowedGameUrl(raw: string | null, pageOrigin: string, launchGameCDNs: readonly string[]): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === pageOrigin) return url.href;
  return launchGameCDNs.some((cdn) => originOf(cdn) === url.origin) ? url.href : null;
}

/**
 * The address the site's own launch stored for this page (SPEC §3 startGameUrl, session storage):
 * the api's answer, so any http(s) address; nothing else is framed.
 */
export function launchedGameUrl(stored: string | null, pageOrigin: string): string | null {
  if (!stored) return null;
  try {
    const url = new URL(stored, pageOrigin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
