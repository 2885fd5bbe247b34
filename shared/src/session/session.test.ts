import { store } from '../store/store';
import { tokenAtom } from '../store/session-atoms';
import { adoptTokenFromUrl, clearSession, storeToken } from './session';

describe('session', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    store.set(tokenAtom, null);
  });

  it('takes a token from the URL query into session storage and removes it from the URL', () => {
    window.history.replaceState(null, '', '/member?token=abc123&tab=1#x');
    expect(adoptTokenFromUrl()).toBe('abc123');
    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(window.location.search).toBe('?tab=1');
    expect(window.location.hash).toBe('#x');
    expect(store.get(tokenAtom)).toBe('abc123');
  });

  it('falls back to the stored token', () => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.setItem('token', 'stored');
    expect(adoptTokenFromUrl()).toBe('stored');
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
