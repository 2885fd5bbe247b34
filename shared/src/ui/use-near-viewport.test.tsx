import { act, render, screen } from '@testing-library/react';
import { useNearViewport, type NearViewportOptions } from './use-near-viewport';

/** Stands for the browser's observer: the test reports what the element's entry looks like. */
let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (entry) => callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

function Section({ options }: { options?: NearViewportOptions }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px 0px', options);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

const touching = { isIntersecting: true, intersectionRatio: 0 };
const inside = { isIntersecting: true, intersectionRatio: 0.5 };

describe('useNearViewport', () => {
  beforeEach(() => Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true }));
  afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('waits for some of the element to be inside the margin: a closed drawer only touches it', () => {
    render(<Section />);
    act(() => report(touching));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report(inside));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('counts an element that only touches the margin when asked to', () => {
    render(<Section options={{ touchingCounts: true }} />);
    act(() => report(touching));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Section />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
