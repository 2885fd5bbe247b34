import type { AddressInfo } from 'node:net';
import { type DatabaseCommand, runOnDatabase } from '../../cli/operator-backends';
import { parseOperatorCommand } from '../../cli/operator-command';
import { runOperator } from '../../cli/run-operator';
import { buildApp } from '../../app';
import { envelope, OPERATOR_TOKEN, testAppForFile } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import type { MerchantStatus } from './merchant-status';

const t = testAppForFile();

const post = (url: string, payload: object, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-operator-token': token } : {} });

describe('/ops endpoints', () => {
  test('need the operator token', async () => {
    const none = await post('/ops/merchant/maintenance', { enabled: true }, null);
    expect(none.statusCode).toBe(403);
    expect(envelope(none).errorCode).toBe('operator.forbidden');
    expect((await post('/ops/merchant/maintenance', { enabled: true }, 'wrong')).statusCode).toBe(403);
  });

  test('are off when the server has no OPERATOR_TOKEN', async () => {
    const { db, cleanup } = await createTestDb();
    const app = await buildApp({ db, operatorToken: null });
    const response = await app.inject({ url: '/ops/merchant', headers: { 'x-operator-token': '' } });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).errorCode).toBe('operator.disabled');
    await app.close();
    await cleanup();
  });

  test('validate countries and brands', async () => {
    const bad = await post('/ops/merchant/restriction', { merchant: 'khela', countries: ['USA'] });
    expect(bad.statusCode).toBe(400);
    const unknown = await post('/ops/merchant/restriction', { merchant: 'ghost', countries: [] });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).errorCode).toBe('merchant.unknown');
  });

  test('maintenance defaults to the khela brand and keeps untouched message languages', async () => {
    const on = await post('/ops/merchant/maintenance', { enabled: true, message: { en: 'Soon' } });
    const status = envelope<MerchantStatus>(on).value;
    expect(status.merchant).toBe('khela');
    expect(status.maintenance.enabled).toBe(true);
    expect(status.maintenance.message.en).toBe('Soon');
    expect(status.maintenance.message.bn).toMatch(/রক্ষণাবেক্ষণ/);
    await post('/ops/merchant/maintenance', { enabled: false });
  });
});

describe('operator CLI', () => {
  test('parses its commands', () => {
    expect(parseOperatorCommand(['maintenance', 'on', '--message-en', 'Bye'])).toEqual({
      kind: 'maintenance', merchant: 'khela', enabled: true, message: { en: 'Bye' },
    });
    expect(parseOperatorCommand(['restrict', 'us, gb', '--merchant', 'khela2'])).toEqual({
      kind: 'restrict', merchant: 'khela2', countries: ['GB', 'US'],
    });
    expect(parseOperatorCommand(['restrict', ''])).toMatchObject({ countries: [] });
    expect(() => parseOperatorCommand(['maintenance', 'maybe'])).toThrow(/on or off/);
    expect(() => parseOperatorCommand(['restrict', 'USA'])).toThrow(/country code/);
    expect(() => parseOperatorCommand([])).toThrow(/usage/);
  });

  test('writes the database directly when no server answers', async () => {
    const status = await runOnDatabase(t.db, parseOperatorCommand(['restrict', 'IN,PK', '--merchant', 'khela2']) as DatabaseCommand);
    expect(status).toMatchObject({ restrictedCountries: ['IN', 'PK'] });
    expect(await runOnDatabase(t.db, parseOperatorCommand(['show', '--merchant', 'ghost']) as DatabaseCommand)).toBeNull();
    await runOnDatabase(t.db, parseOperatorCommand(['restrict', '', '--merchant', 'khela2']) as DatabaseCommand);
  });

  test('goes through the running server when one answers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const env = { API_URL: `http://127.0.0.1:${port}`, OPERATOR_TOKEN };
    const result = await runOperator(['maintenance', 'on', '--message-bn', 'শীঘ্রই ফিরছি'], env);
    expect(result.via).toBe('http');
    expect(result.value).toMatchObject({ maintenance: { enabled: true, message: { bn: 'শীঘ্রই ফিরছি' } } });
    const config = await fetch(`${env.API_URL}/wps/system/config`).then((r) => r.json() as Promise<{ value: { maintenance: unknown } }>);
    expect(config.value.maintenance).toEqual({ enabled: true, message: 'শীঘ্রই ফিরছি' });
    await expect(runOperator(['show'], { API_URL: env.API_URL })).rejects.toThrow(/OPERATOR_TOKEN/);
    await runOperator(['maintenance', 'off'], env);
  });
});
