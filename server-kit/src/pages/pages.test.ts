import { escapeHtml, fill, htmlPage, localDigits, moneyText, scriptJson } from './index';

describe('page helpers', () => {
  it('escapes text for element content and attribute values', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml(12)).toBe('12');
  });

  it('writes JSON that no text inside can close the script element with', () => {
    expect(scriptJson({ a: '</script><b>' })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('draws the document: language, nonce on the style and script, escaped title, body in main, optional body class', () => {
    const page = htmlPage({ lang: 'bn', nonce: 'N1', title: 'A & B', style: 'p{}', body: '<p>x</p>', script: 'go()' });
    expect(page).toContain('<html lang="bn">');
    expect(page).toContain('<meta name="referrer" content="no-referrer">');
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('<style nonce="N1">p{}</style>');
    expect(page).toContain('<body>\n<main>\n<p>x</p>\n</main>\n<script nonce="N1">go()</script>\n</body>');
    const plain = htmlPage({ lang: 'en', nonce: 'N2', title: 't', style: '', body: '', bodyClass: 'fmt-malay' });
    expect(plain).toContain('<body class="fmt-malay">');
    expect(plain).not.toContain('<script');
  });

  it('fills placeholders with strings and numbers, leaving unknown ones', () => {
    expect(fill('{side}: {stake} ({n}) {gone}', { side: 'Meron', stake: '৳10.00', n: 3, gone: undefined })).toBe('Meron: ৳10.00 (3) {gone}');
  });

  it('writes Bengali digits on Bengali pages only', () => {
    expect(localDigits('Round 1209', 'bn')).toBe('Round ১২০৯');
    expect(localDigits('Round 1209', 'en')).toBe('Round 1209');
  });

  it('writes minor units as money, grouped, with two decimals and the sign first', () => {
    expect(moneyText(123_456_789, 'BDT', 'en')).toBe('৳1,234,567.89');
    expect(moneyText(5, 'BDT', 'bn')).toBe('৳০.০৫');
    expect(moneyText(-100_050, 'BDT', 'en')).toBe('-৳1,000.50');
    expect(moneyText(100, 'USD', 'en')).toBe('USD 1.00');
    expect(moneyText(0, 'BDT', 'bn')).toBe('৳০.০০');
  });
});
