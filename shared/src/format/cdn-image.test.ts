import { cdnImageUrl, launchHostUrl, pickHost } from './cdn-image';

/** A random source giving these values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('image and launch hosts (SPEC §7)', () => {
  it('picks a host at random from the server list, else from the defaults', () => {
    expect(pickHost(['a', 'b', 'c'], ['d'], () => 0.5)).toBe('b');
    expect(pickHost(['a', 'b', 'c'], ['d'], () => 0.99)).toBe('c');
    expect(pickHost([], ['d'], () => 0.7)).toBe('d');
    expect(pickHost(undefined, ['d', 'e'], () => 0.7)).toBe('e');
  });

  it('spreads the images of a page over the hosts, each image keeping its address for the page load', () => {
    const hosts = ['https://img1.test/', 'https://img2.test'];
    const random = sequence(0.1, 0.9);
    const first = cdnImageUrl('/TCG_PROD_IMAGES/a.png', hosts, random);
    const second = cdnImageUrl('/TCG_PROD_IMAGES/b.png', hosts, random);
    expect(first).toBe('https://img1.test/TCG_PROD_IMAGES/a.png');
    expect(second).toBe('https://img2.test/TCG_PROD_IMAGES/b.png');
    // Asked again (another render), the same address: the browser's cache keeps working.
    expect(cdnImageUrl('/TCG_PROD_IMAGES/a.png', hosts, () => 0.9)).toBe(first);
  });

  it("uses the site's own /media when the brand lists no image host, and leaves full addresses alone", () => {
    expect(cdnImageUrl('/TCG_PROD_IMAGES/x.png', [])).toBe('/media/TCG_PROD_IMAGES/x.png');
    expect(cdnImageUrl('https://elsewhere.test/x.png', ['https://img1.test'])).toBe('https://elsewhere.test/x.png');
    expect(cdnImageUrl('data:image/png;base64,AA', ['https://img1.test'])).toBe('data:image/png;base64,AA');
  });

  it('picks a launch host afresh at every launch; a vendor on its own host keeps its address', () => {
    const hosts = ['https://play1.test', 'https://play2.test/'];
    const random = sequence(0.2, 0.8);
    expect(launchHostUrl('/vendor/play/PG?token=t', hosts, random)).toBe('https://play1.test/vendor/play/PG?token=t');
    expect(launchHostUrl('/vendor/play/PG?token=t', hosts, random)).toBe('https://play2.test/vendor/play/PG?token=t');
    expect(launchHostUrl('/vendor/play/PG', [])).toBe('/vendor/play/PG');
    expect(launchHostUrl('http://127.0.0.1:8100/play?token=t', hosts)).toBe('http://127.0.0.1:8100/play?token=t');
  });
});
