import { bus } from '../bus/event-bus';
import { i18n } from '../i18n/i18n';
import { sessionKeys } from '../session/storage-keys';
import { storeToken } from '../session/session';
import { api, download } from './client';

function respond(status: number, body: unknown): void {
  (global.fetch as jest.Mock).mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('api client', () => {
  beforeEach(async () => {
    global.fetch = jest.fn();
    window.sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('sends the Merchant, Language and raw Authorization headers', async () => {
    storeToken('tok-123');
    respond(200, { success: true, value: { a: 1 }, message: null, errorCode: null });
    const result = await api.get<{ a: number }>('/wps/member/info');
    expect(result).toEqual({ ok: true, value: { a: 1 } });
    const request = (global.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.headers.get('Merchant')).toBe('khela');
    expect(request.headers.get('Language')).toBe('en');
    expect(request.headers.get('Authorization')).toBe('tok-123');
    expect(request.url).toBe('http://localhost/wps/member/info');
  });

  it("sends the gateway's X-Gateway-Version 3 and Encryption only on the calls that ask for them", async () => {
    respond(200, { success: true, value: null, message: null, errorCode: null });
    respond(200, { success: true, value: null, message: null, errorCode: null });
    await api.post('/wps/member/freePlay', { json: { os: 'web', platform: 'W' }, gateway: 'plain' });
    await api.get('/wps/member/info');
    const [gatewayCall, plainCall] = (global.fetch as jest.Mock).mock.calls.map((c) => c[0] as Request);
    expect(gatewayCall!.headers.get('X-Gateway-Version')).toBe('3');
    expect(gatewayCall!.headers.get('Encryption')).toBe('plain');
    expect(gatewayCall!.headers.get('content-type')).toContain('application/json');
    expect(gatewayCall!.headers.get('Merchant')).toBe('khela');
    expect(plainCall!.headers.get('X-Gateway-Version')).toBeNull();
    expect(plainCall!.headers.get('Encryption')).toBeNull();
  });

  it('turns a failed envelope into a translated error, preferring the catalogue', async () => {
    respond(400, { success: false, value: null, message: 'server words', errorCode: 'request.invalid' });
    const result = await api.post('/wps/member/language', { json: { language: 'xx' } });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('request.invalid');
      expect(result.error.message).toBe('Some of what you entered is not valid');
      expect(result.error.status).toBe(400);
    }
  });

  it("falls back to the server's message for codes the catalogue lacks", async () => {
    respond(400, { success: false, value: null, message: 'Language not offered', errorCode: 'language.unsupported' });
    const result = await api.post('/wps/member/language', { json: { language: 'xx' } });
    expect(!result.ok && result.error.message).toBe('Language not offered');
  });

  it('an expired session clears the session and asks for login', async () => {
    storeToken('old');
    const opened = jest.fn();
    bus.on('popup:open', opened);
    respond(401, { success: false, value: null, message: 'no session', errorCode: 'login.not.session' });
    await api.get('/wps/member/info');
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBeNull();
    expect(opened).toHaveBeenCalledWith({ name: 'login' });
    bus.off('popup:open', opened);
  });

  it('a session that must change its password opens the forced change-password popup, and stays', async () => {
    storeToken('forced');
    const opened = jest.fn();
    bus.on('popup:open', opened);
    respond(403, { success: false, value: null, message: 'Please change your password first.', errorCode: 'password.change.required' });
    const answer = await api.get('/wps/member/sessions');
    expect(answer.ok).toBe(false);
    expect(opened).toHaveBeenCalledWith({ name: 'changePassword', props: { forced: true } });
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBe('forced');
    // Already open (a login opened it with the password just typed): not opened again.
    respond(403, { success: false, value: null, message: 'Please change your password first.', errorCode: 'password.change.required' });
    await api.get('/wps/member/loginHistory');
    expect(opened).toHaveBeenCalledTimes(1);
    bus.off('popup:open', opened);
  });

  it('an answer to a session already ended (or replaced) leaves the current one alone', async () => {
    storeToken('old');
    const opened = jest.fn();
    bus.on('popup:open', opened);
    let answer: (response: Response) => void = () => undefined;
    (global.fetch as jest.Mock).mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = api.get('/wps/member/sessions');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Meanwhile the reader logged out and in again.
    storeToken('new');
    answer(new Response(JSON.stringify({ success: false, value: null, message: 'no session', errorCode: 'login.not.session' }), { status: 401 }));
    const result = await pending;
    expect(result.ok).toBe(false);
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBe('new');
    expect(opened).not.toHaveBeenCalled();
    bus.off('popup:open', opened);
  });

  it("keeps a failure's envelope value for the caller (e.g. the captcha flag of a login)", async () => {
    respond(400, { success: false, value: { captcha: true }, message: 'Wrong username or password', errorCode: 'login.failed' });
    const result = await api.post('/wps/session/login', { json: {} });
    expect(!result.ok && result.error.value).toEqual({ captcha: true });
  });

  it('sends a form body as application/x-www-form-urlencoded', async () => {
    respond(200, { success: true, value: null, message: null, errorCode: null });
    await api.post('/wps/member/forgetPassword', { form: { username: 'rahim', email: 'r@example.com' } });
    const request = (global.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('a network failure is a translated network error, never a throw', async () => {
    (global.fetch as jest.Mock).mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await api.post('/wps/member/language', { json: {} });
    expect(!result.ok && result.error.code).toBe('network');
    expect(!result.ok && result.error.message).toBe('Network abnormal, please retry');
  });
});

describe('download', () => {
  beforeEach(async () => {
    global.fetch = jest.fn();
    window.sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it("GETs a file with the session's headers and gives its bytes and the name the api chose", async () => {
    storeToken('tok-9');
    (global.fetch as jest.Mock).mockResolvedValueOnce(
      new Response('a,b\r\n1,2\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="report-2026-03-01-2026-03-02.csv"' } }),
    );
    const result = await download('/wps/agent/reports/revenue/csv', { searchParams: { from: '2026-03-01', to: '2026-03-02', account: undefined } });
    const request = (global.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.url).toBe('http://localhost/wps/agent/reports/revenue/csv?from=2026-03-01&to=2026-03-02');
    expect(request.headers.get('Authorization')).toBe('tok-9');
    expect(request.headers.get('Merchant')).toBe('khela');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.fileName).toBe('report-2026-03-01-2026-03-02.csv');
      expect(await result.value.blob.text()).toBe('a,b\r\n1,2\r\n');
    }
  });

  it('a refusal (the envelope) becomes the same translated error as any call', async () => {
    respond(400, { success: false, value: null, message: 'Too many rows', errorCode: 'agent.report.tooManyRows' });
    const result = await download('/wps/agent/reports/team_bets/csv');
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.error.code, result.error.message, result.error.status]).toEqual(['agent.report.tooManyRows', 'Too many rows', 400]);
  });
});
