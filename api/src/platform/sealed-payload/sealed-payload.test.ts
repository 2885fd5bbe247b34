import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sealedKeyRoutes } from '../../domains/identity/sealed-key-routes';
import { sealFor } from '../../test/sealed';
import { envelope } from '../../test/test-app';
import { createTestDb, type TestDb } from '../../test/test-db';
import type { Db } from '../db/db';
import { errorHandler } from '../error-handler';
import { requestContext } from '../request-context';
import { validation } from '../validation';
import { envelopeResponses, ErrorEnvelopeSchema, ok } from '@khela/contracts';
import { loadPayloadKey, openSealed, openSealedBody, payloadKey } from '.';

/** The platform pieces a sealed route relies on, the key route, and one sealed echo route. */
async function sealedApp(db: Db): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(validation);
  app.addSchema(ErrorEnvelopeSchema);
  await app.register(sealedKeyRoutes, { db });
  const Login = Type.Object({ username: Type.String({ minLength: 3 }), password: Type.String() });
  app.post(
    '/test/sealed-login',
    { preValidation: openSealedBody(db), schema: { body: Login, response: envelopeResponses(Login) } },
    async (request) => ok(request.body),
  );
  await app.ready();
  return app;
}

describe('sealed payloads', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const login = { username: 'rahim', password: 'গোপন-পাসওয়ার্ড' };
  const post = (payload: unknown, language = 'en') =>
    app.inject({ method: 'POST', url: '/test/sealed-login', headers: { language }, payload: payload as object });

  beforeAll(async () => {
    testDb = await createTestDb();
    app = await sealedApp(testDb.db);
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('serves one stored key with the server clock, not cacheable', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/session/publicKey' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { value } = envelope<{ keyId: string; publicKey: string; serverTime: number }>(response);
    expect(Math.abs(value.serverTime - Date.now())).toBeLessThan(5000);
    const rows = await testDb.db.query<{ key_id: string; public_key: string }>('SELECT key_id, public_key FROM payload_keys');
    expect(rows).toEqual([{ key_id: value.keyId, public_key: value.publicKey }]);
    // Loaded once: the cache answers, and a fresh load (another server) finds the same key.
    expect(await payloadKey(testDb.db)).toBe(await payloadKey(testDb.db));
    expect((await loadPayloadKey(testDb.db)).keyId).toBe(value.keyId);
  });

  it('round trip: the route sees the payload the shared browser code sealed', async () => {
    const response = await post(await sealFor(app, login));
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toEqual(login);
  });

  it('the route schema validates the payload inside', async () => {
    const response = await post(await sealFor(app, { username: 'ab', password: 'x' }));
    expect([response.statusCode, envelope(response).errorCode]).toEqual([400, 'request.invalid']);
  });

  it('a plain body is payload.sealed.required, translated', async () => {
    const response = await post(login, 'bn');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('payload.sealed.required');
    expect(envelope(response).message).toMatch(/এনক্রিপ্ট/);
  });

  it('a replayed body is payload.replayed', async () => {
    const body = await sealFor(app, login);
    expect((await post(body)).statusCode).toBe(200);
    const again = await post(body);
    expect([again.statusCode, envelope(again).errorCode]).toEqual([400, 'payload.replayed']);
  });

  it('two copies of one body racing: exactly one gets through', async () => {
    const body = await sealFor(app, login);
    const statuses = (await Promise.all([post(body), post(body)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('tampered ciphertext is payload.invalid', async () => {
    const body = await sealFor(app, login);
    const bytes = Buffer.from(body.sealed.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    const response = await post({ sealed: { ...body.sealed, ciphertext: bytes.toString('base64') } });
    expect([response.statusCode, envelope(response).errorCode]).toEqual([400, 'payload.invalid']);
  });

  it('a timestamp more than five minutes off is payload.invalid, both ways', async () => {
    for (const offset of [-6 * 60_000, 6 * 60_000]) {
      const response = await post(await sealFor(app, login, { now: Date.now() + offset }));
      expect([response.statusCode, envelope(response).errorCode]).toEqual([400, 'payload.invalid']);
    }
    expect((await post(await sealFor(app, login, { now: Date.now() - 4 * 60_000 }))).statusCode).toBe(200);
  });

  it('a body sealed for another key id is payload.invalid', async () => {
    const body = await sealFor(app, login);
    const response = await post({ sealed: { ...body.sealed, keyId: 'an-old-key' } });
    expect([response.statusCode, envelope(response).errorCode]).toEqual([400, 'payload.invalid']);
  });

  it('malformed envelopes are payload.invalid, never a 500', async () => {
    const { sealed } = await sealFor(app, login);
    for (const bad of [
      { sealed: 'x' },
      { sealed: { ...sealed, iv: 'not base64!' } },
      { sealed: { ...sealed, iv: Buffer.alloc(8).toString('base64') } },
      { sealed: { ...sealed, wrappedKey: Buffer.alloc(256).toString('base64') } },
      { sealed: { ...sealed, ciphertext: 'AAAA' } },
    ]) {
      const response = await post(bad);
      expect([response.statusCode, envelope(response).errorCode]).toEqual([400, 'payload.invalid']);
    }
  });

  it('prunes nonces older than ten minutes', async () => {
    await testDb.db.query(`INSERT INTO payload_nonces (nonce, seen_at) VALUES ('old-nonce-0123456789', now() - interval '11 minutes')`);
    // Pruning runs at most once a minute (the earlier tests just did): play a request two minutes on.
    const later = Date.now() + 2 * 60_000;
    await openSealed(testDb.db, await sealFor(app, login, { now: later }), later);
    expect(await testDb.db.query(`SELECT nonce FROM payload_nonces WHERE nonce = 'old-nonce-0123456789'`)).toEqual([]);
  });
});
