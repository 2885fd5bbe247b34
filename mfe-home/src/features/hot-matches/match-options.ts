/**
 * The hot matches swiper: SPEC §9 loops it only with more than 2 matches. One match card across on
 * a phone, two from tablet width. No autoplay: odds are read, not glanced at.
 */
export function hotMatchSwiperOptions(count: number, reducedMotion: boolean) {
  return {
    loop: count > 2,
    speed: reducedMotion ? 0 : 400,
    spaceBetween: 12,
    slidesPerView: 1,
    breakpoints: { 768: { slidesPerView: 2 } },
  } as const;
}
