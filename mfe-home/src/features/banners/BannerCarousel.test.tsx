import { announcementsAtom, bus, FIRST_BANNER_ID, history, type Banner } from '@khela/shared';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { act } from 'react';
import { renderHome } from '@/testing/render-home';
import { BannerCarousel } from './BannerCarousel';
import { bannerSwiperOptions } from './carousel-options';

function renderWith(banners: Banner[]) {
  const store = createStore();
  store.set(announcementsAtom, { banners, player: [], popup: [], promotion: [] });
  return renderHome(<BannerCarousel />, { store, language: 'en', path: '/' });
}

const home = (id: number, linkageType: Banner['linkageType'], linkage: string | null): Banner => ({ id, groupName: 'w_home', url: `/b${id}.jpg`, linkageType, linkage, title: `Banner ${id}` });

function swiperOptions() {
  return JSON.parse(screen.getByTestId('swiper').getAttribute('data-options') ?? '{}') as Record<string, unknown>;
}

describe('BannerCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the first banner at once, then the carousel of the w_home group, looping with autoplay', async () => {
    jest.useFakeTimers();
    renderWith([home(1, 'NONE', null), home(2, 'ROUTE', '/live'), { ...home(3, 'NONE', null), groupName: 'w_login' }]);
    expect(screen.getByTestId('banner-still')).toContainElement(screen.getByRole('img', { name: 'Banner 1' }));
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
    // The carousel's code is fetched when the first autoplay turn is due.
    await act(async () => void jest.advanceTimersByTime(5000));
    expect(await screen.findAllByTestId('swiper-slide')).toHaveLength(2);
    expect(screen.queryByTestId('banner-still')).not.toBeInTheDocument();
    expect(swiperOptions()).toMatchObject({ loop: true, speed: 1000, spaceBetween: 20.3, slidesPerView: 1, autoplay: { delay: 5000 } });
  });

  it('does not loop a single banner, nor fetch the carousel for it', async () => {
    expect(bannerSwiperOptions(1, false)).toMatchObject({ loop: false, autoplay: false });
    jest.useFakeTimers();
    renderWith([home(1, 'NONE', null)]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toHaveAttribute('loading', 'eager');
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
    expect(screen.getByTestId('banner-still')).toBeInTheDocument();
  });

  it('fetches the carousel at once when the player touches the first banner', async () => {
    renderWith([home(1, 'NONE', null), home(2, 'NONE', null)]);
    fireEvent.pointerDown(screen.getByRole('img', { name: 'Banner 1' }));
    // At once, not at the first autoplay turn (5000 ms).
    expect(await screen.findByTestId('swiper', {}, { timeout: 100 })).toBeInTheDocument();
  });

  it("takes away index.html's first banner once its own first banner can be drawn, or at once when there is none", async () => {
    const drawnByThePage = () => {
      const picture = document.createElement('img');
      picture.id = FIRST_BANNER_ID;
      document.body.append(picture);
    };
    drawnByThePage();
    const { unmount } = renderWith([home(1, 'NONE', null)]);
    await act(async () => undefined);
    expect(document.getElementById(FIRST_BANNER_ID)).toBeNull();
    unmount();

    drawnByThePage();
    renderWith([{ ...home(3, 'NONE', null), groupName: 'w_login' }]);
    await act(async () => undefined);
    expect(document.getElementById(FIRST_BANNER_ID)).toBeNull();
  });

  it('stands still for readers who ask for reduced motion', () => {
    expect(bannerSwiperOptions(3, true)).toMatchObject({ loop: true, autoplay: false });
  });

  it('navigates on a ROUTE banner and starts the game of a GAME banner', async () => {
    const started = jest.fn();
    bus.on('game:start', started);
    renderWith([home(1, 'ROUTE', '/live'), home(2, 'GAME', 'KSLOT')]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Open: Banner 1' })));
    expect(history.location.pathname).toBe('/live');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open: Banner 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Banner 2' }));
    expect(started).toHaveBeenCalledWith({ vendor: 'KSLOT' });
    bus.off('game:start', started);
  });

  it('tries a failed banner image once more, then shows the banner title (SPEC §4, §8)', () => {
    renderWith([home(1, 'NONE', null)]);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(screen.queryByTestId('image-fallback')).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1' }));
    expect(screen.getByTestId('image-fallback')).toHaveTextContent('Banner 1');
  });

  it('is absent when the brand has no home banners', () => {
    renderWith([]);
    expect(screen.queryByTestId('banner-carousel')).not.toBeInTheDocument();
  });
});
