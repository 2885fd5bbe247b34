import type { PromotionCard } from './promotion-calls';

/** Tests: the demo's first-deposit campaign as a member who can join it sees it, changed by `overrides`. */
export function promotionCard(overrides: Partial<PromotionCard> = {}): PromotionCard {
  return {
    code: 'WELCOME_BONUS',
    kind: 'first_deposit',
    category: 'deposit',
    title: 'Welcome bonus',
    summary: 'Double your first deposit of ৳100 or more.',
    image: null,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    status: 'join',
    action: 'join',
    ...overrides,
  };
}
