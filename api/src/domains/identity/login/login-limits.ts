import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { WindowRule, WindowStore } from '../../../platform/limits';
import type { Merchant } from '../../../platform/merchant/merchant';
import { hashToken } from '../sessions/tokens';
import { writeMemberMessage } from '../../inbox';

/**
 * Password-login limits (docs/identity.md, "Login limits"). Failures are counted in sliding
 * windows of an hour: per address over every account of the brand, and per account — in two
 * separate counters, one for the owner's own places (a device or an address that has logged in
 * before) and one for everywhere else. A stranger's failures raise the slider, the captcha and a
 * growing delay only for strangers: the owner at home logs in as ever. Nothing locks an account.
 */
const HOUR = 60 * 60 * 1000;
/** Stranger failures after which the slider is asked even when the brand has it off. */
export const SLIDER_AFTER = 2;
/** Stranger failures after which the captcha is asked. */
export const CAPTCHA_AFTER = 3;
/** From this many stranger failures each new try waits 5 s, doubling up to a minute, after the last. */
export const DELAY_AFTER = 10;
/**
 * Caps per account and hour (ASVS 2.2.1: no more than 100). With the delay strangers reach about
 * 72 in an hour anyway; the cap and the owner's own cap add up to under 100.
 */
export const STRANGER_FAILURES_PER_HOUR = 75;
export const KNOWN_PLACE_FAILURES_PER_HOUR = 20;

export const strangerRule: WindowRule = { windowMs: HOUR, max: STRANGER_FAILURES_PER_HOUR, delay: { after: DELAY_AFTER, baseMs: 5000, maxMs: 60_000 } };
export const knownPlaceRule: WindowRule = { windowMs: HOUR, max: KNOWN_PLACE_FAILURES_PER_HOUR };
export const addressRule = (merchant: Merchant): WindowRule => ({ windowMs: HOUR, max: merchant.identity.loginFailuresPerAddressPerHour });

export interface Place {
  /** The browser's device id has logged in to this member before. */
  knownDevice: boolean;
  /** The address has logged in to this member before. */
  knownAddress: boolean;
}

/** Where this try comes from, for this member; an unknown account is nobody's own place. */
export async function placeOf(db: Queryable, memberId: string | null, ip: string | null, deviceId: string | undefined): Promise<Place> {
  if (!memberId) return { knownDevice: false, knownAddress: false };
  const [row] = await db.query<{ device: boolean; address: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM member_known_devices WHERE member_id = $1 AND device_hash = $2) AS device,
            EXISTS (SELECT 1 FROM member_known_ips WHERE member_id = $1 AND ip = $3) AS address`,
    [memberId, deviceId ? hashToken(deviceId) : '', ip ?? ''],
  );
  return { knownDevice: Boolean(row?.device), knownAddress: Boolean(row?.address) };
}

/**
 * A device the member has just logged in from becomes one of their own places. A device new to a
 * member who has signed in from another before writes a "new sign-in" message to their inbox
 * (once per device: docs/messages.md).
 */
export async function rememberDevice(
  db: Queryable,
  member: { merchantCode: string; id: string },
  deviceId: string | undefined,
  ip: string | null,
): Promise<void> {
  if (!deviceId) return;
  const deviceHash = hashToken(deviceId);
  const [row] = await db.query<{ inserted: boolean }>(
    `INSERT INTO member_known_devices (member_id, device_hash) VALUES ($1, $2)
     ON CONFLICT (member_id, device_hash) DO UPDATE SET last_at = now()
     RETURNING (xmax = 0) AS inserted`,
    [member.id, deviceHash],
  );
  if (!row?.inserted) return;
  const [others] = await db.query<{ others: boolean }>('SELECT EXISTS (SELECT 1 FROM member_known_devices WHERE member_id = $1 AND device_hash <> $2) AS others', [member.id, deviceHash]);
  if (!others?.others) return;
  await writeMemberMessage(db, {
    merchantCode: member.merchantCode,
    memberId: member.id,
    template: 'login.new.device',
    params: { at: new Date().toISOString(), ip: ip ?? '' },
    eventKey: `device:${member.id}:${deviceHash}`,
  });
}

const addressKey = (merchant: Merchant, ip: string) => `login:address:${merchant.code}:${ip}`;
const accountKey = (merchant: Merchant, account: string, own: boolean) => `login:${own ? 'own' : 'stranger'}:${merchant.code}:${account}`;

export interface LoginTry {
  /** What a stranger must pass before the password is checked. */
  needsSlider: boolean;
  needsCaptcha: boolean;
  /** Counts the failure in every window (refusing when a window is full meanwhile). */
  reserve(): Promise<{ forgive(): Promise<void> }>;
}

function tooMany(code: 'login.locked' | 'login.address.blocked', retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return code === 'login.locked'
    ? new ApiError(429, code, { seconds }, { retryAfterSeconds: seconds, captcha: true })
    : new ApiError(429, code, { minutes: Math.ceil(seconds / 60) }, { retryAfterSeconds: seconds });
}

/**
 * Judges a password try before the password is looked at: refuses it while the address or (for a
 * stranger) the account must wait, and says which human checks it needs. A known device is not held
 * by its address's failures (someone else behind the same network), a known address is.
 */
export async function judgeLoginTry(
  store: WindowStore,
  merchant: Merchant,
  input: { account: string; ip: string | null; place: Place },
): Promise<LoginTry> {
  const own = input.place.knownDevice || input.place.knownAddress;
  const keys: Array<{ key: string; rule: WindowRule; code: 'login.locked' | 'login.address.blocked' }> = [];
  if (input.ip && !input.place.knownDevice) keys.push({ key: addressKey(merchant, input.ip), rule: addressRule(merchant), code: 'login.address.blocked' });
  keys.push({ key: accountKey(merchant, input.account, own), rule: own ? knownPlaceRule : strangerRule, code: 'login.locked' });

  let strangerFailures = 0;
  for (const { key, rule, code } of keys) {
    const state = await store.peek(key, rule);
    if (state.retryAfterMs > 0) throw tooMany(code, state.retryAfterMs);
    if (rule === strangerRule) strangerFailures = state.count;
  }
  return {
    needsSlider: merchant.identity.sliderRequired || (!own && strangerFailures >= SLIDER_AFTER),
    needsCaptcha: !own && strangerFailures >= CAPTCHA_AFTER,
    async reserve() {
      const taken: Array<{ key: string; id: string }> = [];
      const forgive = async () => {
        for (const { key, id } of taken) await store.forgive(key, id);
      };
      for (const { key, rule, code } of keys) {
        const result = await store.take(key, rule);
        if (!result.admitted) {
          await forgive();
          throw tooMany(code, result.retryAfterMs);
        }
        taken.push({ key, id: result.id });
      }
      return { forgive };
    },
  };
}

/** After a failure: whether the next stranger try will be asked for the captcha (the page shows it at once). */
export async function captchaNext(store: WindowStore, merchant: Merchant, account: string, place: Place): Promise<boolean> {
  if (place.knownDevice || place.knownAddress) return false;
  return (await store.peek(accountKey(merchant, account, false), strangerRule)).count >= CAPTCHA_AFTER;
}
