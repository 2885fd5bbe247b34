import { i18n, isTrialAtom, memberInfoAtom, store } from '@khela/shared';
import { act } from '@testing-library/react';
import { openPopupsAtom } from '@/lib/popups/popup-stack';
import { resetShellState } from '@/testing/render-in-shell';
import { FakeApi } from '@khela/shared/testing';
import { memberInfo } from '@/testing/api-fixtures';
import { restoreSession } from '../session/session-restore';
import { adoptSocialReturn, finishSocialReturn, socialErrorKey, socialLoginErrors, takeSocialReturn } from './social-return';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

beforeEach(resetShellState);

describe('coming back from a social login', () => {
  it('takes a known error code out of the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/promotions?tab=2&loginError=oidc.state.invalid#top');
    expect(takeSocialReturn()).toEqual({ loginCode: null, loginError: 'oidc.state.invalid' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/promotions?tab=2#top');
  });

  it('shows the general message for a code it does not know', () => {
    window.history.replaceState(null, '', '/?loginError=%3Cscript%3E');
    expect(takeSocialReturn().loginError).toBe('oidc.failed');
    expect(window.location.search).toBe('');
  });

  it('takes the one-time login code out of the address and trades it for a session with a POST', async () => {
    window.history.replaceState(null, '', '/games?loginCode=code-1&tab=1');
    const taken = takeSocialReturn();
    expect(taken).toEqual({ loginCode: 'code-1', loginError: null });
    expect(window.location.search).toBe('?tab=1');
    const server = new FakeApi().on('POST', '/wps/session/loginCode', { value: { token: 'tok-9', mustChangePassword: false } });
    expect(await adoptSocialReturn(taken)).toEqual({ loginCode: null, loginError: null });
    expect(server.requests('POST', '/wps/session/loginCode')[0]?.body).toEqual({ code: 'code-1' });
    expect(window.sessionStorage.getItem('token')).toBe('tok-9');
  });

  it('a refused code opens the login popup with its message, and no session', async () => {
    new FakeApi().on('POST', '/wps/session/loginCode', { status: 400, errorCode: 'login.code.invalid', message: 'expired' });
    const after = await adoptSocialReturn({ loginCode: 'old', loginError: null });
    expect(after).toEqual({ loginCode: null, loginError: 'login.code.invalid' });
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('opens the login popup with the error', async () => {
    act(() => finishSocialReturn({ loginCode: null, loginError: 'oidc.cancelled' }));
    expect(store.get(openPopupsAtom)).toEqual([{ name: 'login', props: { socialError: 'oidc.cancelled' } }]);
  });

  it('at start, a kept token loads member info; without one nothing is asked', async () => {
    const server = new FakeApi().on('GET', '/wps/member/info', { value: memberInfo({ account: 'google7k2m9', type: 4 }) });
    await restoreSession();
    expect(server.requests('GET', '/wps/member/info')).toHaveLength(0);
    window.sessionStorage.setItem('token', 'tok-1');
    await restoreSession();
    expect(server.requests('GET', '/wps/member/info')).toHaveLength(1);
    expect(store.get(memberInfoAtom)?.account).toBe('google7k2m9');
    expect(store.get(isTrialAtom)).toBe(true);
  });

  it('has every code in both languages', () => {
    for (const code of socialLoginErrors) {
      const name = socialErrorKey(code).split('.').at(-1);
      expect([code, (en.login.social.errors as Record<string, string>)[name!]]).toEqual([code, expect.any(String)]);
      expect([code, (bn.login.social.errors as Record<string, string>)[name!]]).toEqual([code, expect.stringMatching(/[\u0980-\u09FF]/)]);
    }
    expect(i18n.t(`identity:${socialErrorKey('oidc.too.many')}`)).toBe('Too many login attempts. Please wait a few minutes and try again.');
  });
});
