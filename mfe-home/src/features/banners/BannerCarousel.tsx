import { EmptyState, releaseFirstBanner, useAnnouncements } from '@khela/shared';
import { useEffect, useMemo, useRef, useState, type ComponentType, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banners.module.css';
import { BannerSlide } from './BannerSlide';
import { autoplayDelayMs } from './carousel-options';
import type { SwiperBanners } from './SwiperBanners';

type Carousel = typeof SwiperBanners;

const interactions = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The carousel's code (swiper, ~28 KB gzip) is fetched only when there is more than one banner,
 * and only when it is first needed: when the first autoplay turn is due (5000 ms after the first
 * banner showed) or as soon as the player touches, focuses or presses a key in the carousel,
 * whichever comes first. Until then the first banner stands as a plain image (the page's LCP,
 * fetched first). On a slow phone those first seconds belong to the page's images and the remote
 * code the player sees; a carousel that cannot turn yet needs none of them. Swiper then takes
 * over at that same first slide and behaves as before (its first turn comes one autoplay delay
 * after it mounted).
 */
function useCarouselWhenNeeded(needed: boolean, area: RefObject<HTMLElement | null>): Carousel | null {
  const [carousel, setCarousel] = useState<Carousel | null>(null);
  useEffect(() => {
    const element = area.current;
    if (!needed || carousel || !element) return;
    let live = true;
    const stopWaiting = () => {
      for (const name of interactions) element.removeEventListener(name, start);
      clearTimeout(timer);
    };
    function start() {
      stopWaiting();
      import('./SwiperBanners').then(
        (module) => live && setCarousel(() => module.SwiperBanners),
        () => undefined, // offline: the first banner stays, still and working
      );
    }
    for (const name of interactions) element.addEventListener(name, start, { passive: true });
    const timer = setTimeout(start, autoplayDelayMs);
    return () => {
      live = false;
      stopWaiting();
    };
  }, [needed, carousel, area]);
  return carousel;
}

/**
 * index.html draws the first banner before any script (api/src/site/boot-banner.ts), at this banner's
 * place: it goes once this one's picture is decoded (the next frame shows this one in its stead), at
 * once when there is no banner, and when the home page goes away.
 */
function useReleaseFirstBanner(area: RefObject<HTMLElement | null>, firstUrl: string | undefined, none: boolean): void {
  useEffect(() => releaseFirstBanner, []);
  useEffect(() => {
    if (none) return releaseFirstBanner();
    if (!firstUrl) return; // the banners are still on their way: the page's drawing stands meanwhile
    const picture = area.current?.querySelector('img');
    if (!picture) return releaseFirstBanner(); // the picture failed: its fallback shows here
    let live = true;
    // decode() settles once the picture can be drawn (at once when it already is).
    (typeof picture.decode === 'function' ? picture.decode() : Promise.resolve()).then(
      () => live && releaseFirstBanner(),
      () => live && releaseFirstBanner(),
    );
    return () => {
      live = false;
    };
  }, [area, firstUrl, none]);
}

/** The w_home banners: one stands still; several turn in a swiper carousel. A banner acts by its linkageType. */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const announcements = useAnnouncements();
  const banners = useMemo(() => (announcements?.banners ?? []).filter((b) => b.groupName === 'w_home'), [announcements]);
  const area = useRef<HTMLElement>(null);
  const Carousel: ComponentType<{ banners: typeof banners }> | null = useCarouselWhenNeeded(banners.length > 1, area);

  const first = banners[0];
  useReleaseFirstBanner(area, first?.url, Boolean(announcements) && banners.length === 0);

  if (announcements && banners.length === 0) return null;
  return (
    <section ref={area} className={styles.carousel} aria-roledescription="carousel" aria-label={t('banners.label')} data-testid="banner-carousel">
      {!first ? (
        <div className={styles.placeholder} aria-busy="true">
          <EmptyState title={t('banners.loading')} />
        </div>
      ) : Carousel ? (
        <Carousel banners={banners} />
      ) : (
        <div className={styles.swiper} data-testid="banner-still">
          <BannerSlide banner={first} index={0} count={banners.length} />
        </div>
      )}
    </section>
  );
}
