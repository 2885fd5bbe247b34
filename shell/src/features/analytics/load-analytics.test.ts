import { GTAG_SCRIPT, loadAnalytics } from './load-analytics';

function analyticsTags(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-analytics]')];
}

describe('analytics (SPEC §3 analytics.gtagId, §4 start-up)', () => {
  let readyState: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    analyticsTags().forEach((tag) => tag.remove());
    delete window.dataLayer;
    delete window.gtag;
    readyState = jest.spyOn(document, 'readyState', 'get');
  });
  afterEach(() => {
    readyState.mockRestore();
    jest.useRealTimers();
    document.querySelectorAll('script[nonce]').forEach((tag) => tag.remove());
  });

  it('adds nothing at all without an id', () => {
    readyState.mockReturnValue('complete');
    loadAnalytics(null);
    loadAnalytics('');
    jest.runAllTimers();
    expect(analyticsTags()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it("waits for the page to be loaded, then adds Google's tag with the page's CSP nonce", () => {
    const own = document.createElement('script');
    own.nonce = 'page-nonce-123';
    document.body.appendChild(own);
    readyState.mockReturnValue('interactive');
    loadAnalytics('G-ABC 1');
    jest.runAllTimers();
    expect(analyticsTags()).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    const [tag] = analyticsTags();
    expect(tag!.src).toBe(`${GTAG_SCRIPT}?id=G-ABC%201`);
    expect(tag!.async).toBe(true);
    expect(tag!.nonce).toBe('page-nonce-123');
    // gtag's commands wait in dataLayer for the script.
    expect(window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>)[0])).toEqual(['js', 'config']);
    expect(Array.from(window.dataLayer![1] as ArrayLike<unknown>)).toEqual(['config', 'G-ABC 1']);
  });
});
