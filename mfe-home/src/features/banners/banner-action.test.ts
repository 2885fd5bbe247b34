import type { Banner } from '@khela/shared';
import { actOnBanner, isActionable } from './banner-action';

const banner = (linkageType: Banner['linkageType'], linkage: string | null): Banner => ({ id: 1, groupName: 'w_home', url: '/b.jpg', linkageType, linkage, title: 'Offer' });

function effects() {
  return { openUrl: jest.fn(), navigate: jest.fn(), startGame: jest.fn() };
}

describe('banner linkage', () => {
  it.each([
    ['opens a URL banner in a new tab', banner('URL', 'https://khela.example/app'), 'openUrl', 'https://khela.example/app'],
    ['navigates inside the site for a ROUTE banner', banner('ROUTE', '/live'), 'navigate', '/live'],
    ['goes to the promotions page for a PROMOTION banner', banner('PROMOTION', 'WELCOME_BONUS'), 'navigate', '/promotions'],
  ] as const)('%s', (_name, clicked, effect, argument) => {
    const fx = effects();
    actOnBanner(clicked, fx);
    expect(fx[effect]).toHaveBeenCalledWith(argument);
  });

  it('refuses a script URL', () => {
    const fx = effects();
    actOnBanner(banner('URL', 'javascript:alert(1)'), fx);
    expect(fx.openUrl).not.toHaveBeenCalled();
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
