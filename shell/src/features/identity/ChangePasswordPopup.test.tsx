import { bus, currentToken, history, isChangePawAtom, memberInfoAtom, openPopup, store } from '@khela/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShellState } from '@/testing/render-in-shell';
import { FakeApi } from '@khela/shared/testing';
import { loginAnswer, memberInfo } from '@/testing/api-fixtures';
import { renderIdentityPopups, setIdentityConfig } from './login/identity-test-support';
import { identityPopups } from './identity-popups';

beforeAll(() => identityPopups.changePassword!.preload());
let server: FakeApi;
beforeEach(() => {
  resetShellState();
  setIdentityConfig();
  server = new FakeApi()
    .on('POST', '/wps/member/changePassword', { value: loginAnswer({ token: 'tok-fresh' }) })
    .on('GET', '/wps/member/info', { value: memberInfo() })
    .on('DELETE', '/wps/session/logout', { value: null });
});

async function fillNew(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
}

describe('Change password popup', () => {
  it('when forced by a login, asks only for the new password and cannot be dismissed', async () => {
    renderIdentityPopups('/member/securityCenter');
    act(() => openPopup('changePassword', { forced: true, oldPassword: 'Secret1' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('checks the new password by the brand rule and the confirmation before calling', async () => {
    renderIdentityPopups();
    act(() => openPopup('changePassword', { forced: true, oldPassword: 'Secret1' }));
    await fillNew('short', 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use both letters and digits: 6 to 20 characters.');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(server.requests('POST', '/wps/member/changePassword')).toHaveLength(0);
  });

  it('sends the old password known from login sealed, then logs in afresh and goes home', async () => {
    const loggedIn = jest.fn();
    bus.on('session:login', loggedIn);
    store.set(isChangePawAtom, true);
    renderIdentityPopups('/promotions');
    act(() => openPopup('changePassword', { forced: true, oldPassword: 'Secret1' }));
    await fillNew('NewPass22');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    const [sent] = server.requests('POST', '/wps/member/changePassword');
    expect(sent?.sealed).toBe(true);
    expect(sent?.body).toEqual({ oldPassword: 'Secret1', newPassword: 'NewPass22', confirmNewPassword: 'NewPass22' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(currentToken()).toBe('tok-fresh');
    expect(store.get(memberInfoAtom)?.account).toBe('rahim');
    expect(store.get(isChangePawAtom)).toBe(false);
    expect(loggedIn).toHaveBeenCalledWith({ token: 'tok-fresh' });
    bus.off('session:login', loggedIn);
  });

  it('from the security center asks for the current password and shows the server refusal', async () => {
    server.on('POST', '/wps/member/changePassword', { status: 400, errorCode: 'password.old.wrong', message: 'The current password is wrong' });
    renderIdentityPopups();
    act(() => openPopup('changePassword'));
    await fillNew('NewPass22');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('This field cannot be empty.');
    expect(server.requests('POST', '/wps/member/changePassword')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'OldPass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(server.bodyOf('POST', '/wps/member/changePassword')).toMatchObject({ oldPassword: 'OldPass1' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('when forced, logging out instead ends the session and closes it', async () => {
    renderIdentityPopups();
    act(() => openPopup('changePassword', { forced: true, oldPassword: 'Secret1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out instead' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(server.requests('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(currentToken()).toBeNull();
  });
});
