import { deviceOs } from './FreePlayButton';

describe('the os SPEC §7 freePlay names', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 10; SM-A105F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15', 'ios'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'web'],
  ])('%s is %s', (userAgent, os) => {
    expect(deviceOs(userAgent)).toBe(os);
  });
});
