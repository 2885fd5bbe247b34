import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { renderCaptchaPng } from './captcha-image';
import { claimHumanCheck, storeHumanCheck } from './human-checks';
import { randomId, sameDigest, sha256 } from './secrets';

// Upper case only, none of the look-alikes (0/O, 1/I, 2/Z, 5/S, 8/B, U/V, G/6…) nor the widest letters (M, W).
export const CAPTCHA_ALPHABET = 'ACDEFHJKLNPRTXY34679';
const CAPTCHA_TTL_SECONDS = 5 * 60;

export interface Captcha {
  captchaId: string;
  /** data:image/png;base64,… */
  image: string;
}

function captchaText(): string {
  const length = 4 + randomInt(2);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

// The id salts the hash, so one leaked table row says nothing about another.
const answerHash = (captchaId: string, text: string) => sha256(`${captchaId}:${text.trim().toUpperCase()}`);

/** A fresh image captcha of 4 or 5 random characters: valid 5 minutes, one answer. */
export function issueCaptcha(db: Queryable): Promise<Captcha> {
  return createCaptcha(db, captchaText());
}

/** Draws and keeps a captcha of the given text (issueCaptcha picks it at random). */
export async function createCaptcha(db: Queryable, text: string): Promise<Captcha> {
  const captchaId = randomId();
  const png = await renderCaptchaPng(text);
  await storeHumanCheck(db, { id: captchaId, kind: 'captcha', answer: answerHash(captchaId, text), ttlSeconds: CAPTCHA_TTL_SECONDS });
  return { captchaId, image: `data:image/png;base64,${png.toString('base64')}` };
}

/**
 * True when the answer matches (any letter case). The captcha is used up either way, so every
 * guess costs a new picture.
 */
export async function verifyCaptcha(db: Queryable, captchaId: string, answer: string): Promise<boolean> {
  if (!captchaId || captchaId.length > 128 || answer.length > 16) return false;
  const stored = await claimHumanCheck(db, captchaId, 'captcha');
  return stored !== null && sameDigest(stored, answerHash(captchaId, answer));
}
