import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/db';
import { trustProxyFromEnv } from '../../../platform/trust-proxy';
import { envelope, testAppForFile } from '../../../test/test-app';
import { sliderPass } from '../../../test/identity';
import { sealFor } from '../../../test/sealed';
import { insertMember } from '../members/member-repo';
import { hashPassword } from '../passwords/password-hash';
import { freshUsername, GOOD_PASSWORD, withBrand } from './identity-kit';

/**
 * X-Forwarded-For is believed only from the proxies in TRUST_PROXY (docs/identity.md, "Login
 * limits"): the app here trusts 127.0.0.1 alone, as production trusts its own proxies.
 */
const proxied = testAppForFile({ trustProxy: ['127.0.0.1'] });

/** A request as it reaches the api from `peer`, with a claimed X-Forwarded-For. */
async function loginFromPeer({ app, db }: { app: FastifyInstance; db: Db }, peer: string, forwardedFor: string, account: string, password: string) {
  const body = { type: 'username', username: account, password, sliderToken: await sliderPass(db) };
  const response = await app.inject({ method: 'POST', url: '/wps/session/login', payload: await sealFor(app, body), remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
  return { status: response.statusCode, ...envelope<Record<string, unknown>>(response) };
}

describe('TRUST_PROXY', () => {
  test('a forged X-Forwarded-For from an untrusted peer changes neither the limits nor the new-address check', async () => {
    await withBrand(proxied.db, { identity: { loginFailuresPerAddressPerHour: 3 } }, async () => {
      const passwordHash = await hashPassword(GOOD_PASSWORD);
      const account = freshUsername('prx');
      await insertMember(proxied.db, { merchantCode: 'khela', account, nickname: account, type: 0, passwordHash, bankAccountName: 'Proxy Test' });
      // The member's home, as the trusted proxy reports it.
      expect((await loginFromPeer(proxied, '127.0.0.1', '10.77.0.1', account, GOOD_PASSWORD)).status).toBe(200);
      // From elsewhere, claiming the home address: still a new address.
      const forged = await loginFromPeer(proxied, '203.0.113.9', '10.77.0.1', account, GOOD_PASSWORD);
      expect(forged.errorCode).toBe('login.second.factor');
      // Through the trusted proxy the home address is known.
      expect((await loginFromPeer(proxied, '127.0.0.1', '10.77.0.1', account, GOOD_PASSWORD)).status).toBe(200);

      // A new claimed address on each try does not reset the per-address count of the real peer.
      for (let i = 0; i < 3; i += 1) {
        expect((await loginFromPeer(proxied, '203.0.113.10', `10.66.0.${i + 1}`, account, `wrong-${i}-z`)).errorCode).toBe('login.failed');
      }
      const blocked = await loginFromPeer(proxied, '203.0.113.10', '10.66.0.99', account, GOOD_PASSWORD);
      expect(blocked.errorCode).toBe('login.address.blocked');
    }, 'khela');
  });
});

test('TRUST_PROXY lists proxies; "1" is refused in production', () => {
  expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).toEqual(['10.0.0.0/8', '127.0.0.1']);
  expect(trustProxyFromEnv({})).toBe(false);
  expect(trustProxyFromEnv({ TRUST_PROXY: '1' })).toBe(true);
  expect(() => trustProxyFromEnv({ TRUST_PROXY: '1', NODE_ENV: 'production' })).toThrow(/list the proxies/);
});
