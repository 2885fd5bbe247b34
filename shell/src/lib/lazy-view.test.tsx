import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import '@testing-library/jest-dom';
import { lazyView } from './lazy-view';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyView', () => {
  it('shows the fallback until the code arrives, then renders at once on later mounts', async () => {
    let arrive: (component: typeof Hello) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
    const View = lazyView(load);
    const first = render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <View name="one" />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => arrive(Hello));
    expect(screen.getByText('Hello one')).toBeInTheDocument();
    first.unmount();
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <View name="two" />
      </Suspense>,
    );
    expect(screen.getByText('Hello two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const View = lazyView(load);
    await expect(View.preload()).rejects.toThrow('offline');
    await expect(View.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
