import { allowedGameUrl, launchedGameUrl } from './game-url';

const origin = 'https://khela.example';

it('accepts same-origin and listed launch hosts only', () => {
  expect(allowedGameUrl('/house/play?g=1', origin, [])).toBe('https://khela.example/house/play?g=1');
  expect(allowedGameUrl('https://launch.example/g', origin, ['launch.example'])).toBe('https://launch.example/g');
  expect(allowedGameUrl('https://launch.example/g', origin, ['https://launch.example/'])).toBe('https://launch.example/g');
  expect(allowedGameUrl('https://other.example/g', origin, ['launch.example'])).toBeNull();
  expect(allowedGameUrl('javascript:alert(1)', origin, [])).toBeNull();
  expect(allowedGameUrl(null, origin, [])).toBeNull();
});

it('frames the address the site’s own launch stored, if it is http(s)', () => {
  expect(launchedGameUrl('http://127.0.0.1:8090/vendor/play/PG?token=t', origin)).toBe('http://127.0.0.1:8090/vendor/play/PG?token=t');
  expect(launchedGameUrl('javascript:alert(1)', origin)).toBeNull();
  expect(launchedGameUrl(null, origin)).toBeNull();
});
