import type { Banner } from '@khela/shared';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import styles from './banners.module.css';
import { BannerSlide } from './BannerSlide';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { bannerSwiperOptions } from './carousel-options';

/** The banners in a swiper carousel. Its own chunk: BannerCarousel fetches it only when needed. */
export function SwiperBanners({ banners }: { banners: readonly Banner[] }) {
  const options = bannerSwiperOptions(banners.length, prefersReducedMotion());
  return (
    <Swiper modules={[Autoplay, A11y]} {...options} className={styles.swiper}>
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} index={index} count={banners.length} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
