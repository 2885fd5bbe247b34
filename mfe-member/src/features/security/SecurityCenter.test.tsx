import { bus } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMemberApi, memberProfile, renderSecurityCenter } from './security-test-support';

let api: FakeMemberApi;
beforeEach(() => {
  api = new FakeMemberApi().withMember();
});

describe('my account', () => {
  it('shows the account at once, then the full profile from member info in the merchant time zone', async () => {
    renderSecurityCenter();
    expect(screen.getByTestId('member-page-securityCenter')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-account')).toHaveTextContent('rahim01');
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    // 20:15 UTC on 9 March is 10 March in Dhaka (UTC+6).
    await waitFor(() => expect(screen.getByTestId('profile-registered')).toHaveTextContent('10/03/2024'));
    expect(screen.getByTestId('profile-member-id')).toHaveTextContent('1007');
    expect(screen.getByText('Last changed on 01/04/2024')).toBeInTheDocument();
    expect(api.requests('GET', '/wps/member/info')).toHaveLength(1);
    for (const name of ['Profile', 'Login password', 'Mobile and e-mail', 'Payment password', 'Authenticator app', 'Signed-in devices', 'Login history', 'Display']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('copies the member id and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSecurityCenter();
    const profile = screen.getByTestId('security-profile');
    await userEvent.click(await within(profile).findByRole('button', { name: 'Copy member ID' }));
    expect(writeText).toHaveBeenCalledWith('1007');
    expect(await within(profile).findByText('Copied')).toBeInTheDocument();
  });

  it('says when the clipboard is not available', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderSecurityCenter();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy member ID' }));
    expect(await screen.findByText('Could not copy. Select the text and copy it yourself.')).toBeInTheDocument();
  });

  it('says "loading" until member info arrives, shows its translated failure, and retries', async () => {
    api.on('GET', '/wps/member/info', { status: 500, errorCode: 'server.error', message: 'Something went wrong on our side, please retry' }, { value: memberProfile() });
    renderSecurityCenter();
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    const page = screen.getByTestId('member-page-securityCenter');
    expect(await within(page).findByText('Something went wrong on our side, please retry')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment password' })).not.toBeInTheDocument();
    // The session's account is still shown.
    expect(screen.getByTestId('profile-account')).toHaveTextContent('rahim01');
    const retries = within(page).getAllByRole('button', { name: 'Try again' });
    await userEvent.click(retries[0]!);
    expect(await screen.findByRole('heading', { name: 'Payment password' })).toBeInTheDocument();
    expect(api.requests('GET', '/wps/member/info')).toHaveLength(2);
  });

  it('opens the shell change-password popup', async () => {
    const opened = jest.fn();
    bus.on('popup:open', opened);
    renderSecurityCenter();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(opened).toHaveBeenCalledWith({ name: 'changePassword' });
    bus.off('popup:open', opened);
  });

  it('speaks Bengali by default', async () => {
    renderSecurityCenter('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'আমার অ্যাকাউন্ট' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'পেমেন্ট পাসওয়ার্ড' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' })).toBeInTheDocument();
  });
});

