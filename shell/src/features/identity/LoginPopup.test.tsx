import { bus, configAtom, currentToken, firstTimeLoginAtom, history, isAgentAtom, memberInfoAtom, openPopup, store } from '@khela/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShellState, testConfig } from '@/testing/render-in-shell';
import { FakeApi, type Responder } from '@khela/shared/testing';
import { loginAnswer, memberInfo } from '@/testing/api-fixtures';
import { passSliderCheck, renderIdentityPopups, serveHumanChecks, setIdentityConfig, testRules } from './login/identity-test-support';
import { forgetRemembered } from './login/remember-me';
import { preloadViews } from '@/lib/popups/PopupLayer';
import { identityPopups } from './identity-popups';

// The popups' code is fetched on first open; here it is already in (lazy-view.test covers the wait).
beforeAll(() => preloadViews(identityPopups));
let server: FakeApi;
beforeEach(() => {
  resetShellState();
  forgetRemembered();
  window.localStorage.clear();
  setIdentityConfig(['MOBILEVERCODELOGIN3']);
  server = serveHumanChecks(new FakeApi())
    .on('POST', '/wps/session/loginV2', { value: loginAnswer() })
    .on('GET', '/wps/member/info', { value: memberInfo() })
    .on('DELETE', '/wps/session/logout', { value: null });
});

const loginBodies = () => server.requests('POST', '/wps/session/loginV2').map((request) => request.body as Record<string, unknown>);

function openLogin(path = '/', props?: Record<string, unknown>) {
  renderIdentityPopups(path);
  act(() => openPopup('login', props));
  return screen.getByRole('dialog', { name: props?.portal === 'agent' ? 'Agent login' : 'Log in' });
}

async function typeCredentials(username = 'rahim', password = 'Secret1') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

async function submitWithSlider() {
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await passSliderCheck();
}

