import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { Language } from './site';
import { e2eEnv } from './env';

/** Khela's sportsbook as the e2e run starts it (playwright.config.ts): its public feed and its operators' API. */
export interface BookEvent {
  id: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  state: string;
  markets: { id: string; type: string; state: string; selections: { code: string; price: string }[] }[];
}

export async function bookEvents(sport?: string): Promise<BookEvent[]> {
  const response = await fetch(`${e2eEnv.sportsbookUrl}/api/events${sport ? `?sport=${sport}` : ''}`);
  return ((await response.json()) as { events: BookEvent[] }).events;
}

/** The match-winner market of an event (cricket). */
export function matchWinner(event: BookEvent): BookEvent['markets'][number] {
  const market = event.markets.find((m) => m.type === 'cricket_match_winner');
  if (!market) throw new Error(`event ${event.id} has no match-winner market`);
  return market;
}

/** Plays a simulated match to its end at once (the book's operator route), settling every bet on it. */
export async function simulateToEnd(eventId: string): Promise<void> {
  const response = await fetch(`${e2eEnv.sportsbookUrl}/ops/events/${eventId}/simulate-to-end`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2eEnv.sportsbookOpsToken}` },
  });
  if (!response.ok) throw new Error(`simulate-to-end ${eventId} answered ${response.status}: ${await response.text()}`);
}

/** The member's main balance as the api reports it (minor units). */
export async function walletBalance(page: Page): Promise<number> {
  const answer = await page.evaluate(async (api) => {
    const response = await fetch(`${api}/wps/v2/wallets/balance`, { headers: { Merchant: 'khela', Authorization: sessionStorage.getItem('token') ?? '' } });
    return (await response.json()) as { value: { balance: number } };
  }, e2eEnv.baseUrl);
  return answer.value.balance;
}

/** Sets a market's prices as a trader does (the book's operator route): `{ home: '2.40' }`. */
export async function setPrices(marketId: string, prices: Record<string, string>): Promise<void> {
  const response = await fetch(`${e2eEnv.sportsbookUrl}/ops/markets/${marketId}/prices`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2eEnv.sportsbookOpsToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prices }),
  });
  if (!response.ok) throw new Error(`prices of ${marketId} answered ${response.status}: ${await response.text()}`);
}

/** Types a stake in takas into the book's slip, in the page's digits (Bengali digits on a Bengali page). */
export async function fillStake(frame: FrameLocator, lang: Language, takas: number): Promise<void> {
  await frame.locator('#stake').fill(lang === 'bn' ? String(takas).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : String(takas));
}

/** Places the open slip and waits for the book's acceptance. */
export async function placeSlip(frame: FrameLocator, lang: Language, takas: number): Promise<void> {
  await fillStake(frame, lang, takas);
  await frame.locator('#place').click();
  await expect(frame.locator('#slip-message.ok')).toBeVisible({ timeout: 20_000 });
}
