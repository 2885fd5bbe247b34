import { act, screen } from '@testing-library/react';
import { renderHome } from '@/testing/render-home';
import { JackpotCounter } from './JackpotCounter';

it('shows the jackpot with 2 decimals and lets it rise', () => {
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0);
  renderHome(<JackpotCounter />, { language: 'en' });
  expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('৳20,000,000.00');
  act(() => jest.advanceTimersByTime(3_000));
  expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('৳20,000,010.00');
  jest.restoreAllMocks();
  jest.useRealTimers();
});
