const offerAnnouncementPopup = jest.fn();
let settleFirstArea: () => void = () => undefined;

jest.mock('@/features/announcements/load-announcements', () => ({
  loadAnnouncements: jest.fn(() => Promise.resolve()),
  offerAnnouncementPopup: (...args: unknown[]) => offerAnnouncementPopup(...args),
}));
jest.mock('./federation/area-settled', () => ({
  afterFirstArea: () => new Promise<void>((resolve) => (settleFirstArea = resolve)),
}));
jest.mock('./game-menus', () => ({ loadGameMenus: () => Promise.resolve() }));
jest.mock('@/features/contracts/contract-offers', () => ({ watchContractOffers: () => undefined }));

/** A fresh start of the page (loadStartData runs once per page); its event bus. */
function startPage(): typeof import('@khela/shared').bus {
  let bus: typeof import('@khela/shared').bus | undefined;
  // A module of its own per page: jest's isolated registry is reached with require.
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./start-data') as typeof import('./start-data')).loadStartData();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    bus = (require('@khela/shared') as typeof import('@khela/shared')).bus;
  });
  return bus!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  offerAnnouncementPopup.mockClear();
  window.sessionStorage.clear();
});

test("a visitor is offered the visitors' popup once the page's first area has settled", async () => {
  startPage();
  await flush();
  expect(offerAnnouncementPopup).not.toHaveBeenCalled();
  settleFirstArea();
  await flush();
  expect(offerAnnouncementPopup).toHaveBeenCalledWith(false);
});

test("a visitor who logs in and out again before the page settles is not shown the visitors' popup over it", async () => {
  const bus = startPage();
  bus.emit('session:login', { token: 'a-session' });
  bus.emit('session:logout', { reason: 'user' });
  settleFirstArea();
  await flush();
  expect(offerAnnouncementPopup).not.toHaveBeenCalled();
});
