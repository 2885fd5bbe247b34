import { Jimp } from 'jimp';
import { envelope } from '../../../test/test-app';
import { createCaptcha, verifyCaptcha } from './captcha';
import { sha256 } from './secrets';
import { consumeSliderToken } from './slider';
import type { SliderChallenge } from './slider';
import { humanTrail } from './test-trails';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function dataUrlBytes(url: string, type: string): Buffer {
  const prefix = `data:${type};base64,`;
  expect(url.startsWith(prefix)).toBe(true);
  return Buffer.from(url.slice(prefix.length), 'base64');
}

let t: VerificationTestApp;
beforeAll(async () => {
  t = await createVerificationTestApp();
});
afterAll(() => t.close());

describe('image captcha', () => {
  it('is a real PNG picture, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/session/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { value } = envelope<{ captchaId: string; image: string }>(res);
    expect(value.captchaId.length).toBeGreaterThanOrEqual(32);
    const png = dataUrlBytes(value.image, 'image/png');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const picture = await Jimp.read(png);
    expect([picture.bitmap.width, picture.bitmap.height]).toEqual([160, 56]);
    // Not blank: the text and noise give many different colours.
    const colours = new Set<number>();
    for (let i = 0; i < picture.bitmap.data.length; i += 4) colours.add(picture.bitmap.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(50);
  });

  it('takes the right answer once, in any letter case', async () => {
    const { captchaId } = await createCaptcha(t.db, 'KH7P');
    expect(await verifyCaptcha(t.db, captchaId, ' kh7p ')).toBe(true);
    expect(await verifyCaptcha(t.db, captchaId, 'KH7P')).toBe(false);
  });

  it('burns the captcha on a wrong answer', async () => {
    const { captchaId } = await createCaptcha(t.db, 'ACDE');
    expect(await verifyCaptcha(t.db, captchaId, 'ACDF')).toBe(false);
    expect(await verifyCaptcha(t.db, captchaId, 'ACDE')).toBe(false);
  });

  it('refuses an expired or unknown captcha', async () => {
    const { captchaId } = await createCaptcha(t.db, 'XY34');
    await t.db.query(`UPDATE human_checks SET expires_at = now() - interval '1 second' WHERE id_hash = $1`, [sha256(captchaId)]);
    expect(await verifyCaptcha(t.db, captchaId, 'XY34')).toBe(false);
    expect(await verifyCaptcha(t.db, 'no-such-captcha', 'XY34')).toBe(false);
    expect(await verifyCaptcha(t.db, '', '')).toBe(false);
  });

  it('stores only a hash of the answer', async () => {
    const { captchaId } = await createCaptcha(t.db, 'RT96');
    const rows = await t.db.query<{ answer: string; id_hash: string }>('SELECT answer, id_hash FROM human_checks WHERE id_hash = $1', [sha256(captchaId)]);
    expect(rows[0]!.answer).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.answer).not.toContain('RT96');
  });
});

