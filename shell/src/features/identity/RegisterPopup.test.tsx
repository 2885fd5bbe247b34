import { configAtom, currentToken, history, i18n, ModalHost, openPopup, store, validateAtom, type RegisterRule, type RegisterValidation } from '@khela/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The server's side of a sealed body, as the shared crypto tests open it.
import { openWithNodeCrypto, testKeyPair } from '../../../../shared/src/crypto/open-sealed-for-tests';
import type { SealedEnvelope } from '../../../../shared/src/crypto/sealed-payload';
import { renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';
import { PopupLayer } from '@/lib/popups/PopupLayer';
import { identityPopups } from './identity-popups';
import { sliderChallenge } from '@/testing/api-fixtures';

function rule(field: string, enabled: boolean, required: boolean, patternId: number, acceptedPattern: string, minLength: number, maxLength: number): RegisterRule {
  return { field, enabled, required, acceptedPattern, minLength, maxLength, patternId };
}

/** The demo brand's rules (api/src/seed/demo-merchants.ts) plus a referral code field. */
const rules: RegisterRule[] = [
  rule('username', true, true, 2, '^[A-Za-z][A-Za-z0-9]*$', 6, 11),
  rule('password', true, true, 6, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 6, 20),
  rule('confirmPassword', true, true, 6, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 6, 20),
  rule('mobileNum', true, false, 7, '^\\d+$', 10, 11),
  rule('countryDialingCode', true, true, 7, '^\\d+$', 1, 4),
  rule('verificationCode', true, false, 7, '^\\d+$', 4, 6),
  rule('payeeName', true, false, 9, '^[A-Za-z ]+$', 2, 50),
  rule('email', true, false, 4, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 100),
  rule('affiliateCode', true, false, 5, '^[A-Za-z0-9]+$', 4, 16),
  rule('referralCode', true, false, 5, '^[A-Za-z0-9]+$', 4, 16),
  rule('captcha', false, false, 5, '^[A-Za-z0-9]+$', 4, 6),
  rule('qqNum', false, false, 1, '*', 0, 50),
];

const payloadKey = testKeyPair('register-test');
const loginAnswer = { token: 'token-new', firstTimeLogin: true, passwordExpired: false, mustChangePassword: false, userName: 'rahim01', nickname: 'rahim01', type: 0 };

interface Reply {
  status: number;
  value: unknown;
  errorCode?: string;
  message?: string;
}

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  payload: Record<string, unknown> | null;
}

/** What the test server answers; each test changes what it needs. */
let server: {
  validation: RegisterValidation;
  validAffiliates: string[];
  register: () => Reply;
  smsCode: () => Reply;
};
let sent: Sent[];

function envelope(status: number, value: unknown, errorCode: string | null = null, message: string | null = null): Response {
  return new Response(JSON.stringify({ success: errorCode === null, value, message, errorCode }), { status, headers: { 'content-type': 'application/json' } });
}

/** The network: every call the popup makes goes through here, as it would reach the api. */
async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'GET' ? null : ((await request.clone().json()) as Partial<SealedEnvelope> & Record<string, unknown>);
  // A sealed body is opened as the api opens it; a plain one is taken as it is.
  const payload = body?.sealed ? (openWithNodeCrypto(body.sealed, payloadKey.privateKey).payload as Record<string, unknown>) : body;
  const reply = ({ status, value, errorCode, message }: Reply) => envelope(status, value, errorCode ?? null, message ?? null);
  sent.push({ method: request.method, path: url.pathname, query: url.searchParams, payload });
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /wps/member/regValidata':
      return envelope(200, server.validation);
    case 'GET /wps/member/affiliate/check':
      return server.validAffiliates.includes(url.searchParams.get('code') ?? '')
        ? envelope(200, { valid: true })
        : envelope(400, null, 'affiliate.invalid', 'Invalid invitation code');
    case 'GET /wps/session/publicKey':
      return envelope(200, payloadKey.key);
    case 'GET /wps/session/slider':
      return envelope(200, sliderChallenge(`challenge-${sent.length}`));
    case 'POST /wps/session/slider':
      return envelope(200, { sliderToken: 'slider-ok' });
    case 'GET /wps/session/captcha':
      return envelope(200, { captchaId: `captcha-${calls('GET', '/wps/session/captcha').length}`, image: 'data:image/png;base64,iVBORw0KGgo=' });
    case 'POST /wps/member/register/sms':
      return reply(server.smsCode());
    case 'PUT /wps/member/register':
    case 'PUT /wps/member/registerMobile':
      return reply(server.register());
    default:
      return envelope(404, null, 'request.not.found', 'Not found');
  }
}

