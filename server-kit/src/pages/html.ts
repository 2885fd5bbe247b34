/** Text for HTML element content and attribute values. */
export function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a <script>: "<" escaped, so no text can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HtmlPage {
  lang: 'bn' | 'en';
  /** The response's CSP nonce: the page's only style sheet and script carry it. */
  nonce: string;
  title: string;
  /** The service's style sheet. */
  style: string;
  /** The page's HTML inside <main>. */
  body: string;
  /** Inline script (none when empty). */
  script?: string;
  /** A class on <body> (the sportsbook's odds format). */
  bodyClass?: string;
}

/**
 * A server-drawn page's document: phone viewport, no Referer, the service's style sheet and the
 * page's script under the nonce, the body in <main>. Each service brings its own style.
 */
export function htmlPage(page: HtmlPage): string {
  const { lang, nonce, script = '' } = page;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${page.style}</style>
</head>
<body${page.bodyClass ? ` class="${escapeHtml(page.bodyClass)}"` : ''}>
<main>
${page.body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}
