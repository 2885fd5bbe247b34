import { bus } from '@khela/shared';
import { fireEvent, screen } from '@testing-library/react';
import { renderGames } from '../testing/render-games';
import { GameGrid } from './GameGrid';

const game = { nodeId: 'n1', gameCode: 'tiger', vassalage: 'KSLOT', gameType: 'RNG', iconUrl: '/i.png', gameName: 'Tiger' };

it('starts a game and loads more when there is more', () => {
  const started = jest.fn();
  const loadMore = jest.fn();
  bus.on('game:start', started);
  renderGames(<GameGrid games={[game]} hasMore onLoadMore={loadMore} label="Slots games" />, { language: 'en' });
  fireEvent.click(screen.getByRole('button', { name: 'Play Tiger' }));
  expect(started).toHaveBeenCalledWith({ vendor: 'KSLOT', gameCode: 'tiger', gameType: 'RNG', nodeId: 'n1' });
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(loadMore).toHaveBeenCalled();
  bus.off('game:start', started);
});

it('has no load more at the end of the list', () => {
  renderGames(<GameGrid games={[game]} hasMore={false} onLoadMore={jest.fn()} label="Slots games" />, { language: 'en' });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});
