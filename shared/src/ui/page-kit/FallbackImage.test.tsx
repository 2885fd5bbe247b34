import { act, fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './FallbackImage';

/** A stand-in IntersectionObserver the test moves by hand (jsdom has none). */
class ManualObserver {
  static last: ManualObserver | null = null;
  options: IntersectionObserverInit;
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.options = options;
    ManualObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    const entries = this.targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('FallbackImage (SPEC §4 lazy images, §8 fallbacks)', () => {
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ManualObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    ManualObserver.last = null;
  });

  it('fetches the image only once a tenth of it is visible', () => {
    render(<FallbackImage src="/media/a.png" alt="Game A" />);
    const img = screen.getByRole('img', { name: 'Game A' });
    expect(img).not.toHaveAttribute('src');
    expect(ManualObserver.last!.options.threshold).toBe(0.1);
    ManualObserver.last!.show(0.05);
    expect(img).not.toHaveAttribute('src');
    ManualObserver.last!.show(0.1);
    expect(screen.getByRole('img', { name: 'Game A' })).toHaveAttribute('src', '/media/a.png');
  });

  it("the page's main image is fetched at once", () => {
    render(<FallbackImage src="/media/banner.png" alt="Banner" priority />);
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/media/banner.png');
  });

  it('tries a failed image once more, then shows the default picture (an avatar) or the text', () => {
    const { rerender } = render(<FallbackImage src="/media/me.png" alt="Avatar" fallbackSrc="/media/default-avatar.png" priority />);
    const first = screen.getByRole('img', { name: 'Avatar' });
    fireEvent.error(first);
    const second = screen.getByRole('img', { name: 'Avatar' });
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('src', '/media/me.png');
    fireEvent.error(second);
    expect(screen.getByTestId('image-default')).toHaveAttribute('src', '/media/default-avatar.png');
    // Another address starts again, with its own retry.
    rerender(<FallbackImage src="/media/other.png" alt="Vendor" fallbackText="Khela Slots" priority />);
    fireEvent.error(screen.getByRole('img', { name: 'Vendor' }));
    fireEvent.error(screen.getByRole('img', { name: 'Vendor' }));
    expect(screen.getByTestId('image-fallback')).toHaveTextContent('Khela Slots');
  });
});
