/**
 * Intl formatters, one per locale and options, built once and reused. Building one loads and
 * resolves its locale's data (about a millisecond each on a slow phone), while formatting with a
 * built one is cheap: a page of report rows or dates built one per call before this (issue 19: the
 * home's main thread). The very first Intl object of a page costs far more (the browser's ICU
 * start-up, 100–220 ms on bench:home's phone), which is why money is written out (money.ts).
 * The options are part of the key as written at the call site, so each call site keeps one.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function reused<F>(cache: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return reused(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return reused(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
