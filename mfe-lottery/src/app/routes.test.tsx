import { history } from '@khela/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { lottoView } from '@/features/lottery/lottery-kinds';
import { LotteryRoutes } from './routes';
import { renderLottery } from '@/testing/render-lottery';

describe('lottery routes', () => {
  it.each([
    ['/lottery', 'lottery-lottery', 'Lottery'],
    ['/seaLottery', 'lottery-sea', 'South-East Asia lottery'],
    ['/vnLottery', 'lottery-vn', 'Vietnam lottery'],
  ])('%s shows its lobby without a game code', (path, testId, title) => {
    renderLottery(<LotteryRoutes />, { path, language: 'en' });
    expect(screen.getByTestId(testId)).toHaveAttribute('data-lotto-view', 'lobby');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open draws' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Result' })).toBeInTheDocument();
    expect(screen.getByText('No results yet')).toBeInTheDocument();
  });

  it('opens the betting view for ?gameCode= and leads back to the lobby', () => {
    renderLottery(<LotteryRoutes />, { path: '/vnLottery?gameCode=VN_HANOI', language: 'en' });
    expect(screen.getByTestId('lottery-vn')).toHaveAttribute('data-lotto-view', 'betting');
    expect(screen.getByRole('heading', { name: 'Game VN_HANOI' })).toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Back to the lobby' })));
    expect(history.location.search).toBe('');
    expect(screen.getByTestId('lottery-vn')).toHaveAttribute('data-lotto-view', 'lobby');
  });

  it('goes back to the previous page with its back button', () => {
    const back = jest.spyOn(history, 'back').mockImplementation(() => undefined);
    renderLottery(<LotteryRoutes />, { path: '/lottery', language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalled();
    back.mockRestore();
  });

  it('speaks Bengali by default', () => {
    renderLottery(<LotteryRoutes />, { path: '/seaLottery' });
    expect(screen.getByRole('heading', { level: 1, name: 'দক্ষিণ-পূর্ব এশিয়া লটারি' })).toBeInTheDocument();
  });

  it('chooses the view from the game code', () => {
    expect(lottoView(null)).toBe('lobby');
    expect(lottoView(' ')).toBe('lobby');
    expect(lottoView('TXSSC')).toBe('betting');
  });
});
