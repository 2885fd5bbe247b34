import { configAtom, decryptCsPath, openPopup, useQuery, type CustomerServiceEntry } from '@khela/shared';
import { mayEnterMemberArea } from '@/lib/session/trial-gate';
import { atom, useAtomValue } from 'jotai';

export interface CustomerServiceLink {
  csType: CustomerServiceEntry['csType'];
  url: string;
}

/** Which customer-service list is open: one at a time across the page. */
export const openCsListAtom = atom<string | null>(null);

/** The config's customer-service entries, decrypted and in their configured order. */
export function useCustomerServiceLinks(): CustomerServiceLink[] {
  const config = useAtomValue(configAtom);
  const entries = config?.info.customerService ?? [];
  const csKey = config?.csKey ?? '';
  // Decrypting is local work, but asynchronous: the query keys it by the entries and the key, so
  // a newer config's links are never replaced by an older, slower answer.
  const decrypted = useQuery({
    queryKey: ['customer-service-links', entries, csKey],
    queryFn: () => decryptLinks(entries, csKey),
    enabled: entries.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  return entries.length > 0 ? (decrypted.data ?? noLinks) : noLinks;
}

const noLinks: CustomerServiceLink[] = [];

async function decryptLinks(entries: readonly CustomerServiceEntry[], csKey: string): Promise<CustomerServiceLink[]> {
  const ordered = [...entries].sort((a, b) => a.csPosition - b.csPosition);
  const links = await Promise.all(ordered.map(async (entry) => ({ csType: entry.csType, url: await decryptCsPath(entry.path, csKey) })));
  return links.filter((link): link is CustomerServiceLink => link.url !== null);
}

/**
 * LIVECHAT opens the site's own chat room (a member's: a visitor is asked to log in, a trial
 * account for a real one; docs/chat.md); TELEGRAM and FACEBOOK open the brand's address in a new tab.
 */
export function openCustomerService(link: CustomerServiceLink): void {
  if (link.csType === 'LIVECHAT') {
    if (mayEnterMemberArea()) openPopup('chat');
    return;
  }
  window.open(link.url, '_blank', 'noopener,noreferrer');
}
