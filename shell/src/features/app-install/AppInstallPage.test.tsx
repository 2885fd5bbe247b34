import { changeLanguage, store } from '@khela/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AppInstallView } from './app-install-view';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { platformOf } from './AppInstallPage';
import { appInstalledAtom, installPromptAtom, listenForInstallPrompt, type InstallPromptEvent } from './install-prompt';
import { registerServiceWorker } from './service-worker';

/** Chrome's install offer as the page receives it, answered with `outcome`. */
function offer(outcome: 'accepted' | 'dismissed'): InstallPromptEvent & { prompted: number } {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent & { prompted: number };
  event.prompted = 0;
  Object.assign(event, {
    prompt: async () => {
      event.prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

/** The page as the shell's /app route draws it. */
const Page = () => (
  <Suspense fallback={null}>
    <AppInstallView />
  </Suspense>
);

let stop: () => void;
beforeEach(() => {
  resetShellState();
  store.set(installPromptAtom, null);
  stop = listenForInstallPrompt();
});
afterEach(() => stop());

describe('the install page (/app)', () => {
  it('shows the Android and iOS steps, the phone of the QR code first', async () => {
    renderInShell(<Page />, { path: '/app?platform=ios' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Install the Khela app' })).toBeInTheDocument();
    const cards = screen.getAllByRole('region');
    expect(cards.map((card) => card.getAttribute('data-testid'))).toEqual(['app-install-ios', 'app-install-android']);
    expect(cards[0]).toHaveTextContent('Your phone');
    expect(cards[0]).toHaveTextContent('Tap Share');
    expect(cards[0]).toHaveTextContent('Add to Home Screen');
    expect(cards[1]).toHaveTextContent('Tap the menu (⋮)');
    // Without Chrome's offer there is no button, only the steps.
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('offers Chrome’s install prompt as a button, once, and says how it went', async () => {
    const event = offer('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    // Kept for the page instead of Chrome's own banner.
    expect(event.defaultPrevented).toBe(true);
    renderInShell(<Page />, { path: '/app?platform=android' });
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(await screen.findByText('Done: the Khela app is on your home screen.')).toBeInTheDocument();
    expect(event.prompted).toBe(1);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    expect(store.get(appInstalledAtom)).toBe(true);
    expect(screen.getByTestId('app-installed')).toHaveTextContent('The app is installed on this device.');
  });

  it('a member who says no can install later', async () => {
    act(() => {
      window.dispatchEvent(offer('dismissed'));
    });
    renderInShell(<Page />, { path: '/app' });
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(await screen.findByText('Not installed. You can install it at any time from this page.')).toBeInTheDocument();
    expect(store.get(appInstalledAtom)).toBe(false);
  });

  it('speaks Bengali', async () => {
    await act(async () => changeLanguage('bn'));
    renderInShell(<Page />, { path: '/app?platform=android' });
    expect(await screen.findByRole('heading', { level: 1, name: 'খেলা অ্যাপ ইনস্টল করুন' })).toBeInTheDocument();
    expect(screen.getByTestId('app-install-android')).toHaveTextContent('আপনার ফোন');
  });

  it('knows the phone from the QR code’s address or the browser', () => {
    expect(platformOf('?platform=ios', 'Mozilla/5.0 (Linux; Android 14)')).toBe('ios');
    expect(platformOf('', 'Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(platformOf('', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('?platform=windows', 'Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });
});

describe('the service worker', () => {
  const register = jest.fn(async () => ({}));
  beforeEach(() => {
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });

  it('registers /sw.js for the whole site in a production build only', () => {
    registerServiceWorker(false);
    expect(register).not.toHaveBeenCalled();
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('never on an insecure page (a worker needs https or localhost)', () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
  });
});
