import { store } from '../store/store';
import { tokenAtom } from '../store/session-atoms';
import { adoptStoredToken, clearSession, storeToken, takeLoginCodeFromUrl } from './session';

describe('session', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    store.set(tokenAtom, null);
  });

  it('never adopts a token from the address: it is removed, the stored session (if any) stays', () => {
    window.history.replaceState(null, '', '/member?token=abc123&tab=1#x');
    expect(adoptStoredToken()).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(window.location.search).toBe('?tab=1');
    expect(window.location.hash).toBe('#x');
  });

  it('keeps the stored token', () => {
    window.history.replaceState(null, '', '/?token=other');
    window.sessionStorage.setItem('token', 'stored');
    expect(adoptStoredToken()).toBe('stored');
    expect(store.get(tokenAtom)).toBe('stored');
  });

  it('takes a one-time login code out of the address', () => {
    window.history.replaceState(null, '', '/games?loginCode=c0de&tab=1');
    expect(takeLoginCodeFromUrl()).toBe('c0de');
    expect(window.location.search).toBe('?tab=1');
    expect(takeLoginCodeFromUrl()).toBeNull();
  });

  it('logout clears session storage and resets the merchant to the brand', () => {
    storeToken('t');
    window.sessionStorage.setItem('merchantCode', 'other');
    clearSession();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('khela');
    expect(store.get(tokenAtom)).toBeNull();
  });
});
