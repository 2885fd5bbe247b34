import { configAtom, type SystemConfig } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { socialFallback, type SocialChannel } from './brand-constants';

export interface SocialLink {
  channel: SocialChannel;
  url: string;
}

export interface AppDownloadLinks {
  ios: string;
  android: string;
}

// `info.resources` is typed loosely on the wire, so each field is checked before use.
function resourcesOf(config: SystemConfig | null): Record<string, unknown> {
  return config?.info.resources ?? {};
}

function isSocialEntry(value: unknown): value is { channel: string; url: string } {
  const entry = value as { channel?: unknown; url?: unknown } | null;
  return typeof entry?.channel === 'string' && typeof entry.url === 'string';
}

export function socialLinksFrom(config: SystemConfig | null, channels: readonly SocialChannel[]): SocialLink[] {
  const configured = resourcesOf(config).socialChannels;
  const entries = Array.isArray(configured) ? configured.filter(isSocialEntry) : [];
  return channels.map((channel) => ({ channel, url: entries.find((entry) => entry.channel === channel)?.url ?? socialFallback[channel] }));
}

/**
 * The download QR codes open this site's own install page (/app; docs/app.md), on the address the
 * reader is on (a mirror domain stays the mirror), with the phone named so the page shows its steps
 * first. The app is the site installed from the browser: there is no store listing to point to, so
 * the brand's `resources.appDownload` store addresses are no longer used here.
 */
export function appDownloadLinksFrom(origin: string): AppDownloadLinks {
  return { ios: `${origin}/app?platform=ios`, android: `${origin}/app?platform=android` };
}

export function useSocialLinks(channels: readonly SocialChannel[]): SocialLink[] {
  return socialLinksFrom(useAtomValue(configAtom), channels);
}

export function useAppDownloadLinks(): AppDownloadLinks {
  return appDownloadLinksFrom(window.location.origin);
}
