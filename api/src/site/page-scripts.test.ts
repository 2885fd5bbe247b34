import { keepFor } from './page-scripts';

/** Runs a script keepFor wrote, as a page would, in a tab with this session and language; says whether the picture stayed. */
function stays(script: string, tab: { token?: string; search?: string; lang?: string }): boolean {
  let removed = false;
  const body = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  const storage = (values: Record<string, string | undefined>) => ({ getItem: (key: string) => values[key] ?? null });
  new Function('sessionStorage', 'localStorage', 'location', 'document', body)(
    storage({ token: tab.token }),
    storage({ lang: tab.lang }),
    { search: tab.search ?? '' },
    { getElementById: () => ({ remove: () => (removed = true) }) },
  );
  return !removed;
}

test("a public page's picture stays for a visitor in the default language, and goes for a member or another language", () => {
  const script = keepFor('visitors', 'pic', 'n');
  expect(script.startsWith('<script nonce="n">')).toBe(true);
  expect(stays(script, {})).toBe(true);
  expect(stays(script, { lang: 'bn' })).toBe(true);
  expect(stays(script, { token: 't' })).toBe(false);
  expect(stays(script, { search: '?token=t' })).toBe(false);
  expect(stays(script, { lang: 'en' })).toBe(false);
});

test("a members' page's picture stays for a tab that holds a session, and goes for a visitor", () => {
  const script = keepFor('members', 'pic', 'n');
  expect(stays(script, { token: 't' })).toBe(true);
  expect(stays(script, { search: '?a=1&token=t' })).toBe(true);
  expect(stays(script, {})).toBe(false);
  expect(stays(script, { token: 't', lang: 'en' })).toBe(false);
});
