import { queryClient } from '../query/query-client';
import { sessionKeys } from '../session/storage-keys';
import { forgetVendorLanes, loadVendorLanes, vendorLanesKey } from './vendor-lanes';

const lanes = [{ gameType: 'RNG', launchesDirectly: false, vendors: [] }];
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the vendor lanes, one call per language for every root', () => {
  beforeEach(() => forgetVendorLanes());

  it('answers every caller of a language from one call, and asks again for another language', async () => {
    const fetch = jest.fn(async () => answer(200, { success: true, value: { data: { lanes } }, message: null, errorCode: null }));
    global.fetch = fetch as unknown as typeof global.fetch;
    const [a, b] = await Promise.all([loadVendorLanes('bn'), loadVendorLanes('bn')]);
    expect(a).toEqual({ ok: true, value: lanes });
    expect(b).toEqual(a);
    expect(await loadVendorLanes('bn')).toEqual(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    await loadVendorLanes('en');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed answer, so the next caller asks again', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(400, { success: false, value: null, message: 'refused', errorCode: 'unknown' }))
      .mockResolvedValueOnce(answer(200, { success: true, value: { data: { lanes } }, message: null, errorCode: null }));
    global.fetch = fetch as unknown as typeof global.fetch;
    expect(await loadVendorLanes('bn')).toMatchObject({ ok: false, error: { status: 400 } });
    expect(await loadVendorLanes('bn')).toEqual({ ok: true, value: lanes });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps the session's lanes in session storage gameVendor (SPEC §3): a new page of the session makes no call", async () => {
    const fetch = jest.fn(async () => answer(200, { success: true, value: { data: { lanes } }, message: null, errorCode: null }));
    global.fetch = fetch as unknown as typeof global.fetch;
    await loadVendorLanes('bn');
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.gameVendor)!)).toEqual({ merchant: 'khela', language: 'bn', lanes });
    // A reload: the page's query cache is gone, the session's storage is not.
    queryClient.removeQueries({ queryKey: vendorLanesKey });
    expect(await loadVendorLanes('bn')).toEqual({ ok: true, value: lanes });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Another language's names, another brand's lanes, or a damaged entry, are fetched.
    await loadVendorLanes('en');
    expect(fetch).toHaveBeenCalledTimes(2);
    window.sessionStorage.setItem(sessionKeys.gameVendor, JSON.stringify({ merchant: 'khela2', language: 'en', lanes: [] }));
    queryClient.removeQueries({ queryKey: vendorLanesKey });
    expect(await loadVendorLanes('en')).toEqual({ ok: true, value: lanes });
    expect(fetch).toHaveBeenCalledTimes(3);
    window.sessionStorage.setItem(sessionKeys.gameVendor, '{not json');
    queryClient.removeQueries({ queryKey: vendorLanesKey });
    expect(await loadVendorLanes('en')).toEqual({ ok: true, value: lanes });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
