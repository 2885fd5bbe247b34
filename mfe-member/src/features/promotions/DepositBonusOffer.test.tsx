import { memberInfoAtom } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderMember } from '@/testing/render-member';
import { DepositBonusOffer, depositOffers } from './DepositBonusOffer';
import { promotionCard } from './promotion-card.fixture';
import type { PromotionCard } from './promotion-calls';

const promotion = promotionCard;

const reload = promotion({ code: 'RELOAD_DAILY', kind: 'reload', title: 'Reload', status: 'join', action: 'join' });
const list = (...campaigns: PromotionCard[]) => ({ value: { categories: ['deposit'], campaigns } });

function loggedIn() {
  const store = createStore();
  store.set(memberInfoAtom, { id: '7', account: 'rahim01', nickname: 'Rahim', type: 0 });
  return store;
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

describe('the deposit page’s first-deposit bonus card', () => {
  it('offers only first-deposit campaigns the member can still join, has joined, or can claim', () => {
    const cards = [
      promotion(),
      promotion({ code: 'A', status: 'joined', action: 'none' }),
      promotion({ code: 'B', status: 'claim', action: 'claim' }),
      promotion({ code: 'C', status: 'claimed', action: 'none' }),
      promotion({ code: 'D', status: 'close', action: 'none' }),
      promotion({ code: 'E', status: 'issued', action: 'none' }),
      promotion({ code: 'F', status: null, action: 'none' }),
      reload,
    ];
    expect(depositOffers(cards).map((card) => card.code)).toEqual(['WELCOME_BONUS', 'A', 'B']);
  });

  it('joins before the deposit: Join posts the join, the card then says the bonus comes with the deposit', async () => {
    const api = new FakeApi()
      .on('GET', '/wps/promotions', list(promotion(), reload), list(promotion({ status: 'joined', action: 'none' }), reload))
      .on('POST', '/wps/promotions/WELCOME_BONUS/join', { value: { id: '9', period: 'once', status: 'joined', amount: 0, deposit: null, requirement: null, expiresAt: null, reason: null, claimBy: null } });
    renderMember(<DepositBonusOffer />, { path: '/member/depositv2', store: loggedIn(), language: 'en' });
    const card = within(await screen.findByTestId('deposit-bonus-card'));
    expect(screen.getByRole('region', { name: 'First-deposit bonus' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/promotions/WELCOME_BONUS');
    expect(card.getByText('Double your first deposit of ৳100 or more.')).toBeInTheDocument();
    expect(card.getByTestId('deposit-bonus-hint')).toHaveTextContent('Join before you deposit: the bonus arrives with your deposit.');
    // Only the first-deposit campaign: the daily reload is the promotions page's.
    expect(screen.getAllByTestId('deposit-bonus-card')).toHaveLength(1);

    await userEvent.click(card.getByRole('button', { name: 'Join' }));
    expect(await card.findByText('You have joined. Your reward follows the qualifying event.')).toHaveAttribute('role', 'status');
    expect(api.requests('POST', '/wps/promotions/WELCOME_BONUS/join')).toHaveLength(1);
    expect(await card.findByRole('button', { name: 'Joined' })).toBeDisabled();
    expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'joined');
    expect(card.getByTestId('deposit-bonus-hint')).toHaveTextContent('You have joined: your qualifying deposit brings the bonus.');
  }, 20_000);

  it('after a qualifying deposit offers Claim, in Bengali', async () => {
    new FakeApi().on('GET', '/wps/promotions', list(promotion({ title: 'স্বাগতম বোনাস', status: 'claim', action: 'claim' })));
    renderMember(<DepositBonusOffer />, { path: '/member/depositv2', store: loggedIn(), language: 'bn' });
    const card = within(await screen.findByTestId('deposit-bonus-card'));
    expect(screen.getByRole('region', { name: 'প্রথম জমার বোনাস' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'দাবি করুন' })).toBeEnabled();
    expect(card.getByTestId('deposit-bonus-hint')).toHaveTextContent('আপনার জমা যোগ্য: কোনো বাজি বা উত্তোলনের আগে বোনাস দাবি করুন।');
  });

  it('shows nothing once the bonus is taken, and asks nothing of a visitor', async () => {
    const api = new FakeApi().on('GET', '/wps/promotions', list(promotion({ status: 'issued', action: 'none' }), reload));
    const { unmount } = renderMember(<DepositBonusOffer />, { path: '/member/depositv2', store: loggedIn(), language: 'en' });
    await settle();
    expect(api.requests('GET', '/wps/promotions')).toHaveLength(1);
    expect(screen.queryByTestId('deposit-bonus-offer')).not.toBeInTheDocument();
    unmount();

    const visitor = new FakeApi().on('GET', '/wps/promotions', list(promotion({ status: null, action: 'none' })));
    renderMember(<DepositBonusOffer />, { path: '/member/depositv2', language: 'en' });
    await settle();
    expect(visitor.requests('GET', '/wps/promotions')).toHaveLength(0);
    expect(screen.queryByTestId('deposit-bonus-offer')).not.toBeInTheDocument();
  });
});
