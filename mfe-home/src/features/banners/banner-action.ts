import { bus, navigate, type Banner, type KhelaEvents } from '@khela/shared';

export interface BannerEffects {
  openUrl: (url: string) => void;
  navigate: (to: string) => void;
  /** The bus's own payload type, so the banner cannot send what the shell does not read. */
  startGame: (payload: KhelaEvents['game:start']) => void;
}

const defaultEffects: BannerEffects = {
  openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
  navigate: (to) => navigate(to),
  startGame: (payload) => bus.emit('game:start', payload),
};

/** Only web links leave the site: a `javascript:` or `data:` linkage from a bad record does nothing. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isActionable(banner: Banner): boolean {
  return banner.linkageType !== 'NONE' && (banner.linkageType === 'PROMOTION' || Boolean(banner.linkage));
}

/**
 * What a banner click does, by its linkageType: URL opens the link in a new tab, ROUTE moves
 * inside the site, PROMOTION goes to the promotions page, GAME asks the shell to start the game
 * (linkage "VENDOR" or "VENDOR:GAMECODE"), NONE does nothing.
 */
export function actOnBanner(banner: Banner, effects: BannerEffects = defaultEffects): void {
  const linkage = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'URL':
      if (linkage && isWebUrl(linkage)) effects.openUrl(linkage);
      return;
    case 'ROUTE':
      if (linkage.startsWith('/')) effects.navigate(linkage);
      return;
    case 'PROMOTION':
      effects.navigate('/promotions');
      return;
    case 'GAME': {
      const [vendor, gameCode] = linkage.split(':');
      if (vendor) effects.startGame(gameCode ? { vendor, gameCode } : { vendor });
      return;
    }
    default:
      return;
  }
}
