/**
 * SPEC §9's banner carousel: loops only with more than one banner, 1000 ms transition, 5000 ms
 * autoplay, 20.3 px gap, one slide. Autoplay pauses under the pointer (WCAG 2.2.2) and is off for
 * readers who ask for reduced motion.
 */
/** The time a banner stands before autoplay turns to the next one. */
export const autoplayDelayMs = 5000;

export function bannerSwiperOptions(count: number, reducedMotion: boolean) {
  const moving = count > 1 && !reducedMotion;
  return {
    loop: count > 1,
    speed: reducedMotion ? 0 : 1000,
    autoplay: moving ? { delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    spaceBetween: 20.3,
    slidesPerView: 1,
  } as const;
}
