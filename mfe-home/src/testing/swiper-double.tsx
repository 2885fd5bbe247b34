import type { ReactNode } from 'react';

/** Test double of swiper/react: renders every slide and shows the options it was given. */
export function Swiper({ children, ...options }: { children?: ReactNode } & Record<string, unknown>) {
  const { modules: _modules, ...shown } = options;
  return (
    <div data-testid="swiper" data-options={JSON.stringify(shown)}>
      {children}
    </div>
  );
}

export function SwiperSlide({ children }: { children?: ReactNode }) {
  return <div data-testid="swiper-slide">{children}</div>;
}
