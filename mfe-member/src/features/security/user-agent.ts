/** A browser and a system named from a user agent, for "Chrome on Android"; null when not known. */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge, Opera, Samsung and UC also say "Chrome"; Chrome also says "Safari".
const browsers: Array<[RegExp, string]> = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod|iOS/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: Array<[RegExp, string]>, text: string): string | null => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function summariseUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null };
  return { browser: first(browsers, userAgent), os: first(systems, userAgent) };
}
