import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eEnv } from './env';
import type { Language } from './site';
import { windowOf } from './window';

/**
 * What a person does to get in: solve the slider by looking at the picture, read the code their
 * phone or mailbox received (the outbox provider's messages, read through the operator API), and
 * come from an address of their own.
 */

/** A username the demo brand's rule accepts (a letter, then letters and digits, 6 to 11). */
export function newUsername(prefix = 'e'): string {
  return `${prefix}${randomBytes(6).toString('hex').slice(0, 9)}`.slice(0, 11);
}

/** A Bangladeshi mobile number nobody else in the run has (national part, 10 digits). */
export function newMobile(): string {
  return `17${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

/**
 * Each spec comes from its own address (the server trusts X-Forwarded-For in e2e): rate limits per
 * IP stay per spec, and a second factor is asked only where a spec changes its address on purpose.
 * Private addresses have no country, so no region restriction applies.
 */
export function newVisitorIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

export async function comeFrom(page: Page, ip: string): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
}

/**
 * Each window runs a flow in one of the two languages (the phone in Bengali, the players' own; the
 * desktop in English), so every flow is seen in both windows and both languages are seen in each,
 * without running every flow four times. Call at the start of a test written for both languages.
 */
export function inThisWindowsLanguage(lang: Language): void {
  const windowLanguage: Language = windowOf() === 'desktop' ? 'en' : 'bn';
  test.skip(windowLanguage !== lang, `in this window the flow runs in ${windowLanguage}`);
}

/**
 * A new visitor as most flows start: written for both languages (run in this window's, see
 * inThisWindowsLanguage), the site in `lang`, from an address of their own.
 */
export async function newVisitorIn(page: Page, lang: Language): Promise<void> {
  inThisWindowsLanguage(lang);
  await useLanguage(page, lang);
  await comeFrom(page, newVisitorIp());
}

/** A browser of its own (another context) as the fixtures' returning visitor: popups seen already. */
export async function asReturningVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    window.sessionStorage.setItem('USER_POPUP', '1');
  });
}

/** Opens the site in this language, as a reader who chose it earlier would. */
export async function useLanguage(page: Page, lang: Language): Promise<void> {
  await page.addInitScript((language) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', language);
  }, lang);
}

interface OutboxMessage {
  channel: string;
  destination: string;
  subject: string | null;
  body: string;
}

async function outbox(destination: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${e2eEnv.baseUrl}/ops/outbox?${new URLSearchParams({ destination, limit: '5' })}`, {
    headers: { 'x-operator-token': e2eEnv.operatorToken },
  });
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return ((await response.json()) as { value: OutboxMessage[] }).value;
}

/** The newest 6-digit code sent to this destination (+8801712345678 or an e-mail address). */
export async function latestCode(destination: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await outbox(destination);
      code = newest?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    }, { message: `a code sent to ${destination}` })
    .toBeTruthy();
  return code!;
}

/** The newest message to this destination, whole. */
export async function latestMessage(destination: string): Promise<OutboxMessage> {
  let message: OutboxMessage | undefined;
  await expect.poll(async () => (message = (await outbox(destination))[0]), { message: `a message to ${destination}` }).toBeTruthy();
  return message!;
}

/** How many messages this destination has been sent so far. */
export async function messageCount(destination: string): Promise<number> {
  return (await outbox(destination)).length;
}

/**
 * Where the piece fits, found the way a person finds it: by looking. The gap is the piece's
 * shape darkened in the picture, so the offset where the picture looks most like a darker copy
 * of the piece is the answer (in picture pixels).
 */
async function gapOffset(check: Locator): Promise<number> {
  return check.evaluate(async (group) => {
    const [background, piece] = Array.from(group.querySelectorAll('img'));
    if (!background || !piece) throw new Error('the slider pictures are missing');
    await Promise.all([background, piece].map((image) => image.decode()));
    const pixels = (image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const scene = pixels(background);
    const cut = pixels(piece);
    const pieceY = Math.round((parseFloat(piece.style.top) / 100) * scene.height);
    let best = { x: 0, score: Infinity };
    for (let x = 0; x + cut.width <= scene.width; x += 1) {
      let score = 0;
      for (let py = 0; py < cut.height; py += 1) {
        for (let px = 0; px < cut.width; px += 1) {
          const p = (py * cut.width + px) * 4;
          if (cut.data[p + 3]! < 250) continue;
          const s = ((pieceY + py) * scene.width + x + px) * 4;
          for (let c = 0; c < 3; c += 1) score += Math.abs(scene.data[s + c]! - 0.45 * cut.data[p + c]!);
        }
      }
      if (score < best.score) best = { x, score };
    }
    return best.x;
  });
}

/**
 * Solves the slider check shown on the page: finds the gap, then drags the handle there with a
 * hand's uneven pace and wobble.
 */
export async function solveSlider(page: Page): Promise<void> {
  const handle = page.getByRole('slider');
  await expect(handle).toBeVisible();
  const check = page.getByRole('group').filter({ has: handle });
  const offset = await gapOffset(check);
  const pictureWidth = await check.locator('img').first().evaluate((image: HTMLImageElement) => image.naturalWidth);
  const trackWidth = await handle.evaluate((element) => element.parentElement!.getBoundingClientRect().width);
  const distance = offset * (trackWidth / pictureWidth);
  // The registration form draws the check at its end, which may be below a phone's fold.
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 22;
  for (let i = 1; i <= steps; i += 1) {
    const f = i / steps;
    const eased = f * f * (3 - 2 * f);
    await page.mouse.move(start.x + distance * eased, start.y + Math.sin(i) * 1.5);
    await page.waitForTimeout(25 + randomInt(0, 30));
  }
  await page.mouse.move(start.x + distance, start.y);
  await page.mouse.up();
  await expect(handle).toBeHidden();
}
