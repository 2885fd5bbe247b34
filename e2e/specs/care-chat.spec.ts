import { say } from '../support/catalogue';
import { support } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import { ui } from '../support/login-flow';
import { popup, type Language } from '../support/site';
import { expectNotReloaded, markPage, newPlayer } from '../support/wallet';

/**
 * Live chat (docs/chat.md): a fresh member opens the chat room from the customer-service list,
 * writes while nobody answers (the message is kept), and an agent of the support team answers —
 * through the operator API on the phone, through the support page on the desktop — and the member
 * sees the answer without a reload. Only the spec's own member and agent: nothing brand-wide changes.
 */
const chat = (lang: Language, key: string) => say(lang, 'chat', key);

async function openChatRoom(page: import('@playwright/test').Page, lang: Language) {
  await ui.accountMenu(page, lang).click();
  const entries = page.getByRole('button', { name: say(lang, 'shell', 'customerService.open'), exact: true });
  await entries.filter({ visible: true }).first().click();
  // The demo brand has live chat, Telegram and Facebook: a list, whose outside entries are links.
  const list = page.getByTestId('cs-list');
  await expect(list.getByRole('link', { name: say(lang, 'shell', 'customerService.TELEGRAM') })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  await expect(list.getByRole('link', { name: say(lang, 'shell', 'customerService.FACEBOOK') })).toHaveAttribute('href', /^https:\/\/m\.me\//);
  await list.getByRole('button', { name: say(lang, 'shell', 'customerService.LIVECHAT') }).click();
  const room = popup(page, chat(lang, 'title'));
  await expect(room).toBeVisible();
  return room;
}

async function write(room: import('@playwright/test').Locator, lang: Language, text: string) {
  const box = room.getByLabel(chat(lang, 'inputLabel'));
  await box.fill(text);
  await box.press('Enter');
  await expect(room.getByRole('log')).toContainText(text);
}

test('a member chats with support and sees the answer live (bn)', async ({ page }) => {
  test.slow();
  inThisWindowsLanguage('bn');
  const player = await newPlayer(page, 'bn');
  await markPage(page);
  const room = await openChatRoom(page, 'bn');
  await expect(room).toContainText(chat('bn', 'empty'));
  await write(room, 'bn', 'আমার ডিপোজিট এখনও আসেনি');
  // Nobody has answered: the message is kept for later.
  await expect(room).toContainText(chat('bn', 'waiting'));

  const agent = await support.newAgent();
  const conversation = await support.conversationOf(player.account);
  await support.reply(agent, conversation, 'আপনার ডিপোজিট জমা হয়েছে, ধন্যবাদ।');
  const answer = room.getByTestId('chat-message-agent');
  await expect(answer).toContainText('আপনার ডিপোজিট জমা হয়েছে, ধন্যবাদ।');
  await expect(answer).toContainText(agent.username);
  await expect(room).not.toContainText(chat('bn', 'waiting'));
  await expectNotReloaded(page);
});

test('a member chats with an agent on the support page, both live (en)', async ({ page, browser }) => {
  test.slow();
  inThisWindowsLanguage('en');
  const player = await newPlayer(page, 'en');
  await markPage(page);
  const room = await openChatRoom(page, 'en');
  await write(room, 'en', 'My withdrawal is pending since this morning');

  // The agent signs in on the support page (its own browser), finds the member and answers.
  const agent = await support.newAgent();
  const desk = await (await browser.newContext()).newPage();
  await desk.addInitScript(() => window.localStorage.setItem('khela.support.language', 'en'));
  await desk.goto('/support/');
  await desk.getByLabel('Username').fill(agent.username);
  await desk.getByLabel('Password').fill(agent.password);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  const conversation = desk.locator('#conversations button').filter({ hasText: player.account.toLowerCase() });
  await expect(conversation).toBeVisible();
  await conversation.click();
  await expect(desk.getByRole('log')).toContainText('My withdrawal is pending since this morning');
  await desk.getByLabel('Your answer').fill('It was paid a minute ago — please check your bank.');
  await desk.getByRole('button', { name: 'Send', exact: true }).click();

  // The member's open chat shows it without a reload; reading it sends the receipt back to the desk.
  await expect(room.getByTestId('chat-message-agent')).toContainText('It was paid a minute ago — please check your bank.');
  await expect(desk.getByRole('log')).toContainText('Seen by the member');

  // The member answers back: the desk hears it live too.
  await write(room, 'en', 'Got it, thank you!');
  await expect(desk.getByRole('log')).toContainText('Got it, thank you!');
  await expectNotReloaded(page);
  await desk.context().close();
});