const calls = (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path);

function openRegister(path = '/register') {
  renderInShell(
    <>
      <PopupLayer views={identityPopups} />
      <ModalHost />
    </>,
    { path },
  );
  act(() => openPopup('register'));
}

/** The rules have arrived once a field only they switch on is there. */
const rulesArrived = () => screen.findByLabelText('Full name (as on your bank account)');

async function fillUsernameForm() {
  await userEvent.type(screen.getByLabelText('Username'), 'rahim01');
  await userEvent.type(screen.getByLabelText('Password'), 'secret12');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret12');
}

async function agree() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /years old or older/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

/** The slider check, passed by keyboard as a reader without a pointer would. */
async function passSlider() {
  const handle = await screen.findByRole('slider', { name: 'Slide the piece' });
  await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
  handle.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
}

// Only this popup's code: the test does not depend on the others'.
beforeAll(() => identityPopups.register!.preload());
beforeEach(() => {
  resetShellState();
  store.set(validateAtom, null);
  store.set(configAtom, testConfig({ switches: ['USERNAMEREG3'] }));
  server = {
    validation: { rules, regTypes: ['register'], ageLimit: 21 },
    validAffiliates: ['GOOD1'],
    register: () => ({ status: 200, value: loginAnswer }),
    smsCode: () => ({ status: 200, value: { expiredMinutes: 1 } }),
  };
  sent = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => answer(input instanceof Request ? input : new Request(input, init))) as typeof fetch;
});

