import DOMPurify from 'dompurify';

/**
 * HTML from the server is sanitized again in the page: defence in depth for every HTML body. Not
 * exported from the package: callers use SafeHtml / useSanitizedHtml, which fetch this module (and
 * dompurify) only when some HTML is shown.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
