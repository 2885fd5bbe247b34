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

export function appDownloadLinksFrom(config: SystemConfig | null): AppDownloadLinks {
  const configured = resourcesOf(config).appDownload as Partial<AppDownloadLinks> | undefined;
  const base = `https://${config?.mainDomain || (typeof window === 'undefined' ? 'localhost' : window.location.host)}/download`;
  return {
    ios: typeof configured?.ios === 'string' ? configured.ios : `${base}/ios`,
    android: typeof configured?.android === 'string' ? configured.android : `${base}/android`,
  };
}

export function useSocialLinks(channels: readonly SocialChannel[]): SocialLink[] {
  return socialLinksFrom(useAtomValue(configAtom), channels);
}

export function useAppDownloadLinks(): AppDownloadLinks {
  return appDownloadLinksFrom(useAtomValue(configAtom));
}
