import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;
let pending: Promise<Sanitize> | undefined;

/**
 * Fetches the HTML sanitizer (dompurify, ~9 KB gzip) the first time some HTML is to be shown, so it
 * is not part of any page's first load. Resolves at once when it is already here; a failed fetch
 * is tried again on the next call.
 */
export function loadHtmlSanitizer(): Promise<Sanitize> {
  pending ??= import('./sanitize').then(
    (module) => (sanitizer = module.sanitizeHtml),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * `html` sanitized (SPEC: the server sanitizes, the page sanitizes again before inserting), or
 * null while the sanitizer is on its way. Unsanitized HTML is never handed out.
 */
export function useSanitizedHtml(html: string): string | null {
  const [ready, setReady] = useState(() => sanitizer !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadHtmlSanitizer().then(
      () => live && setReady(true),
      () => undefined, // offline: the body stays empty; the next view of it tries again
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return useMemo(() => (ready && sanitizer ? sanitizer(html) : null), [ready, html]);
}

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/**
 * A <div> holding server HTML, sanitized in the page first. Until the sanitizer has arrived it is
 * an empty, `aria-busy` box: nothing unsanitized is ever inserted.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useSanitizedHtml(html);
  return clean === null ? <div {...rest} aria-busy="true" /> : <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
