import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMemberApi, iphoneSafari, sessionEntry, renderSecurityCenter } from './security-test-support';

const here = sessionEntry();
const phone = sessionEntry({ id: 'ffeeddccbbaa', current: false, ip: '37.111.200.9', userAgent: iphoneSafari, loginMethod: 'sms', createdAt: '2024-04-30T18:00:00.000Z', lastSeenAt: '2024-04-30T19:45:00.000Z' });

let api: FakeMemberApi;

async function section() {
  const card = within(screen.getByTestId('security-sessions'));
  await card.findByRole('list', { name: 'Signed-in devices' });
  return card;
}

describe('signed-in devices', () => {
  it('lists every session, this device first and marked, in words and the merchant time zone', async () => {
    api = new FakeMemberApi().withMember().on('GET', '/wps/member/sessions', { value: [phone, here] });
    renderSecurityCenter();
    const card = await section();
    const [first, second] = card.getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome on Android');
    expect(within(first!).getByText('This device')).toBeInTheDocument();
    expect(first).toHaveTextContent('103.4.145.2');
    expect(first).toHaveTextContent('Username and password');
    // 03:30 UTC is 09:30 in Dhaka.
    expect(first).toHaveTextContent('01/05/2024, 09:30');
    expect(second).toHaveTextContent('Safari on iOS');
    expect(second).toHaveTextContent('SMS code');
    expect(within(second!).queryByText('This device')).not.toBeInTheDocument();
  });

  it('signs out the other devices only after a confirmation, then lists again', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('GET', '/wps/member/sessions', { value: [here, phone] }, { value: [here] })
      .on('DELETE', '/wps/member/sessions/others', { value: { signedOut: 1 } });
    renderSecurityCenter();
    const card = await section();
    const button = card.getByRole('button', { name: 'Sign out other devices' });

    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out other devices?' });
    expect(dialog).toHaveTextContent('This device stays signed in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests('DELETE', '/wps/member/sessions/others')).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    expect(await card.findByText('Signed out of 1 other device.')).toHaveFocus();
    expect(api.requests('DELETE', '/wps/member/sessions/others')).toHaveLength(1);
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(1));
    expect(api.requests('GET', '/wps/member/sessions')).toHaveLength(2);
    expect(card.getByText('No other device is signed in.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Sign out other devices' })).toBeDisabled();
  });

  it('shows a failed sign-out as the server words it', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('GET', '/wps/member/sessions', { value: [here, phone] })
      .on('DELETE', '/wps/member/sessions/others', { status: 401, errorCode: 'login.not.session', message: 'not logged in' });
    renderSecurityCenter();
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Sign out other devices' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    // A code the common catalogue knows is shown in the reader's words.
    expect(await card.findByText('You are not logged in, or your session has ended')).toHaveAttribute('role', 'alert');
  });

  it('shows a failed list with a retry', async () => {
    api = new FakeMemberApi()
      .withMember()
      .on('GET', '/wps/member/sessions', { status: 403, errorCode: 'member.trial', message: 'A real account is needed for this.' }, { value: [here] });
    renderSecurityCenter();
    const card = within(screen.getByTestId('security-sessions'));
    expect(await card.findByText('A real account is needed for this.')).toHaveAttribute('role', 'alert');
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('This device')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Sign out other devices' })).toBeDisabled();
  });
});
