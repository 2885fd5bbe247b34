import { configAtom, forgetVendorLanes, store, type GameType, type VendorCard, type VendorLane } from '@khela/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { FakeApi } from '@khela/shared/testing';
import { Footer } from './Footer';
import { footerVendorsOf } from '@/features/footer-vendors/footer-vendors';
import { otherPlayerAddresses } from '@/features/domain-routes/domain-routes';
import { renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';

const card = (vassalage: string, gameType: GameType): VendorCard => ({
  vassalage,
  displayName: `${vassalage} Games`,
  gameType,
  title: vassalage,
  cards: [],
  gameClassify: [],
  freeTrial: false,
  images: {
    iconDefault: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vassalage}-DEFAULT.png`,
    iconActive: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vassalage}-ACTIVE.png`,
    listWhite: '',
    listColor: '',
    listPurple: '',
    submenu: '',
  },
});

// A vendor in two categories (JDB), SPEC's footer codes mixed with the brand's own.
const lanes: VendorLane[] = [
  { gameType: 'RNG', launchesDirectly: false, vendors: [card('KSLOT', 'RNG'), card('JDB', 'RNG'), card('PG', 'RNG')] },
  { gameType: 'FISH', launchesDirectly: false, vendors: [card('JDB', 'FISH'), card('KFISH', 'FISH')] },
];

let server: FakeApi;
beforeEach(() => {
  resetShellState();
  forgetVendorLanes();
  store.set(configAtom, { ...testConfig(), imageCDNs: ['https://cdn.test/'] });
  server = new FakeApi();
});

const providers = () => screen.findByRole('region', { name: 'Game providers' });

describe('footer vendors', () => {
  it('orders the brand’s vendors once each, SPEC’s footer codes first', () => {
    expect(footerVendorsOf(lanes).map((vendor) => vendor.vassalage)).toEqual(['PG', 'JDB', 'KSLOT', 'KFISH']);
  });

  it('leaves out SPEC §9’s excluded categories, and shows all eight footer codes in SPEC’s order', () => {
    const spec = ['BGS', 'JL', 'FC', 'CQ9', 'JDB', 'PT', 'EG2', 'PG'];
    const withExcluded: VendorLane[] = [
      { gameType: 'SPORTS', launchesDirectly: false, vendors: [card('KSPORT', 'SPORTS')] },
      { gameType: 'ESPORTS', launchesDirectly: false, vendors: [card('IMES', 'ESPORTS')] },
      { gameType: 'LOTT', launchesDirectly: false, vendors: [card('TCG_SEA', 'LOTT')] },
      { gameType: 'ELOTT', launchesDirectly: false, vendors: [card('KELOTT', 'ELOTT')] },
      // The house runs the cockfight arena and RNG games: it stays, through RNG.
      { gameType: 'COCKFIGHT', launchesDirectly: false, vendors: [card('HOUSE', 'COCKFIGHT'), card('SV3', 'COCKFIGHT')] },
      { gameType: 'RNG', launchesDirectly: false, vendors: [card('KSLOT', 'RNG'), ...spec.map((code) => card(code, 'RNG')), card('HOUSE', 'RNG')] },
    ];
    expect(footerVendorsOf(withExcluded).map((vendor) => vendor.vassalage)).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'KSLOT', 'HOUSE']);
  });

  it('shows the brand’s vendors from the catalogue with their artwork, the name where an image fails', async () => {
    server.on('GET', '/lgw/games/vendors', { value: { data: { lanes } } });
    renderInShell(<Footer />);
    const section = await providers();
    const logos = await within(section).findAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['PG Games', 'JDB Games', 'KSLOT Games', 'KFISH Games']);
    expect(logos[0]).toHaveAttribute('src', 'https://cdn.test/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-DEFAULT.png');
    // One retry (SPEC §4), then the name.
    fireEvent.error(logos[2]!);
    fireEvent.error(within(section).getByRole('img', { name: 'KSLOT Games' }));
    const fallback = within(section).getByRole('img', { name: 'KSLOT Games' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('KSLOT Games');
  });

  it('asks for the vendors only when the footer comes near the screen', async () => {
    // Every lazy part of the footer (the vendors, the app QR code) watches its own element.
    const watchers: Array<() => void> = [];
    const reportNear = () => watchers.forEach((report) => report());
    const observed = jest.fn();
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        watchers.push(() => callback([{ isIntersecting: true, intersectionRatio: 0.5 } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      observe = observed;
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
    try {
      server.on('GET', '/lgw/games/vendors', { value: { data: { lanes } } });
      renderInShell(<Footer />);
      expect(observed).toHaveBeenCalled();
      expect(server.requests('GET', '/lgw/games/vendors')).toHaveLength(0);
      act(reportNear);
      expect(await within(await providers()).findAllByRole('img')).toHaveLength(4);
      expect(server.requests('GET', '/lgw/games/vendors')).toHaveLength(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('leaves the section out when the vendors cannot be loaded', async () => {
    server.on('GET', '/lgw/games/vendors', { status: 400, errorCode: 'request.invalid' });
    renderInShell(<Footer />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: 'Game providers' })).not.toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });
});

describe('footer domain routes', () => {
  const list = [
    { domain: 'khela.example', purpose: 'MAIN' as const, url: 'https://khela.example/' },
    { domain: 'khela-backup.example', purpose: 'BACKUP' as const, url: 'https://khela-backup.example/' },
    { domain: 'agent.khela.example', purpose: 'AGENT' as const, url: 'https://agent.khela.example/' },
  ];

  it('lists the brand’s other player addresses: main and backup, not the agent’s, not this one', () => {
    expect(otherPlayerAddresses(list, 'khela.example').map((route) => route.domain)).toEqual(['khela-backup.example']);
    expect(otherPlayerAddresses(list, 'localhost').map((route) => route.domain)).toEqual(['khela.example', 'khela-backup.example']);
  });

  it('shows them as links from the domain routes call', async () => {
    server.on('GET', '/wps/system/domain_routes', { value: { list } });
    renderInShell(<Footer />);
    const nav = await screen.findByRole('navigation', { name: 'Other addresses' });
    expect(await within(nav).findByRole('link', { name: 'khela-backup.example' })).toHaveAttribute('href', 'https://khela-backup.example/');
    expect(within(nav).getByRole('link', { name: 'khela.example' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'agent.khela.example' })).not.toBeInTheDocument();
  });
});
