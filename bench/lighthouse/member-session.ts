/**
 * A demo member's session for bench/lighthouse's member-center page, got the way the site's own
 * login popup gets it, through the api: the slider check (its picture read in the browser, where
 * the JPEG can be decoded, as e2e's solveSlider reads it), then the sealed username login. The
 * answer's token is what the shell keeps in session storage (`token`, shared/session), so a tab
 * holding it opens the member center logged in. No setting of the brand is changed for it.
 */
import type { Page } from 'puppeteer-core';
import { humanTrail } from '../../api/src/domains/identity/verification/test-trails';
import { DEMO_ACCOUNTS } from '../../api/src/seed/demo-members';
import { sealPayload, type PayloadPublicKey } from '../../shared/src/crypto/sealed-payload';

/** The demo brand's player (README "Demo accounts"). */
export const DEMO_MEMBER = DEMO_ACCOUNTS.player;

interface Envelope<T> {
  success: boolean;
  errorCode?: string | null;
  message?: string | null;
  value: T;
}

async function call<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', language: 'en', ...init.headers } });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok || !body.success) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.errorCode ?? ''} ${body.message ?? ''}`);
  return body.value;
}

interface SliderChallenge {
  challengeId: string;
  pieceY: number;
  background: string;
  piece: string;
}

/**
 * Where the notch is, found by looking, in the page: the notch is the piece's shape darkened in
 * the picture, so the offset where the picture best matches a darker copy of the piece. Plain
 * JavaScript in a string: a compiled function would carry the compiler's helpers.
 */
const NOTCH_FINDER = `async ({ background, piece, pieceY }) => {
  const load = async (src) => { const image = new Image(); image.src = src; await image.decode(); return image; };
  const pixels = (image) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  };
  const scene = pixels(await load(background));
  const cut = pixels(await load(piece));
  let best = { x: 0, score: Infinity };
  for (let x = 0; x + cut.width <= scene.width; x += 1) {
    let score = 0;
    for (let py = 0; py < cut.height; py += 1) {
      for (let px = 0; px < cut.width; px += 1) {
        const p = (py * cut.width + px) * 4;
        if (cut.data[p + 3] < 250) continue;
        const s = ((pieceY + py) * scene.width + x + px) * 4;
        for (let c = 0; c < 3; c += 1) score += Math.abs(scene.data[s + c] - 0.45 * cut.data[p + c]);
      }
    }
    if (score < best.score) best = { x, score };
  }
  return best.x;
}`;

async function passSlider(baseUrl: string, page: Page): Promise<string> {
  const challenge = await call<SliderChallenge>(baseUrl, '/wps/session/slider');
  const offset = (await page.evaluate(`(${NOTCH_FINDER})(${JSON.stringify({ background: challenge.background, piece: challenge.piece, pieceY: challenge.pieceY })})`)) as number;
  const pass = await call<{ sliderToken: string }>(baseUrl, '/wps/session/slider', {
    method: 'POST',
    body: JSON.stringify({ challengeId: challenge.challengeId, offset, trail: humanTrail(offset) }),
  });
  return pass.sliderToken;
}

/** Logs the demo member in; `page` is any tab of the bench's browser (used to read the slider picture). */
export async function demoMemberToken(baseUrl: string, page: Page): Promise<string> {
  const sliderToken = await passSlider(baseUrl, page);
  const key = await call<PayloadPublicKey & { serverTime: number }>(baseUrl, '/wps/session/publicKey');
  const sealed = await sealPayload(
    { type: 'username', username: DEMO_MEMBER.account, password: DEMO_MEMBER.password, sliderToken },
    { keyId: key.keyId, publicKey: key.publicKey },
    key.serverTime,
  );
  const answer = await call<{ token: string; mustChangePassword?: boolean }>(baseUrl, '/wps/session/login', { method: 'POST', body: JSON.stringify({ sealed }) });
  if (answer.mustChangePassword) throw new Error(`${DEMO_MEMBER.account} must change its password first: the member center would not show`);
  return answer.token;
}
