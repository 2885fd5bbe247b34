import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamPaths } from './team-calls';
import { RegisterCenter } from './RegisterCenter';
import { agentInfo, FakeTeamApi, renderTeamPage } from './team-test-support';

let api: FakeTeamApi;

const fill = async (fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
};

describe('registerCenter', () => {
  beforeEach(() => {
    api = new FakeTeamApi();
  });

  it('shows the affiliate code and the link, copies them, and draws the link as a QR code', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTeamPage(<RegisterCenter />);
    expect(await screen.findByTestId('affiliate-code')).toHaveTextContent('K7QX2M9P');
    // The link is on the site the agent is using (a brand's domain), not a fixed main domain.
    const link = `${window.location.origin}${agentInfo.registerPath}`;
    expect(screen.getByTestId('affiliate-link')).toHaveAttribute('href', link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the registration link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the affiliate code' }));
    expect(writeText).toHaveBeenLastCalledWith('K7QX2M9P');
    const qr = await screen.findByRole('img', { name: 'QR code of your registration link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('opens a sub-agent with a sealed body, says it is in the team and offers a contract', async () => {
    api.on('POST', teamPaths.register, { value: { id: '555', account: 'newsub01', type: 1, kind: 'agent' } });
    renderTeamPage(<RegisterCenter />);
    await userEvent.selectOptions(screen.getByLabelText('Account type'), 'agent');
    await fill({ Username: 'NewSub01', 'Initial password': 'Tiger2026x', 'Confirm the password': 'Tiger2026x' });
    await userEvent.click(screen.getByRole('button', { name: 'Open the account' }));
    expect(await screen.findByText('Sub-agent newsub01 is now in your team. They will choose their own password at the first login.')).toBeInTheDocument();
    const sent = api.requests('POST', teamPaths.register)[0]!;
    expect(sent.sealed).toBe(true);
    expect(sent.body).toEqual({ kind: 'agent', account: 'NewSub01', password: 'Tiger2026x', confirmPassword: 'Tiger2026x' });
    expect(screen.getByRole('link', { name: 'Offer a contract to newsub01' })).toHaveAttribute('href', '/agentHome/agentDailyWages2?downline=555');
    // The form is ready for the next account.
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('says what is missing or does not match before calling, and shows the api’s answers under their fields', async () => {
    renderTeamPage(<RegisterCenter />);
    await fill({ Username: 'player77', 'Initial password': 'Tiger2026x', 'Confirm the password': 'Tiger2026y' });
    await userEvent.click(screen.getByRole('button', { name: 'Open the account' }));
    expect(screen.getByLabelText('Confirm the password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(api.requests('POST', teamPaths.register)).toHaveLength(0);

    api.on(
      'POST',
      teamPaths.register,
      { status: 400, errorCode: 'register.field.invalid', message: "The field 'account' is not valid.", value: { violations: [{ field: 'username', kind: 'length', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } }] } },
      { status: 409, errorCode: 'register.account.taken', message: 'This username is already taken.' },
    );
    await userEvent.clear(screen.getByLabelText('Confirm the password'));
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'Tiger2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Open the account' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/6.*11/));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Open the account' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/This username is already taken\./));
    expect(api.requests('POST', teamPaths.register)).toHaveLength(2);
  });

  it('speaks Bengali', async () => {
    renderTeamPage(<RegisterCenter />, { language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'ডাউনলাইন নিবন্ধন' })).toBeInTheDocument();
    const share = within(screen.getByTestId('agent-share'));
    expect(await share.findByText('অ্যাফিলিয়েট কোড')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'সাব-এজেন্ট' })).toBeInTheDocument();
  });
});
