import { randomBytes } from 'node:crypto';
import { withSignature } from '../payments/gateway/gateway-signature';
import { vendorCall, HOUSE_SECRET } from '../vendor-wallet/tests/seamless-kit';
import { gatewayKeys } from '../../platform/secrets/secret-rotations';
import { applyVendorSecret } from '../../platform/secrets/vendor-secrets';
import { ops } from '../../test/operator-calls';
import { testAppForFile } from '../../test/test-app';

/**
 * Rotation with an overlap (README "Running in production"): an operator sets the next secret of a
 * vendor or of the gateway; during the window both are accepted on incoming signatures, then only
 * the next one. The demo's gateway secret is the default one (the app is built without payments options).
 */
const t = testAppForFile();
const GATEWAY_SECRET = 'sandbox-pay-secret';
const fresh = () => randomBytes(32).toString('hex');
const WINDOW_SECONDS = 2;

/** A signed call that reaches the wallet: a made-up launch token is 200 INVALID_TOKEN; a bad signature 401. */
const vendorSignedWith = async (secret: string) => (await vendorCall(t.app, 'authenticate', { launchToken: 'not-a-token' }, { secret })).httpStatus;

/** The gateway's notification for an order that does not exist: 404 when the signature is believed, 401 when not. */
async function gatewaySignedWith(secret: string): Promise<number> {
  const fields = withSignature({ merchantId: 'khela', orderNo: 'D000', tradeNo: 'T000', amount: '100', currency: 'BDT', status: 'PAID', timestamp: Date.now() }, secret);
  const response = await t.app.inject({ method: 'POST', url: '/wps/payments/gateway/notify', payload: fields });
  return response.statusCode;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a vendor's next secret: both accepted during the window, the old one refused after, recorded", async () => {
  const next = fresh();
  expect(await vendorSignedWith(HOUSE_SECRET)).toBe(200);
  expect(await vendorSignedWith(next)).toBe(401);

  const set = await ops<{ subject: string; switchAt: string }>(t.app, 'POST', '/ops/secrets/vendors/HOUSE/next', { secret: next, windowSeconds: WINDOW_SECONDS });
  expect(set).toMatchObject({ status: 200, value: { subject: 'vendor:HOUSE' } });
  expect(await vendorSignedWith(HOUSE_SECRET)).toBe(200);
  expect(await vendorSignedWith(next)).toBe(200);
  // A second rotation cannot start while this one's overlap runs.
  expect((await ops(t.app, 'POST', '/ops/secrets/vendors/HOUSE/next', { secret: fresh(), windowSeconds: 60 })).errorCode).toBe('operator.secret.rotation.running');

  await sleep(WINDOW_SECONDS * 1000 + 200);
  expect(await vendorSignedWith(HOUSE_SECRET)).toBe(401);
  expect(await vendorSignedWith(next)).toBe(200);

  const actions = await ops<{ records: { action: string; target: string; details: Record<string, unknown> }[] }>(t.app, 'GET', '/ops/actions');
  const record = actions.value.records.find((r) => r.action === 'secret.rotate' && r.target === 'vendor:HOUSE');
  expect(record?.details).toMatchObject({ windowSeconds: WINDOW_SECONDS });
  expect(JSON.stringify(actions.value)).not.toContain(next);

  // A restart whose environment still holds the old secret keeps it stopped; one holding the next ends the rotation.
  await applyVendorSecret(t.db, 'HOUSE', HOUSE_SECRET);
  expect(await t.db.query("SELECT 1 FROM secret_rotations WHERE subject = 'vendor:HOUSE'")).toHaveLength(1);
  await applyVendorSecret(t.db, 'HOUSE', next);
  expect(await t.db.query("SELECT 1 FROM secret_rotations WHERE subject = 'vendor:HOUSE'")).toHaveLength(0);
  const [row] = await t.db.query<{ secret: string }>("SELECT secret FROM vendor_wallets WHERE vendor_code = 'HOUSE'");
  expect(row!.secret).toBe(next);
});

test("the gateway's next secret: both accepted during the window, signing stays on the current one until it ends", async () => {
  const next = fresh();
  expect(await gatewaySignedWith(GATEWAY_SECRET)).toBe(404);
  expect(await gatewaySignedWith(next)).toBe(401);

  expect((await ops(t.app, 'POST', '/ops/secrets/gateway/next', { secret: next, windowSeconds: WINDOW_SECONDS })).status).toBe(200);
  expect(await gatewaySignedWith(GATEWAY_SECRET)).toBe(404);
  expect(await gatewaySignedWith(next)).toBe(404);
  expect((await gatewayKeys(t.db, GATEWAY_SECRET)).signWith).toBe(GATEWAY_SECRET);

  await sleep(WINDOW_SECONDS * 1000 + 200);
  expect(await gatewaySignedWith(GATEWAY_SECRET)).toBe(401);
  expect(await gatewaySignedWith(next)).toBe(404);
  expect((await gatewayKeys(t.db, GATEWAY_SECRET)).signWith).toBe(next);
});

test('a next secret must be strong and new, set by an admin of every brand, for a known vendor', async () => {
  expect(await ops(t.app, 'POST', '/ops/secrets/gateway/next', { secret: 'short-secret', windowSeconds: 60 })).toMatchObject({ status: 400, errorCode: 'operator.secret.weak' });
  expect(await ops(t.app, 'POST', '/ops/secrets/vendors/NOPE/next', { secret: fresh(), windowSeconds: 60 })).toMatchObject({ status: 404, errorCode: 'operator.secret.unknown.vendor' });
  expect(await ops(t.app, 'POST', '/ops/secrets/vendors/KSLOT/next', { secret: fresh(), windowSeconds: 0 })).toMatchObject({ status: 400 });
  expect((await ops(t.app, 'POST', '/ops/secrets/vendors/KSLOT/next', { secret: fresh(), windowSeconds: 60 }, null)).status).toBe(403);
  const rotations = await ops<{ rotations: { subject: string }[] }>(t.app, 'GET', '/ops/secrets/rotations');
  expect(rotations.value.rotations.map((r) => r.subject)).toEqual(['gateway']);
});
