import type { Banner } from '@khela/shared';
import { actOnBanner, isActionable } from './banner-action';

const banner = (linkageType: Banner['linkageType'], linkage: string | null): Banner => ({ id: 1, groupName: 'w_home', url: '/b.jpg', linkageType, linkage, title: 'Offer' });

function effects() {
  return { openUrl: jest.fn(), navigate: jest.fn(), startGame: jest.fn() };
}

describe('banner linkage', () => {
  it('opens a URL banner in a new tab', () => {
    const fx = effects();
    actOnBanner(banner('URL', 'https://khela.example/app'), fx);
    expect(fx.openUrl).toHaveBeenCalledWith('https://khela.example/app');
  });

  it('refuses a script URL', () => {
    const fx = effects();
    actOnBanner(banner('URL', 'javascript:alert(1)'), fx);
    expect(fx.openUrl).not.toHaveBeenCalled();
  });

  it('navigates inside the site for a ROUTE banner', () => {
    const fx = effects();
    actOnBanner(banner('ROUTE', '/live'), fx);
    expect(fx.navigate).toHaveBeenCalledWith('/live');
  });

  it('goes to the promotions page for a PROMOTION banner', () => {
    const fx = effects();
    actOnBanner(banner('PROMOTION', 'WELCOME_BONUS'), fx);
    expect(fx.navigate).toHaveBeenCalledWith('/promotions');
  });

  it('starts the game of a GAME banner, with or without a game code', () => {
    const fx = effects();
    actOnBanner(banner('GAME', 'KSLOT'), fx);
    actOnBanner(banner('GAME', 'KSLOT:fortune-tiger'), fx);
    expect(fx.startGame).toHaveBeenNthCalledWith(1, { vendor: 'KSLOT' });
    expect(fx.startGame).toHaveBeenNthCalledWith(2, { vendor: 'KSLOT', gameCode: 'fortune-tiger' });
  });

  it('does nothing for NONE', () => {
    const fx = effects();
    actOnBanner(banner('NONE', null), fx);
    expect(isActionable(banner('NONE', null))).toBe(false);
    expect(Object.values(fx).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });
});
