import { bus } from '../bus/event-bus';
import { i18n } from '../i18n/i18n';
import { sessionKeys } from '../session/storage-keys';
import { storeToken } from '../session/session';
import { api } from './client';

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
