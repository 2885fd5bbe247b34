import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMemberApi, memberProfile, renderSecurityCenter } from './security-test-support';

let api: FakeMemberApi;
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => {
  jest.useFakeTimers();
  api = new FakeMemberApi().withMember({ email: 'rahim@example.com' });
});
afterEach(() => jest.useRealTimers());

async function bindings() {
  return within(await screen.findByTestId('security-bindings'));
}

describe('bound mobile and e-mail', () => {
  it('shows what is bound, masked, and what is not', async () => {
    renderSecurityCenter();
    const section = await bindings();
    expect(section.getByTestId('bound-sms')).toHaveTextContent('Not added');
    expect(section.getByTestId('bound-email')).toHaveTextContent('ra***@example.com');
    expect(section.getByRole('button', { name: 'Add mobile number' })).toHaveAttribute('aria-expanded', 'false');
    expect(section.getByRole('button', { name: 'Change e-mail' })).toBeInTheDocument();
  });

  it('binds a mobile number: code sent, 60 s × expiredMinutes countdown, then the new number shown', async () => {
    api
      .on('POST', '/wps/member/bind/send', { value: { expiredMinutes: 2 } })
      .on('PUT', '/wps/member/bind', { value: memberProfile({ email: 'rahim@example.com', countryDialingCode: '880', mobile: '1712345678' }) });
    renderSecurityCenter();
    const section = await bindings();
    await user().click(section.getByRole('button', { name: 'Add mobile number' }));
    const form = within(section.getByRole('form', { name: 'Add or change your mobile number' }));
    const number = form.getByLabelText('New mobile number');
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription('Country code +880');

    // Nothing is sent for a number that cannot be one.
    await user().type(number, '0171');
    await user().click(form.getByRole('button', { name: 'Get code' }));
    expect(number).toHaveAccessibleDescription('Country code +880 Please enter a valid mobile number.');
    expect(api.requests('POST', '/wps/member/bind/send')).toHaveLength(0);

    await user().type(number, '2 345678');
    act(() => jest.advanceTimersByTime(1000));
    await user().click(form.getByRole('button', { name: 'Get code' }));
    const resend = await form.findByRole('button', { name: 'Send again in 120 s' });
    expect(resend).toBeDisabled();
    expect(api.requests('POST', '/wps/member/bind/send')[0]!.body).toEqual({ channel: 'sms', destination: '01712 345678', countryDialingCode: '880' });
    expect(form.getByText('We have sent a code to 01712 345678. It is valid for 2 minutes.')).toBeInTheDocument();
    expect(form.getByLabelText('Verification code')).toHaveFocus();

    act(() => jest.advanceTimersByTime(30_000));
    expect(resend).toHaveAccessibleName('Send again in 90 s');
    act(() => jest.advanceTimersByTime(90_000));
    expect(form.getByRole('button', { name: 'Send again' })).toBeEnabled();

    await user().type(form.getByLabelText('Verification code'), '12a3456');
    await user().click(form.getByRole('button', { name: 'Confirm' }));
    expect(await section.findByText('Your mobile number has been saved.')).toBeInTheDocument();
    expect(api.requests('PUT', '/wps/member/bind')[0]!.body).toEqual({ channel: 'sms', destination: '01712 345678', countryDialingCode: '880', code: '123456' });
    expect(section.getByTestId('bound-sms')).toHaveTextContent('+880 171****678');
    expect(section.queryByRole('form')).not.toBeInTheDocument();
    const change = section.getByRole('button', { name: 'Change mobile number' });
    expect(change).toHaveFocus();
    expect(change).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes the e-mail and shows a wrong code as the server words it', async () => {
    api
      .on('POST', '/wps/member/bind/send', { value: { expiredMinutes: 1 } })
      .on(
        'PUT',
        '/wps/member/bind',
        { status: 400, errorCode: 'verification.code.wrong', message: 'The verification code is wrong or has expired.' },
        { value: memberProfile({ email: 'new.mail@example.org' }) },
      );
    renderSecurityCenter();
    const section = await bindings();
    await user().click(section.getByRole('button', { name: 'Change e-mail' }));
    const form = within(section.getByRole('form', { name: 'Add or change your e-mail' }));
    await user().type(form.getByLabelText('New e-mail address'), 'new.mail@example.org');
    await user().click(form.getByRole('button', { name: 'Get code' }));
    expect(await form.findByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    expect(api.requests('POST', '/wps/member/bind/send')[0]!.body).toEqual({ channel: 'email', destination: 'new.mail@example.org' });

    await user().type(form.getByLabelText('Verification code'), '000000');
    await user().click(form.getByRole('button', { name: 'Confirm' }));
    expect(await form.findByText('The verification code is wrong or has expired.')).toHaveAttribute('role', 'alert');
    expect(section.getByTestId('bound-email')).toHaveTextContent('ra***@example.com');

    await user().clear(form.getByLabelText('Verification code'));
    await user().type(form.getByLabelText('Verification code'), '654321');
    await user().click(form.getByRole('button', { name: 'Confirm' }));
    expect(await section.findByText('Your e-mail has been saved.')).toBeInTheDocument();
    expect(section.getByTestId('bound-email')).toHaveTextContent('ne***@example.org');
  });

  it('asks for a code for the address typed before confirming, and shows a refused send', async () => {
    api.on('POST', '/wps/member/bind/send', { status: 429, errorCode: 'sms.too.frequent', message: 'Please wait 42 seconds before asking for another code.' });
    renderSecurityCenter();
    const section = await bindings();
    await user().click(section.getByRole('button', { name: 'Add mobile number' }));
    const form = within(section.getByRole('form'));
    await user().type(form.getByLabelText('New mobile number'), '01712345678');
    await user().type(form.getByLabelText('Verification code'), '123456');
    await user().click(form.getByRole('button', { name: 'Confirm' }));
    expect(form.getByLabelText('Verification code')).toHaveAccessibleDescription('Tap "Get code" to receive a code for this address first.');
    expect(form.getByLabelText('Verification code')).toHaveFocus();

    await user().click(form.getByRole('button', { name: 'Get code' }));
    expect(await form.findByText('Please wait 42 seconds before asking for another code.')).toHaveAttribute('role', 'alert');
    expect(form.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(api.requests('PUT', '/wps/member/bind')).toHaveLength(0);

    // Cancel closes the form and gives the focus back to its button.
    await user().click(form.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('form')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Add mobile number' })).toHaveFocus();
  });
});
