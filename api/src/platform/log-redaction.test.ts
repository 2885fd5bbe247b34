import { Writable } from 'node:stream';
import { testAppForFile } from '../test/test-app';
import { OPERATOR_TOKEN } from '../test/test-app';
import { redactUrl } from './log-redaction';

/** Everything the app logs, captured as the lines pino writes. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

const t = testAppForFile({ logger: { level: 'info', stream } });

describe('no token, code or password in a log line', () => {
  test('the request line keeps the path and the parameter names, never their values', () => {
    expect(redactUrl('/wps/session/oidc/google/callback?code=abc&state=xyz')).toBe('/wps/session/oidc/google/callback?code=[redacted]&state=[redacted]');
    expect(redactUrl('/?token=t0k3n')).toBe('/?token=[redacted]');
    expect(redactUrl('/wps/member/info')).toBe('/wps/member/info');
  });

  test('requests carrying a token, a code and credential headers leave none of them in the log', async () => {
    lines.length = 0;
    const secrets = ['SessionTokenInQuery123', 'OneTimeCode456', 'Password789', 'BearerHeaderToken', 'CookieSecret', 'VendorTokenHeader'];
    await t.app.inject({
      method: 'GET',
      url: `/wps/member/info?token=${secrets[0]}&loginCode=${secrets[1]}&password=${secrets[2]}`,
      headers: { authorization: secrets[3]!, cookie: `sid=${secrets[4]}`, 'x-token': secrets[5]! },
    });
    await t.app.inject({ method: 'GET', url: `/ops/outbox?destination=x&token=${secrets[0]}`, headers: { 'x-operator-token': OPERATOR_TOKEN } });
    await t.app.inject({ method: 'GET', url: `/wps/session/oidc/google/callback?code=${secrets[1]}&state=${secrets[2]}` });
    // A line that carries headers (a plugin or a handler logging a request) is censored too.
    t.app.log.info({ req: { headers: { authorization: secrets[3], 'x-operator-token': OPERATOR_TOKEN } } }, 'headers logged');
    t.app.log.info({ headers: { cookie: secrets[4], 'x-token': secrets[5] } }, 'headers logged');

    const log = lines.join('');
    expect(log).toContain('/wps/member/info?token=[redacted]&loginCode=[redacted]&password=[redacted]');
    expect(log).toContain('headers logged');
    for (const secret of [...secrets, OPERATOR_TOKEN]) expect(log).not.toContain(secret);
  });
});
