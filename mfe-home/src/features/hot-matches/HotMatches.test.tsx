import { configAtom, gameCalls } from '@khela/shared';
import { busEventsDuring, testConfig } from '@khela/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { brandDays } from '@/lib/brand-time';
import { failed, hotMatch, ok } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';
import { HotMatches } from './HotMatches';
import { matchDay, teamInitials } from './match-day';

function renderMatches(language: 'bn' | 'en' = 'en') {
  const store = createStore();
  store.set(configAtom, testConfig({ imageCDNs: ['https://img.example'] }));
  return renderHome(<HotMatches />, { store, language });
}

const swiperOptions = () => JSON.parse(screen.getByTestId('swiper').getAttribute('data-options') ?? '{}') as Record<string, unknown>;

describe('HotMatches', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows league, teams, kickoff time, odds with 2 decimals and a Today / Tomorrow / date label', async () => {
    const { today, tomorrow } = brandDays('Asia/Dhaka');
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(
      ok({
        list: [
          hotMatch('m1', { day: today, kickoff: '2099-01-01T12:00:00.000Z', odds: { home: 1.8, draw: 3.25, away: 4 } }),
          hotMatch('m2', { day: tomorrow, league: 'IPL', odds: { home: 1.5, draw: null, away: 2.6 } }),
          hotMatch('m3', { day: '2099-12-31' }),
        ],
      }),
    );
    renderMatches();
    await screen.findByTestId('swiper');
    const slides = screen.getAllByTestId('hot-match');
    expect(slides).toHaveLength(3);
    const [first, second, third] = slides as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('match-day')).toHaveTextContent('Today');
    expect(within(second).getByTestId('match-day')).toHaveTextContent('Tomorrow');
    expect(within(third).getByTestId('match-day')).toHaveTextContent('Thu 31 Dec');
    expect(first).toHaveTextContent('Bangladesh Premier League');
    expect(first).toHaveTextContent('Dhaka Abahani');
    expect(first).toHaveTextContent('Mohammedan SC');
    expect(first).toHaveTextContent('18:00'); // 12:00 UTC in Dhaka
    expect(within(first).getAllByRole('definition').map((odd) => odd.textContent)).toEqual(['1.80', '3.25', '4.00']);
    // A sport without draws shows home and away only.
    expect(within(second).getAllByRole('term').map((term) => term.textContent)).toEqual(['Home', 'Away']);
  });

  it('writes odds and times with Bengali digits in Bengali', async () => {
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(ok({ list: [hotMatch('m1', { odds: { home: 1.8, draw: null, away: 4 } })] }));
    renderMatches('bn');
    const slide = await screen.findByTestId('hot-match');
    expect(within(slide).getAllByRole('definition').map((odd) => odd.textContent)).toEqual(['১.৮০', '৪.০০']);
  });

  it('loops only with more than 2 matches', async () => {
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(ok({ list: [hotMatch('m1'), hotMatch('m2')] }));
    const { unmount } = renderMatches();
    await screen.findByTestId('swiper');
    expect(swiperOptions()).toMatchObject({ loop: false, slidesPerView: 1 });
    unmount();
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(ok({ list: [hotMatch('m1'), hotMatch('m2'), hotMatch('m3')] }));
    renderMatches();
    await screen.findByTestId('swiper');
    expect(swiperOptions()).toMatchObject({ loop: true });
  });

  it('shows a single match without a swiper', async () => {
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(ok({ list: [hotMatch('m1')] }));
    renderMatches();
    expect(await screen.findByTestId('hot-match-still')).toBeInTheDocument();
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
  });

  it("shows the team's initials when its logo fails or is missing", async () => {
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(ok({ list: [hotMatch('m1', { away: { name: 'Mohammedan SC', logo: '' } })] }));
    const { container } = renderMatches();
    const slide = await screen.findByTestId('hot-match');
    const logo = container.querySelector('img')!;
    expect(logo).toHaveAttribute('src', 'https://img.example/TCG_PROD_IMAGES/TEAM/abahani.png');
    fireEvent.error(logo);
    // One retry (SPEC §4): a new image asks again; its failure too brings the default badge.
    const retried = container.querySelector('img')!;
    expect(retried).not.toBe(logo);
    fireEvent.error(retried);
    expect(within(slide).getAllByTestId('team-logo-fallback').map((badge) => badge.textContent)).toEqual(['DA', 'MS']);
  });

  it("starts the match's sports vendor from its button", async () => {
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(ok({ list: [hotMatch('m1', { vendor: 'KSPORT' })] }));
    const started = await busEventsDuring('game:start', async () => {
      renderMatches();
      fireEvent.click(await screen.findByRole('button', { name: 'Bet on Dhaka Abahani vs Mohammedan SC' }));
    });
    expect(started).toHaveBeenCalledWith({ vendor: 'KSPORT', gameType: 'SPORTS' });
  });

  it("opens Khela's own book straight on the match (its event id, its category), and says a live one is live", async () => {
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValue(
      ok({ list: [hotMatch('KBOOK:ev_1', { vendor: 'KBOOK', sport: 'esports', eventId: 'ev_1', live: true, home: { name: 'Dhaka Storm', logo: '' }, away: { name: 'Jade Dragons', logo: '' } })] }),
    );
    const started = await busEventsDuring('game:start', async () => {
      renderMatches();
      expect(await screen.findByTestId('match-day')).toHaveTextContent('Live');
      fireEvent.click(await screen.findByRole('button', { name: 'Bet on Dhaka Storm vs Jade Dragons' }));
    });
    expect(started).toHaveBeenCalledWith({ vendor: 'KBOOK', gameType: 'ESPORTS', eventId: 'ev_1' });
  });

  it('says so when there are no matches, or when they cannot load', async () => {
    jest.spyOn(gameCalls, 'hotMatches').mockReturnValueOnce(ok({ list: [] })).mockReturnValueOnce(failed());
    const { unmount } = renderMatches();
    expect(await screen.findByText('No upcoming matches to show yet')).toBeInTheDocument();
    unmount();
    renderMatches();
    expect(await screen.findByRole('alert')).toHaveTextContent('The hot matches could not load');
  });
});

describe('match day label', () => {
  const days = { today: '2025-05-10', tomorrow: '2025-05-11' };

  it('names today and tomorrow, and dates the rest in the reader language', () => {
    expect(matchDay('2025-05-10', days, 'en')).toEqual({ kind: 'today' });
    expect(matchDay('2025-05-11', days, 'en')).toEqual({ kind: 'tomorrow' });
    expect(matchDay('2025-05-12', days, 'en')).toEqual({ kind: 'date', text: 'Mon 12 May' });
    expect(matchDay('2025-05-12', days, 'bn')).toMatchObject({ kind: 'date', text: expect.stringMatching(/১২/) });
  });

  it("takes today and tomorrow from the brand's calendar, not the device's", () => {
    // 20:30 UTC on 10 May is already 11 May in Dhaka (UTC+6).
    expect(brandDays('Asia/Dhaka', new Date('2025-05-10T20:30:00Z'))).toEqual({ today: '2025-05-11', tomorrow: '2025-05-12' });
    expect(brandDays('Asia/Dhaka', new Date('2025-12-31T12:00:00Z'))).toEqual({ today: '2025-12-31', tomorrow: '2026-01-01' });
  });

  it('makes initials from at most two words', () => {
    expect(teamInitials('Dhaka Abahani Limited')).toBe('DA');
    expect(teamInitials('  rangers ')).toBe('R');
  });
});
