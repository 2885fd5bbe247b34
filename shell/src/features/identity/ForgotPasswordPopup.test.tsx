import { bus, currentToken, history, openPopup } from '@khela/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShellState } from '@/testing/render-in-shell';
import { FakeApi } from '@khela/shared/testing';
import { loginAnswer, memberInfo } from '@/testing/api-fixtures';
import { passSliderCheck, renderIdentityPopups, serveHumanChecks, setIdentityConfig } from './login/identity-test-support';
import { identityPopups } from './identity-popups';

beforeAll(() => identityPopups.forgotPassword!.preload());
let server: FakeApi;
beforeEach(() => {
  resetShellState();
  setIdentityConfig();
  server = new FakeApi().on('POST', '/wps/member/forgetPassword', { value: null });
});

describe('Forgot password popup, by e-mail', () => {
  /** Opens the popup on its e-mail tab, fills it in and presses Send. */
  async function sendByEmail(username: string, email: string) {
    renderIdentityPopups();
    act(() => openPopup('forgotPassword'));
    await userEvent.type(screen.getByLabelText('Username'), username);
    await userEvent.type(screen.getByLabelText('E-mail'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  }

  it('offers e-mail and phone tabs', async () => {
    renderIdentityPopups();
    act(() => openPopup('forgotPassword'));
    expect(screen.getByRole('tab', { name: 'By e-mail' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'By phone' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('By phone');
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('checks the username by the username rule and the e-mail before sending', async () => {
    await sendByEmail('9lives', 'rahim@');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Start with a letter, then use letters or digits: 4 to 16 characters.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address of 3 to 100 characters.');
    expect(server.requests('POST', '/wps/member/forgetPassword')).toHaveLength(0);
  });

  it('sends a form post, confirms with in_been_out and closes', async () => {
    await sendByEmail('rahim', ' rahim@example.com ');
    expect(await screen.findByText(/we have sent a temporary password to its e-mail/)).toBeInTheDocument();
    const [sent] = server.requests('POST', '/wps/member/forgetPassword');
    expect(sent?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(sent?.body).toEqual({ username: 'rahim', email: 'rahim@example.com' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument());
  });

  it('shows a refusal and stays open', async () => {
    server.on('POST', '/wps/member/forgetPassword', { status: 429, errorCode: 'rate.limited', message: 'Too many requests, please retry after 5 minutes' });
    await sendByEmail('rahim', 'rahim@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please retry after 5 minutes');
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });
});

describe('Forgot password popup, by phone', () => {
  beforeEach(() => {
    serveHumanChecks(server)
      .on('POST', '/wps/member/setPasswordByPhone/sms', { value: { expiredMinutes: 5 } })
      .on('POST', '/wps/member/setPasswordByPhone', { value: loginAnswer({ token: 'tok-reset' }) })
      .on('GET', '/wps/member/info', { value: memberInfo() });
  });

  async function openPhoneTab() {
    renderIdentityPopups('/promotions');
    act(() => openPopup('forgotPassword'));
    await userEvent.click(screen.getByRole('tab', { name: 'By phone' }));
  }

  it('sends no code to an invalid mobile: no slider, no SMS call', async () => {
    await openPhoneTab();
    await userEvent.type(screen.getByLabelText('Mobile number'), '0171');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('+880 Use digits only: 10 to 11 digits.');
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(server.requests('POST', '/wps/member/setPasswordByPhone/sms')).toHaveLength(0);
  });

  it('sends the code after the slider, then resets sealed, logs in and goes home', async () => {
    const loggedIn = jest.fn();
    bus.on('session:login', loggedIn);
    await openPhoneTab();
    await userEvent.type(screen.getByLabelText('Mobile number'), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await passSliderCheck();
    expect(await screen.findByText('We have sent you a code. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(server.bodyOf('POST', '/wps/member/setPasswordByPhone/sms')).toEqual({ countryDialingCode: '880', mobileNum: '01712345678', sliderToken: 'slider-1' });

    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use both letters and digits: 6 to 20 characters.');
    expect(server.requests('POST', '/wps/member/setPasswordByPhone')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh2024');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    const [reset] = server.requests('POST', '/wps/member/setPasswordByPhone');
    expect(reset?.sealed).toBe(true);
    expect(reset?.body).toEqual({ countryDialingCode: '880', mobileNum: '01712345678', verificationCode: '123456', newPassword: 'Fresh2024' });
    expect(currentToken()).toBe('tok-reset');
    expect(loggedIn).toHaveBeenCalledWith({ token: 'tok-reset' });
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    bus.off('session:login', loggedIn);
  });
});