describe('Register popup', () => {
  it("draws the brand's enabled fields with fitting inputs and keeps the rules as validate", async () => {
    openRegister();
    await rulesArrived();
    expect(store.get(validateAtom)).toEqual(server.validation);
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('+880');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Invitation code')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('E-mail')).not.toBeRequired();
    // Switched off, or filled in by the page itself.
    expect(screen.queryByLabelText('QQ number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I am 21 years old or older' })).toBeInTheDocument();
  });

  it("shows the rules engine's message when a field is left, and takes it away once corrected", async () => {
    openRegister();
    await rulesArrived();
    const username = screen.getByLabelText('Username');
    const pattern = 'Start with a letter, then use letters or digits: 6 to 11 characters.';
    expect(username).toHaveAccessibleDescription(pattern); // the hint, before anything is wrong
    await userEvent.type(username, '1abc');
    await userEvent.tab();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(pattern);
    await userEvent.clear(username);
    await userEvent.type(username, 'rahim01');
    expect(username).not.toHaveAttribute('aria-invalid');

    const mobile = screen.getByLabelText('Mobile number');
    await userEvent.type(mobile, '0171');
    await userEvent.tab();
    expect(mobile).toHaveAccessibleDescription('+880 Use digits only: 10 to 11 digits.');

    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret13');
    await userEvent.tab();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
  });

  it('asks for the terms, then the age, before checking anything else', async () => {
    openRegister();
    await rulesArrived();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms and conditions first.');
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' })).toHaveFocus();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm that you are 21 or older.');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 21 years old or older' }));
    await submit();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This field cannot be empty.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field cannot be empty.');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(calls('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it('offers both register types as tabs and asks a mobile registration for its own fields', async () => {
    store.set(configAtom, testConfig({ switches: ['USERNAMEREG3', 'MOBILENUMREG3'] }));
    server.validation = { ...server.validation, regTypes: ['register', 'registerMobile'] };
    openRegister();
    await rulesArrived();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Mobile number');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    // The tab panel is named "Mobile number" too: ask for the input by its role.
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toBeRequired();

    await agree();
    await userEvent.type(mobile, '01712345678');
    await submit();
    await passSlider();
    await waitFor(() => expect(calls('PUT', '/wps/member/registerMobile')).toHaveLength(1));
    const [put] = calls('PUT', '/wps/member/registerMobile');
    expect(put?.payload).toMatchObject({ mobileNum: '01712345678', username: '1712345678', countryDialingCode: '880' });
    expect(put?.payload).not.toHaveProperty('password');
  });

  it('asks a mobile registration for a password when MOBILENUMPASSREG3 is on', async () => {
    store.set(configAtom, testConfig({ switches: ['MOBILENUMREG3', 'MOBILENUMPASSREG3'] }));
    server.validation = { ...server.validation, regTypes: ['registerMobile'] };
    openRegister();
    await rulesArrived();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Confirm password')).toBeRequired();
  });

  it('registers with a sealed PUT, then logs in, closes and goes home', async () => {
    openRegister('/register?referralCode=FRIEND1');
    await rulesArrived();
    expect(screen.getByLabelText('Referral code')).toHaveValue('FRIEND1');
    await fillUsernameForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'rahim@example.com');
    await agree();
    await submit();
    await passSlider();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign up' })).not.toBeInTheDocument());
    const [put] = calls('PUT', '/wps/member/register');
    expect(put?.payload).toEqual({
      username: 'rahim01',
      password: 'secret12',
      confirmPassword: 'secret12',
      email: 'rahim@example.com',
      referralCode: 'FRIEND1',
      countryDialingCode: '880',
      domain: 'localhost',
      registerUrl: 'http://localhost/register?referralCode=FRIEND1',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      sliderToken: 'slider-ok',
    });
    expect(currentToken()).toBe('token-new');
    expect(history.location.pathname).toBe('/');
  });

  it('uses a valid affiliate code from the link without showing the field', async () => {
    openRegister('/register?aff=GOOD1');
    await rulesArrived();
    await waitFor(() => expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument());
    expect(calls('GET', '/wps/member/affiliate/check')[0]?.query.get('code')).toBe('GOOD1');
    expect(calls('GET', '/wps/member/affiliate/check')[0]?.query.get('domain')).toBe('localhost');
    await fillUsernameForm();
    await agree();
    await submit();
    await passSlider();
    await waitFor(() => expect(calls('PUT', '/wps/member/register')).toHaveLength(1));
    expect(calls('PUT', '/wps/member/register')[0]?.payload).toMatchObject({ affiliateCode: 'GOOD1' });
    // Checked once, when the popup opened.
    expect(calls('GET', '/wps/member/affiliate/check')).toHaveLength(1);
  });

  it("keeps the link's affiliate code for the visit: closed and opened again, the popup still uses it", async () => {
    openRegister('/register?affiliateCode=GOOD1');
    await rulesArrived();
    await waitFor(() => expect(calls('GET', '/wps/member/affiliate/check')).toHaveLength(1));
    cleanup();
    openRegister('/');
    await rulesArrived();
    await waitFor(() => expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument());
    await fillUsernameForm();
    await agree();
    await submit();
    await passSlider();
    await waitFor(() => expect(calls('PUT', '/wps/member/register')).toHaveLength(1));
    expect(calls('PUT', '/wps/member/register')[0]?.payload).toMatchObject({ affiliateCode: 'GOOD1' });
  });

  it('leaves an invalid affiliate code from the link in view', async () => {
    openRegister('/register?affiliateCode=STALE1');
    await rulesArrived();
    await waitFor(() => expect(calls('GET', '/wps/member/affiliate/check')).toHaveLength(1));
    expect(screen.getByLabelText('Invitation code')).toHaveValue('STALE1');
  });

  it('warns about a typed affiliate code that does not exist and does not register', async () => {
    openRegister();
    await rulesArrived();
    await fillUsernameForm();
    await userEvent.type(screen.getByLabelText('Invitation code'), 'BAD99');
    await agree();
    await submit();
    const dialog = await screen.findByRole('alertdialog', { name: 'Invitation code' });
    expect(dialog).toHaveTextContent('This invitation code is not valid.');
    expect(calls('PUT', '/wps/member/register')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the form, and the fields it names", async () => {
    server.register = () => ({
      status: 400,
      errorCode: 'register.field.invalid',
      message: 'Please check the username',
      value: { violations: [{ field: 'username', kind: 'pattern', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } }] },
    });
    openRegister();
    await rulesArrived();
    await fillUsernameForm();
    await agree();
    await submit();
    await passSlider();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the username');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(currentToken()).toBeNull();
  });

  it('shows the captcha picture when the captcha rule is on, and sends its id with the answer', async () => {
    server.validation = { ...server.validation, rules: rules.map((r) => (r.field === 'captcha' ? { ...r, enabled: true } : r)) };
    server.register = () => ({ status: 400, errorCode: 'login.captcha.wrong', message: 'The captcha is wrong', value: { captcha: true } });
    openRegister();
    await rulesArrived();
    const captcha = screen.getByLabelText('Captcha');
    expect(captcha).toBeRequired();
    expect(await screen.findByRole('img', { name: 'Security picture: type the characters you see' })).toBeInTheDocument();
    await fillUsernameForm();
    await userEvent.type(captcha, 'AB12');
    await agree();
    await submit();
    await passSlider();
    expect(await screen.findByRole('alert')).toHaveTextContent('The captcha is wrong');
    expect(calls('PUT', '/wps/member/register')[0]?.payload).toMatchObject({ captcha: 'AB12', captchaId: 'captcha-1' });
    // A captcha is good for one answer: a new picture, and the field emptied.
    await waitFor(() => expect(calls('GET', '/wps/session/captcha')).toHaveLength(2));
    expect(captcha).toHaveValue('');
  });

  it("speaks the reader's language", async () => {
    await act(() => i18n.changeLanguage('bn'));
    openRegister();
    await screen.findByLabelText('পুরো নাম (ব্যাংক অ্যাকাউন্টে যেমন আছে)');
    const username = screen.getByLabelText('ইউজারনেম');
    await userEvent.type(username, '1');
    await userEvent.tab();
    expect(username).toHaveAccessibleDescription('প্রথমে একটি ইংরেজি অক্ষর, তারপর অক্ষর বা সংখ্যা দিন: 6 থেকে 11 অক্ষর।');
    await userEvent.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    expect(screen.getByRole('alert')).toHaveTextContent('অনুগ্রহ করে আগে শর্তাবলী মেনে নিন।');
  });

  describe('with SMS verification (REGMOBVERF3)', () => {
    beforeEach(() => {
      store.set(configAtom, testConfig({ switches: ['MOBILENUMREG3', 'REGMOBVERF3'] }));
      server.validation = { ...server.validation, regTypes: ['registerMobile'] };
    });

    it('checks the number, then the slider, then sends the code', async () => {
      openRegister();
      await rulesArrived();
      const mobile = screen.getByLabelText('Mobile number');
      await userEvent.type(mobile, '0171');
      await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
      expect(mobile).toHaveAccessibleDescription('+880 Use digits only: 10 to 11 digits.');
      expect(screen.queryByRole('slider')).not.toBeInTheDocument();
      expect(calls('POST', '/wps/member/register/sms')).toHaveLength(0);

      await userEvent.type(mobile, '5678901');
      await waitFor(() => expect(mobile).not.toHaveAttribute('aria-invalid'));
      // The button counts one click a second (SPEC §5).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
      await passSlider();
      await waitFor(() => expect(calls('POST', '/wps/member/register/sms')).toHaveLength(1));
      expect(calls('POST', '/wps/member/register/sms')[0]?.payload).toEqual({ countryDialingCode: '880', mobileNo: '01715678901', sliderToken: 'slider-ok' });
      expect(await screen.findByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

      await agree();
      await submit();
      expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('This field cannot be empty.');
      await userEvent.type(screen.getByLabelText('Verification code'), '123456');
      await submit();
      await passSlider();
      await waitFor(() => expect(calls('PUT', '/wps/member/registerMobile')).toHaveLength(1));
      expect(calls('PUT', '/wps/member/registerMobile')[0]?.payload).toMatchObject({ mobileNum: '01715678901', verificationCode: '123456', username: '1715678901' });
    }, 15000);

    it("shows a refused send in a warning popup with the server's message", async () => {
      server.smsCode = () => ({ status: 409, value: null, errorCode: 'register.mobile.taken', message: 'This mobile number is already registered' });
      openRegister();
      await rulesArrived();
      await userEvent.type(screen.getByLabelText('Mobile number'), '01712345678');
      await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
      await passSlider();
      const warning = await screen.findByRole('alertdialog');
      expect(warning).toHaveTextContent('This mobile number is already registered');
      await userEvent.click(within(warning).getByRole('button', { name: 'Submit' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });
});
