import { screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { bus } from '../bus/event-bus';
import { i18n } from '../i18n/i18n';
import { store } from '../store/store';
import { unreadMessageAtom } from '../store/public-atoms';
import { createRemoteApp } from './create-remote-app';
import { createMemoryHistory } from 'history';
import { history } from '../navigation/history';
import { useLocation } from '../navigation/router';

function Greeting() {
  const { t } = useTranslation('probe');
  const unread = useAtomValue(unreadMessageAtom);
  return (
    <p>
      {t('hello')} {unread}
    </p>
  );
}

function Exploding(): never {
  throw new Error('broken release');
}

async function mountInto(app: ReturnType<typeof createRemoteApp>, extra: Record<string, unknown> = {}): Promise<HTMLElement> {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: `parcel-${Math.random()}`, domElement, singleSpa: {}, mountParcel: jest.fn(), ...extra };
  // single-spa-react resolves mount from an effect of its root, so it is awaited outside act().
  await (app.bootstrap as (p: unknown) => Promise<void>)(props);
  await (app.mount as (p: unknown) => Promise<void>)(props);
  return domElement;
}

describe('createRemoteApp', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  beforeEach(() => i18n.changeLanguage('bn'));

  it('renders with the one store and the one i18n, adding its namespace in both languages', async () => {
    const app = createRemoteApp({ name: 'probe', release: '1.2.3', messages: { bn: { hello: 'নমস্কার' }, en: { hello: 'Hello' } }, Root: Greeting });
    store.set(unreadMessageAtom, 3);
    await mountInto(app);
    expect(await screen.findByText('নমস্কার 3')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    store.set(unreadMessageAtom, 4);
    expect(await screen.findByText('Hello 4')).toBeInTheDocument();
    expect(screen.getByTestId('remote-release')).toHaveAttribute('data-release', '1.2.3');
  });

  it("draws at a history of its own when given one (a center popup), leaving the page's address alone", async () => {
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    const app = createRemoteApp({ name: 'where', release: '1.0.0', messages: { bn: {}, en: {} }, Root: Where });
    history.replace('/live');
    await mountInto(app, { history: createMemoryHistory({ initialEntries: ['/member/securityCenter'] }) });
    expect(await screen.findByText('at /member/securityCenter')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/live');
  });

  it('keeps a rendering failure inside its area and reports it on the bus', async () => {
    const failed = jest.fn();
    bus.on('remote:failed', failed);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createRemoteApp({ name: 'broken', release: '0.0.1', messages: { bn: {}, en: {} }, Root: Exploding });
    const area = await mountInto(app);
    expect(area.querySelector('[data-area="broken"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ remote: 'broken', phase: 'render' }));
    bus.off('remote:failed', failed);
  });
});

describe("a remote's first render on a slow phone", () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('is rendered in slices: the browser gets its turn (a tap, a timer) before a long render is done', async () => {
    /** A part that takes 3 ms to render: forty of them are one long task unless React yields between them. */
    function SlowPart({ n }: { n: number }) {
      const until = performance.now() + 3;
      while (performance.now() < until) {
        // a slow phone's render
      }
      return <li>{n}</li>;
    }
    function SlowPage() {
      return (
        <ul>
          {Array.from({ length: 40 }, (_, n) => (
            <SlowPart key={n} n={n} />
          ))}
        </ul>
      );
    }
    const app = createRemoteApp({ name: 'slow', release: '1', messages: { bn: {}, en: {} }, Root: SlowPage });
    let turnsDuringRender = 0;
    let rendered = false;
    const turn = () => {
      if (rendered) return;
      turnsDuringRender += 1;
      setTimeout(turn, 0);
    };
    setTimeout(turn, 0);
    const domElement = await mountInto(app);
    rendered = true;
    expect(domElement.querySelectorAll('li')).toHaveLength(40);
    // One long task would give the timer one turn at most (before or after it): slices give it several.
    expect(turnsDuringRender).toBeGreaterThan(3);
  });
});
