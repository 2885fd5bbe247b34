import { history } from '@khela/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { lotteryPaths } from '@khela/shared/lottery';
import { FakeApi } from '@khela/shared/testing';
import { boardView, lottoView } from '@/features/lottery/lottery-kinds';
import { game, lobby } from '@/testing/lottery-fixtures';
import { LotteryRoutes } from './routes';
import { renderLottery } from '@/testing/render-lottery';

describe('lottery routes', () => {
  it.each([
    ['/lottery', 'lottery-lottery', 'Lottery'],
    ['/seaLottery', 'lottery-sea', 'South-East Asia lottery'],
    ['/vnLottery', 'lottery-vn', 'Vietnam lottery'],
  ])('%s shows its lobby without a game code', async (path, testId, title) => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([]) });
    renderLottery(<LotteryRoutes />, { path, language: 'en' });
    expect(screen.getByTestId(testId)).toHaveAttribute('data-lotto-view', 'lobby');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Games' })).toBeInTheDocument();
    expect(await screen.findByText('No draws are open right now')).toBeInTheDocument();
  });

  it('opens the betting view for ?gameCode=, its sub-views by ?view=, and leads back to the lobby', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game({ gameCode: 'VN_HANOI', kind: 'vn_north', area: 'VN', name: 'Hà Nội', betTypes: [] })]) });
    renderLottery(<LotteryRoutes />, { path: '/vnLottery?gameCode=VN_HANOI', language: 'en' });
    expect(screen.getByTestId('lottery-vn')).toHaveAttribute('data-lotto-view', 'betting');
    expect(await screen.findByRole('heading', { name: 'Hà Nội' })).toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Rules' })));
    expect(history.location.search).toBe('?gameCode=VN_HANOI&view=rules');
    expect(screen.getByTestId('lottery-rules')).toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Back to the lobby' })));
    expect(history.location.search).toBe('');
    expect(screen.getByTestId('lottery-vn')).toHaveAttribute('data-lotto-view', 'lobby');
  });

  it('goes back to the previous page with its back button', () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([]) });
    const back = jest.spyOn(history, 'back').mockImplementation(() => undefined);
    renderLottery(<LotteryRoutes />, { path: '/lottery', language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalled();
    back.mockRestore();
  });

  it('speaks Bengali by default', () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([]) });
    renderLottery(<LotteryRoutes />, { path: '/seaLottery' });
    expect(screen.getByRole('heading', { level: 1, name: 'দক্ষিণ-পূর্ব এশিয়া লটারি' })).toBeInTheDocument();
  });

  it('chooses the view from the game code', () => {
    expect(lottoView(null)).toBe('lobby');
    expect(lottoView(' ')).toBe('lobby');
    expect(lottoView('TXSSC')).toBe('betting');
    expect(boardView('verify')).toBe('verify');
    expect(boardView('nonsense')).toBe('play');
  });
});
