/**
 * Where a game page's "Back to Khela" may lead: an http(s) address, or a path of the site. The
 * page runs on the vendor's origin, so a path is resolved against the site that opened the game
 * (the launch request's Referer) when it is known. Anything else (javascript:, data:, `//host`,
 * `/\host`, which browsers read as another host) gets no link at all.
 */
export function safeBackUrl(raw: unknown, openedFrom?: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  // Control characters and backslashes are stripped or bent by browsers: refuse rather than guess.
  if (raw.includes('\\') || hasControlCharacter(raw)) return null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    const site = httpUrl(openedFrom);
    return site ? new URL(raw, site.origin).href : raw;
  }
  return httpUrl(raw)?.href ?? null;
}

function httpUrl(raw: string | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** C0 controls and DEL: browsers drop them from addresses, so what is checked is not what is followed. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