describe('Login popup: the form', () => {
  it('has labelled username and password, no tabs without SMS login, and the links of SPEC §2', () => {
    store.set(configAtom, { ...testConfig(), register: testRules });
    openLogin();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No account yet? Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('asks for both fields before the slider or any call', async () => {
    openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('This field cannot be empty.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field cannot be empty.');
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(loginBodies()).toHaveLength(0);
  });

  it('passes the slider, sends the login sealed, loads member info and closes', async () => {
    server.on('POST', '/wps/session/loginV2', { value: loginAnswer({ token: 'tok-new', firstTimeLogin: true }) });
    const loggedIn = jest.fn();
    bus.on('session:login', loggedIn);
    openLogin('/promotions');
    await typeCredentials();
    await submitWithSlider();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    const [sent] = server.requests('POST', '/wps/session/loginV2');
    expect(sent?.sealed).toBe(true);
    // The device id comes with every password login: a known device is the owner's own place.
    expect(sent?.body).toEqual({ type: 'username', username: 'rahim', password: 'Secret1', sliderToken: 'slider-1', deviceId: expect.any(String) });
    await waitFor(() => expect(store.get(memberInfoAtom)?.account).toBe('rahim'));
    expect(currentToken()).toBe('tok-new');
    expect(store.get(firstTimeLoginAtom)).toBe(true);
    expect(loggedIn).toHaveBeenCalledWith({ token: 'tok-new' });
    expect(history.location.pathname).toBe('/promotions');
    bus.off('session:login', loggedIn);
  });

  it("logs in through loginV2 (SPEC §7), whose member info spares the member-info call", async () => {
    const member = { ...memberInfo({ account: 'rahim', type: 1 }), isAgent: true, isTrial: false };
    server.on('POST', '/wps/session/loginV2', { value: loginAnswer({ token: 'tok-v2', member }) });
    openLogin();
    await typeCredentials();
    await submitWithSlider();
    await waitFor(() => expect(store.get(memberInfoAtom)?.account).toBe('rahim'));
    expect(store.get(memberInfoAtom)?.type).toBe(1);
    expect(currentToken()).toBe('tok-v2');
    expect(server.requests('GET', '/wps/member/info')).toHaveLength(0);
    expect(server.requests('POST', '/wps/session/login')).toHaveLength(0);
  });

  it('a closed slider check sends nothing', async () => {
    openLogin();
    await typeCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(loginBodies()).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the captcha when the error value says so, and sends its id and answer next time', async () => {
    server.on(
      'POST',
      '/wps/session/loginV2',
      { status: 400, errorCode: 'login.failed', message: 'Wrong username or password', value: { captcha: true } },
      { status: 423, errorCode: 'login.locked', message: 'Too many attempts: try again in 15 minutes', value: { retryAfterSeconds: 900, captcha: true } },
    );
    openLogin();
    await typeCredentials();
    await submitWithSlider();
    expect(await screen.findByText('Wrong username or password')).toHaveAttribute('role', 'alert');
    expect(await screen.findByRole('img', { name: 'Security picture: type the characters you see' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Characters in the picture')).toHaveAccessibleDescription('This field cannot be empty.');
    expect(loginBodies()).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Characters in the picture'), 'x7Kp');
    await submitWithSlider();
    expect(await screen.findByText('Too many attempts: try again in 15 minutes')).toBeInTheDocument();
    expect(loginBodies()[1]).toMatchObject({ captchaId: 'cap-1', captcha: 'x7Kp', sliderToken: 'slider-2' });
    // The captcha is spent by any answer: a new picture comes.
    await waitFor(() => expect(server.requests('GET', '/wps/session/captcha')).toHaveLength(2));
  });

  it('shows the captcha for the login.captcha.required code too', async () => {
    server.on('POST', '/wps/session/loginV2', { status: 400, errorCode: 'login.captcha.required', message: 'Please type the characters in the picture' });
    openLogin();
    await typeCredentials();
    await submitWithSlider();
    expect(await screen.findByLabelText('Characters in the picture')).toBeInTheDocument();
  });
});

describe('Login popup: SMS login', () => {
  async function openSmsTab() {
    openLogin();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
  }

  it('shows the mobile with the dialing code and sends no code to an invalid number', async () => {
    await openSmsTab();
    expect(screen.getByText('+880')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('+880 Use digits only: 10 to 11 digits.');
    expect(server.requests('POST', '/wps/session/login/sms')).toHaveLength(0);
  });

  it('gets the code after the slider, then logs in with no slider', async () => {
    server.on('POST', '/wps/session/login/sms', { value: { expiredMinutes: 1 } });
    await openSmsTab();
    await userEvent.type(screen.getByLabelText('Mobile number'), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await passSliderCheck();
    expect(await screen.findByRole('button', { name: /Send again in 60 s/ })).toBeDisabled();
    expect(server.bodyOf('POST', '/wps/session/login/sms')).toEqual({ countryDialingCode: '880', mobileNum: '01712345678', sliderToken: 'slider-1' });
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(loginBodies()[0]).toEqual({ type: 'sms', username: '01712345678', password: '654321', countryDialingCode: '880' });
  });
});

describe('Login popup: remember me', () => {
  /** Logs rahim in with "Remember me" ticked: the first answer hands a remember token, `later` answer the next logins. */
  async function logInRemembered(...later: Responder[]) {
    server.on('POST', '/wps/session/loginV2', { value: loginAnswer({ rememberToken: 'rt-1' }) }, ...later);
    openLogin();
    await typeCredentials();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submitWithSlider();
  }

  /** The remembered login, then the popup opened again (it closed on success). */
  async function reopenAfterRememberedLogin(...later: Responder[]) {
    await logInRemembered(...later);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    act(() => openPopup('login'));
  }

  it('keeps the username in a cookie and the server token on the device, never the password', async () => {
    await logInRemembered();
    await waitFor(() => expect(currentToken()).toBe('tok-1'));
    const body = loginBodies()[0]!;
    expect(body).toMatchObject({ remember: true });
    expect(String(body.deviceId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain('lastUsername=rahim');
    expect(window.localStorage.getItem('rememberToken')).toBe('rt-1');
    const everything = [document.cookie, JSON.stringify({ ...window.localStorage }), JSON.stringify({ ...window.sessionStorage })].join(' ');
    expect(everything).not.toContain('Secret1');
  });

  it('a remembered login from a new address answers the second factor, and keeps the new remember token', async () => {
    await reopenAfterRememberedLogin({
      status: 403,
      errorCode: 'login.second.factor',
      message: 'Please confirm it is you',
      value: { challengeId: 'challenge-remembered-01', methods: ['bank'] },
    });
    const deviceId = loginBodies()[0]!.deviceId;
    server.on('POST', '/wps/session/login/verify', { value: loginAnswer({ token: 'tok-away', rememberToken: 'rt-away' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as rahim' }));
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bank account holder name'), 'Rahim Uddin');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentToken()).toBe('tok-away'));
    expect(server.bodyOf('POST', '/wps/session/login/verify')).toEqual({ challengeId: 'challenge-remembered-01', method: 'bank', answer: 'Rahim Uddin', remember: true, deviceId });
    expect(window.localStorage.getItem('rememberToken')).toBe('rt-away');
  });

  it('offers "Continue as" and logs in with the remember token, keeping the rotated one', async () => {
    await reopenAfterRememberedLogin({ value: loginAnswer({ token: 'tok-2', rememberToken: 'rt-2' }) });
    const deviceId = loginBodies()[0]!.deviceId;
    expect(screen.getByText('Welcome back, rahim')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue as rahim' }));
    await waitFor(() => expect(currentToken()).toBe('tok-2'));
    expect(loginBodies()[1]).toEqual({ type: 'remember', username: 'rahim', password: 'rt-1', deviceId, remember: true });
    expect(window.localStorage.getItem('rememberToken')).toBe('rt-2');
  });

  it('unticking forgets both the username and the token', async () => {
    await reopenAfterRememberedLogin({ value: loginAnswer() });
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await typeCredentials('karim', 'Other22');
    await submitWithSlider();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(loginBodies()[1]).not.toHaveProperty('remember');
    expect(document.cookie).not.toContain('lastUsername');
    expect(window.localStorage.getItem('rememberToken')).toBeNull();
  });

  it('a refused remember token is forgotten and the form comes back with the username', async () => {
    await reopenAfterRememberedLogin({ status: 400, errorCode: 'login.remember.expired', message: 'Please log in with your password again' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as rahim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in with your password again');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('rahim');
    expect(window.localStorage.getItem('rememberToken')).toBeNull();
  });
});

describe('Login popup: after the password', () => {
  it('a password that must change opens the change popup with the old password already known', async () => {
    server
      .on('POST', '/wps/session/loginV2', { value: loginAnswer({ token: 'tok-temp', mustChangePassword: true }) })
      .on('POST', '/wps/member/changePassword', { value: loginAnswer({ token: 'tok-final' }) });
    openLogin('/promotions');
    await typeCredentials();
    await submitWithSlider();
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(change).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(server.requests('GET', '/wps/member/info')).toHaveLength(0);

    await userEvent.type(within(change).getByLabelText('New password'), 'Brand9new');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Brand9new');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(currentToken()).toBe('tok-final'));
    expect(server.bodyOf('POST', '/wps/member/changePassword')).toEqual({ oldPassword: 'Secret1', newPassword: 'Brand9new', confirmNewPassword: 'Brand9new' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('asks for the second factor the server names, sends the code and answers it', async () => {
    server
      .on('POST', '/wps/session/loginV2', { status: 403, errorCode: 'login.second.factor', message: 'Please confirm it is you', value: { challengeId: 'challenge-0123456789', methods: ['sms', 'bank'] } })
      .on('POST', '/wps/session/login/verify/send', { value: { expiredMinutes: 5, destination: '+880 17•••••678' } })
      .on('POST', '/wps/session/login/verify', { status: 400, errorCode: 'login.second.factor.wrong', message: 'That answer is not right' }, { value: loginAnswer({ token: 'tok-2fa' }) });
    openLogin();
    await typeCredentials();
    await submitWithSlider();
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A code sent to your mobile' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Your bank account name' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Code sent to +880 17•••••678')).toBeInTheDocument();
    expect(server.bodyOf('POST', '/wps/session/login/verify/send')).toEqual({ challengeId: 'challenge-0123456789', method: 'sms' });

    await userEvent.click(screen.getByRole('radio', { name: 'Your bank account name' }));
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bank account holder name'), 'Rahim Uddin');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That answer is not right');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentToken()).toBe('tok-2fa'));
    expect(server.bodyOf('POST', '/wps/session/login/verify', 1)).toEqual({ challengeId: 'challenge-0123456789', method: 'bank', answer: 'Rahim Uddin' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument());
  });

  it('one-click registration shows the credentials once, with copy buttons, until they are saved', async () => {
    const user = userEvent.setup();
    server.on('POST', '/wps/session/oneClick', { value: { ...loginAnswer({ token: 'tok-oc', userName: 'k7x2m9' }), credentials: { username: 'k7x2m9', password: 'Pq4-zt8W' } } });
    openLogin();
    await user.click(screen.getByRole('button', { name: 'One-click sign up' }));
    await passSliderCheck();
    const dialog = await screen.findByRole('dialog', { name: 'Your new account' });
    expect(server.bodyOf('POST', '/wps/session/oneClick')).toEqual({ sliderToken: 'slider-1' });
    expect(within(dialog).getByTestId('one-click-username')).toHaveTextContent('k7x2m9');
    expect(within(dialog).getByTestId('one-click-password')).toHaveTextContent('Pq4-zt8W');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(currentToken()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Copy Password' }));
    expect(await navigator.clipboard.readText()).toBe('Pq4-zt8W');
    expect(await screen.findByText('Copied successfully')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I saved them, continue' }));
    await waitFor(() => expect(currentToken()).toBe('tok-oc'));
    expect(screen.queryByRole('dialog', { name: 'Your new account' })).not.toBeInTheDocument();
  });

  it('free play is offered only with FREEPLAY3 and logs a trial account in', async () => {
    openLogin();
    expect(screen.queryByRole('button', { name: 'Play for free (trial)' })).not.toBeInTheDocument();
    act(() => setIdentityConfig(['MOBILEVERCODELOGIN3', 'FREEPLAY3']));
    server
      .on('POST', '/wps/member/freePlay', { value: loginAnswer({ token: 'tok-trial', userName: 'try7k2m9x1', type: 4 }) })
      .on('GET', '/wps/member/info', { value: memberInfo({ account: 'try7k2m9x1', type: 4 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Play for free (trial)' }));
    await waitFor(() => expect(currentToken()).toBe('tok-trial'));
    // SPEC §7 freePlay: os and platform 'W', through the gateway (X-Gateway-Version 3, a plain body).
    expect(server.bodyOf('POST', '/wps/member/freePlay')).toEqual({ os: 'web', platform: 'W' });
    const [sent] = server.requests('POST', '/wps/member/freePlay');
    expect([sent!.headers.get('X-Gateway-Version'), sent!.headers.get('Encryption')]).toEqual(['3', 'plain']);
    expect(store.get(memberInfoAtom)?.type).toBe(4);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('lists the social logins the config offers, each starting at the server for this brand', () => {
    setIdentityConfig([], { oidcProviders: [{ id: 'google', name: 'Google' }, { id: 'facebook', name: 'Facebook' }] });
    openLogin('/promotions');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/wps/session/oidc/google/start?returnTo=%2Fpromotions&merchant=khela');
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', '/wps/session/oidc/facebook/start?returnTo=%2Fpromotions&merchant=khela');
  });

  it('says why a social login failed when it is opened with the code the server sent back', () => {
    setIdentityConfig([], { oidcProviders: [{ id: 'google', name: 'Google' }] });
    const dialog = openLogin('/', { socialError: 'oidc.cancelled' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The login was cancelled.');
    expect(within(dialog).getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows no social error for a code that is not one of ours', () => {
    const dialog = openLogin('/', { socialError: '<b>hello</b>' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no social login when the config has none', () => {
    openLogin();
    expect(screen.queryByRole('navigation', { name: 'Log in with a social account' })).not.toBeInTheDocument();
  });
});

describe('Login popup from the agent page', () => {
  it('logs an agent in for the agent portal and goes on to /agentHome', async () => {
    server.on('GET', '/wps/member/info', { value: memberInfo({ type: 1 }) });
    openLogin('/agent', { portal: 'agent' });
    expect(screen.queryByRole('button', { name: 'One-click sign up' })).not.toBeInTheDocument();
    await typeCredentials('agent01', 'Agent123');
    await submitWithSlider();
    await waitFor(() => expect(history.location.pathname).toBe('/agentHome'));
    expect(loginBodies()[0]).toMatchObject({ portal: 'agent', username: 'agent01' });
    expect(store.get(isAgentAtom)).toBe(true);
  });

  it('turns a non-agent away and does not keep the session', async () => {
    openLogin('/agent', { portal: 'agent' });
    await typeCredentials();
    await submitWithSlider();
    expect(await screen.findByText('Non-agents cannot log in')).toBeInTheDocument();
    await waitFor(() => expect(server.requests('DELETE', '/wps/session/logout')).toHaveLength(1));
    expect(currentToken()).toBeNull();
    expect(store.get(memberInfoAtom)).toBeNull();
    expect(history.location.pathname).toBe('/agent');
  });
});
