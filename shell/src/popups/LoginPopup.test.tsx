import { api, ApiError, configAtom, openPopup, store } from '@khela/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, resetShellState, testConfig } from '../layout/test-support';
import { PopupHost, preloadPopupViews } from './PopupHost';

// The popups' code is fetched on first open; here it is already in (lazy-view.test covers the wait).
beforeAll(preloadPopupViews);
beforeEach(resetShellState);
afterEach(() => jest.restoreAllMocks());

describe('Login popup', () => {
  it('has labelled username and password fields and no tabs without SMS login', () => {
    renderInShell(<PopupHost />);
    act(() => openPopup('login'));
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the SMS tab when verification-code login is on', async () => {
    store.set(configAtom, testConfig({ switches: ['MOBILEVERCODELOGIN3'] }));
    renderInShell(<PopupHost />);
    act(() => openPopup('login'));
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const post = jest.spyOn(api, 'post');
    renderInShell(<PopupHost />);
    act(() => openPopup('login'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username and password.');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the login and shows the translated error it returns', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ ok: false, error: new ApiError('login.failed', 'Wrong username or password', 400) });
    renderInShell(<PopupHost />);
    act(() => openPopup('login'));
    await userEvent.type(screen.getByLabelText('Username'), 'rahim');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(post).toHaveBeenCalledWith('/wps/session/login', { json: { username: 'rahim', password: 'secret1', type: 'username' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('blocks registration until the terms are ticked', async () => {
    const put = jest.spyOn(api, 'put');
    renderInShell(<PopupHost />);
    act(() => openPopup('register'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms and conditions first.');
    expect(put).not.toHaveBeenCalled();
  });
});
