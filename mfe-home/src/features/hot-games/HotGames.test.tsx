import { gameCalls } from '@khela/shared';
import { busEventsDuring } from '@khela/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { failed, forgetHomeCaches, game, ok } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';
import { HotGames } from './HotGames';

describe('HotGames', () => {
  beforeEach(forgetHomeCaches);
  afterEach(() => jest.restoreAllMocks());

  it('shows the hot games as tiles with hearts and a free trial where offered', async () => {
    jest.spyOn(gameCalls, 'hotGames').mockReturnValue(ok({ list: [game(1, { gameName: 'Aviator', freeTrial: true }), game(2, { gameName: 'Mines' })] }));
    renderHome(<HotGames />, { language: 'en' });
    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(await within(section).findByRole('button', { name: 'Play Aviator' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Play Mines' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add Aviator to favourites' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Play Aviator free (trial)' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Play Mines free (trial)' })).not.toBeInTheDocument();
  });

  it('starts a free trial from its tile', async () => {
    jest.spyOn(gameCalls, 'hotGames').mockReturnValue(ok({ list: [game(1, { gameName: 'Aviator', freeTrial: true })] }));
    const started = await busEventsDuring('game:start', async () => {
      renderHome(<HotGames />, { language: 'en' });
      fireEvent.click(await screen.findByRole('button', { name: 'Play Aviator free (trial)' }));
    });
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 1, trial: true }));
  });

  it('keeps the list for the session (SPEC HOT_GAMES cache), per language', async () => {
    const hotGames = jest.spyOn(gameCalls, 'hotGames').mockReturnValue(ok({ list: [game(1, { gameName: 'Aviator' })] }));
    const first = renderHome(<HotGames />, { language: 'en' });
    await screen.findByRole('button', { name: 'Play Aviator' });
    first.unmount();
    renderHome(<HotGames />, { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Play Aviator' })).toBeInTheDocument();
    expect(hotGames).toHaveBeenCalledTimes(1);
  });

  it('says so when there are none, or when they cannot load', async () => {
    jest.spyOn(gameCalls, 'hotGames').mockReturnValueOnce(ok({ list: [] })).mockReturnValueOnce(failed());
    const first = renderHome(<HotGames />, { language: 'en' });
    expect(await screen.findByText('No hot games to show yet')).toBeInTheDocument();
    first.unmount();
    forgetHomeCaches();
    renderHome(<HotGames />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The hot games could not load');
  });
});
