import { siteRouteFor } from './site-routes';

describe('siteRouteFor', () => {
  it('finds the route react-router would for each kind of path', () => {
    expect(siteRouteFor('/')?.remote).toBe('home');
    expect(siteRouteFor('/rng')?.remote).toBe('games');
    expect(siteRouteFor('/RNG/')?.remote).toBe('games');
    expect(siteRouteFor('/member/securityCenter')?.remote).toBe('member');
    expect(siteRouteFor('/member')?.remote).toBe('member');
    expect(siteRouteFor('/agentHome/reports/daily')?.access).toBe('agent');
    expect(siteRouteFor('/promotions/WELCOME')?.path).toBe('/promotions/:code');
    expect(siteRouteFor('/vnlottery')?.remote).toBe('lottery');
  });

  it('finds nothing for a path the table does not have', () => {
    expect(siteRouteFor('/nowhere')).toBeNull();
    expect(siteRouteFor('/rng/extra')).toBeNull();
    expect(siteRouteFor('/promotions/a/b')).toBeNull();
  });
});
