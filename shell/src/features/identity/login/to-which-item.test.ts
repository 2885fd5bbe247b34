import { history, sessionKeys, store } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { finishLogin } from './finish-login';
import { hidePopup, openPopupsAtom } from '@/lib/popups/popup-stack';
import { loginAnswer, memberInfo } from '@/testing/api-fixtures';
import { resetShellState } from '@/testing/render-in-shell';
import { mayEnterMemberArea } from '@/lib/session/trial-gate';

/** SPEC §3 session storage toWhichItem: the members-only page a visitor asked for, reached after login. */
const item = () => window.sessionStorage.getItem(sessionKeys.toWhichItem);
const loginOpen = () => store.get(openPopupsAtom).some((entry) => entry.name === 'login');

beforeEach(() => {
  resetShellState();
  window.sessionStorage.clear();
  history.replace('/promotions');
});

it('a visitor asking for a member page gets the login popup, and the page once logged in', async () => {
  new FakeApi().on('GET', '/wps/member/info', { value: memberInfo() });
  expect(mayEnterMemberArea('/member/depositv2')).toBe(false);
  expect(loginOpen()).toBe(true);
  expect(item()).toBe('/member/depositv2');
  await finishLogin(loginAnswer() as never, { popup: 'login' });
  expect(history.location.pathname).toBe('/member/depositv2');
  expect(item()).toBeNull();
});

it('closing the login popup without logging in forgets the page', async () => {
  new FakeApi().on('GET', '/wps/member/info', { value: memberInfo() });
  mayEnterMemberArea('/member/withdraw');
  hidePopup('login');
  expect(item()).toBeNull();
  await finishLogin(loginAnswer() as never, { popup: 'login' });
  expect(history.location.pathname).toBe('/promotions');
});

it('a trial account stays where it is, and a stored address off this site is never followed', async () => {
  new FakeApi().on('GET', '/wps/member/info', { value: memberInfo({ type: 4 }) });
  mayEnterMemberArea('/member/depositv2');
  await finishLogin(loginAnswer({ type: 4 }) as never, { popup: 'login' });
  expect(history.location.pathname).toBe('/promotions');

  resetShellState();
  new FakeApi().on('GET', '/wps/member/info', { value: memberInfo() });
  window.sessionStorage.setItem(sessionKeys.toWhichItem, '//elsewhere.example/x');
  await finishLogin(loginAnswer() as never, { popup: 'login' });
  expect(history.location.pathname).toBe('/promotions');
});