describe('slider', () => {
  async function challenge(): Promise<SliderChallenge & { target: number }> {
    const res = await t.app.inject({ method: 'GET', url: '/wps/session/slider' });
    expect(res.statusCode).toBe(200);
    const { value } = envelope<SliderChallenge>(res);
    // The test reads the answer the way the server will judge it: from its own row.
    const [row] = await t.db.query<{ answer: string }>('SELECT answer FROM human_checks WHERE id_hash = $1', [sha256(value.challengeId)]);
    return { ...value, target: Number(row!.answer) };
  }

  const answer = (body: unknown) => t.app.inject({ method: 'POST', url: '/wps/session/slider', payload: body as object });

  it('gives a background with a notch and a piece to drag', async () => {
    const c = await challenge();
    expect(c).toMatchObject({ width: 280, height: 160, pieceSize: 48 });
    expect(c.pieceY).toBeGreaterThanOrEqual(0);
    expect(c.pieceY + c.pieceSize).toBeLessThanOrEqual(c.height);
    expect(c.target).toBeGreaterThan(c.pieceSize);
    expect(c.target + c.pieceSize).toBeLessThanOrEqual(c.width);
    const background = await Jimp.read(dataUrlBytes(c.background, 'image/jpeg'));
    expect([background.bitmap.width, background.bitmap.height]).toEqual([280, 160]);
    const pieceBytes = dataUrlBytes(c.piece, 'image/png');
    expect(pieceBytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const piece = await Jimp.read(pieceBytes);
    expect([piece.bitmap.width, piece.bitmap.height]).toEqual([48, 48]);
    // Transparent corner (outside the shape), opaque middle (inside it).
    expect(piece.bitmap.data[3]).toBe(0);
    expect(piece.bitmap.data[(30 * 48 + 20) * 4 + 3]).toBe(255);
    // The notch is the same spot, darkened: the middle of the piece is brighter than the notch there.
    const brightness = (image: typeof piece, x: number, y: number) => {
      const i = (y * image.bitmap.width + x) * 4;
      return image.bitmap.data[i]! + image.bitmap.data[i + 1]! + image.bitmap.data[i + 2]!;
    };
    expect(brightness(piece, 20, 30)).toBeGreaterThan(brightness(background, c.target + 20, c.pieceY + 30) + 60);
  });

  it('passes a human drag onto the notch with a single-use token', async () => {
    const c = await challenge();
    const offset = c.target + 2;
    const res = await answer({ challengeId: c.challengeId, offset, trail: humanTrail(offset) });
    expect(res.statusCode).toBe(200);
    const { sliderToken } = envelope<{ sliderToken: string }>(res).value;
    expect(await consumeSliderToken(t.db, sliderToken)).toBe(true);
    expect(await consumeSliderToken(t.db, sliderToken)).toBe(false);
  });

  it('fails a drop beside the notch, and the challenge is then used up', async () => {
    const c = await challenge();
    const wrong = c.target > 150 ? c.target - 30 : c.target + 30;
    const res = await answer({ challengeId: c.challengeId, offset: wrong, trail: humanTrail(wrong) });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).errorCode).toBe('slider.failed');
    const retry = await answer({ challengeId: c.challengeId, offset: c.target, trail: humanTrail(c.target) });
    expect(envelope(retry).errorCode).toBe('slider.expired');
  });

  it('refuses a replayed answer and a scripted straight-line drag', async () => {
    const c = await challenge();
    const body = { challengeId: c.challengeId, offset: c.target, trail: humanTrail(c.target) };
    expect((await answer(body)).statusCode).toBe(200);
    const replay = await answer(body);
    expect(replay.statusCode).toBe(400);
    expect(envelope(replay).errorCode).toBe('slider.expired');

    const d = await challenge();
    const straight = Array.from({ length: 21 }, (_, i) => ({ x: (d.target * i) / 20, y: 0, t: i * 40 }));
    const scripted = await answer({ challengeId: d.challengeId, offset: d.target, trail: straight });
    expect(envelope(scripted).errorCode).toBe('slider.failed');
  });

  it('refuses an expired challenge and a malformed answer with a translated 400', async () => {
    const c = await challenge();
    await t.db.query(`UPDATE human_checks SET expires_at = now() - interval '1 second' WHERE id_hash = $1`, [sha256(c.challengeId)]);
    const late = await answer({ challengeId: c.challengeId, offset: c.target, trail: humanTrail(c.target) });
    expect(envelope(late).errorCode).toBe('slider.expired');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/wps/session/slider',
      headers: { language: 'en' },
      payload: { challengeId: 'x', offset: 'far', trail: [] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).errorCode).toBe('request.invalid');
    expect(envelope(malformed).message).toContain('offset');
  });

  it('says it in Bengali by default', async () => {
    const res = await answer({ challengeId: 'unknown', offset: 100, trail: humanTrail(100) });
    expect(envelope(res).message).toBe('এই যাচাইয়ের মেয়াদ শেষ হয়ে গেছে। নতুন ছবি দিয়ে আবার চেষ্টা করুন।');
  });
});
