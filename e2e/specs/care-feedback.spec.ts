import { formatNumber } from '../../shared/src/format/money';
import { say } from '../support/catalogue';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage, newVisitorIn } from '../support/identity';
import { popup, type Language } from '../support/site';
import { ops, newPlayer } from '../support/wallet';

/**
 * Feedback and the help center (docs/feedback-help.md), in Bengali on the phone and in English on
 * the desktop: a fresh member sends feedback with an image, an operator reads it (with the image)
 * and replies through the operator API, and the member is told live (the inbox badge) and reads the reply; the help center's search
 * finds a section and takes the reader to it. Each test uses its own new player; nothing brand-wide
 * is changed.
 */
const member = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);
const shell = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'shell', key, values);

/** A real 4×4 PNG, as a phone's screenshot would be. */
const screenshot = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000001049444154789c633861a301470cc47100f1c312c15cec06d70000000049454e44ae426082',
  'hex',
);

interface OpsFeedback {
  id: number;
  account: string;
  content: string;
  status: string;
  images: Array<{ id: number; contentType: string; size: number }>;
}

const words = {
  bn: { content: 'উত্তোলনের পাতা খুব ধীরে খোলে', reply: 'ধন্যবাদ! আমরা পাতাটি দ্রুত করেছি।', search: 'ওয়েজারিং' },
  en: { content: 'The withdraw page opens very slowly', reply: 'Thank you! We have made the page faster.', search: 'wagering' },
};

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a member sends feedback with an image and reads the operator's reply (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await page.goto('/member/feedback');
    const form = page.getByRole('form', { name: member(lang, 'feedback.form.title') });
    await expect(page.getByText(member(lang, 'feedback.list.empty'))).toBeVisible();

    await form.getByLabel(member(lang, 'feedback.form.type')).selectOption({ label: member(lang, 'feedback.types.PROBLEM') });
    await form.getByLabel(member(lang, 'feedback.form.content')).fill(words[lang].content);
    await form.getByLabel(member(lang, 'feedback.form.images')).setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: screenshot });
    await expect(form.getByRole('list', { name: member(lang, 'feedback.form.chosen') })).toContainText('screen.png');
    await form.getByRole('button', { name: member(lang, 'feedback.form.submit') }).click();
    await expect(form.getByText(member(lang, 'feedback.form.sent'))).toBeVisible();

    const record = page.getByTestId('feedback-record').filter({ hasText: words[lang].content });
    await expect(record.getByTestId('feedback-status')).toHaveText(member(lang, 'feedback.status.PENDING'));
    // The member's own image, loaded with their session.
    const thumb = record.getByRole('img', { name: member(lang, 'feedback.list.image', { n: 1 }) });
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4);

    // The operator finds it among the brand's waiting feedback, reads the image and replies.
    const waiting = await ops<{ records: OpsFeedback[] }>('GET', `/ops/feedback?merchant=khela&status=PENDING&account=${player.account}`);
    expect(waiting.records).toHaveLength(1);
    const [feedback] = waiting.records;
    expect(feedback).toMatchObject({ account: player.account, content: words[lang].content, status: 'PENDING', images: [{ contentType: 'image/png', size: screenshot.length }] });
    const image = await fetch(`${e2eEnv.baseUrl}/ops/feedback/images/${feedback!.images[0]!.id}?merchant=khela`, { headers: { 'x-operator-token': e2eEnv.operatorToken } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(screenshot)).toBe(true);
    // Another visitor's browser cannot read it.
    expect((await fetch(`${e2eEnv.baseUrl}/wps/feedback/images/${feedback!.images[0]!.id}`)).status).toBe(401);
    await expect(page.getByRole('banner').getByTestId('header-unread')).toHaveCount(0);
    await ops('POST', `/ops/feedback/${feedback!.id}/reply`, { merchant: 'khela', reply: words[lang].reply });
    // The member is told at once: the inbox badge counts the reply's message (docs/messages.md).
    await expect(page.getByRole('banner').getByTestId('header-unread')).toContainText(formatNumber(1, lang));

    await page.reload();
    await expect(record.getByTestId('feedback-status')).toHaveText(member(lang, 'feedback.status.REPLIED'));
    await expect(record.getByTestId('feedback-reply')).toContainText(words[lang].reply);
    await page.goto('/member/messageV2');
    await expect(page.getByTestId('inbox-message').filter({ hasText: say(lang, 'api', 'inbox.template.feedback.replied.title') })).toHaveAttribute('data-read', 'false');
  });
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the help center's search finds a section and goes to it (${lang})`, async ({ page }) => {
    await newVisitorIn(page, lang);
    await page.goto('/help');
    const help = popup(page, shell(lang, 'popups.help.title'));
    const box = help.getByRole('searchbox', { name: shell(lang, 'popups.help.search') });
    await box.fill(words[lang].search);
    await box.press('Enter');
    const results = help.getByRole('list', { name: shell(lang, 'popups.help.results') });
    const bonuses = lang === 'bn' ? 'বোনাস ও বাজির শর্ত' : 'Bonuses and wagering';
    const hit = results.getByTestId('help-hit-bonuses');
    await expect(hit).toContainText(bonuses);
    await hit.click();
    await expect(help.getByRole('region', { name: bonuses, exact: true })).toBeInViewport();

    // Not in the help center: said so.
    await box.fill('zzqx');
    await box.press('Enter');
    await expect(help.getByText(shell(lang, 'popups.help.noResults', { query: 'zzqx' }))).toBeVisible();
  });
}
