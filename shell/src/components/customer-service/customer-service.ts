import { configAtom, decryptCsPath, type CustomerServiceEntry } from '@khela/shared';
import { atom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

export interface CustomerServiceLink {
  csType: CustomerServiceEntry['csType'];
  url: string;
}

/** Which customer-service list is open: one at a time across the page. */
export const openCsListAtom = atom<string | null>(null);

/** The config's customer-service entries, decrypted and in their configured order. */
export function useCustomerServiceLinks(): CustomerServiceLink[] {
  const config = useAtomValue(configAtom);
  const [links, setLinks] = useState<CustomerServiceLink[]>([]);
  useEffect(() => {
    if (!config) return undefined;
    let current = true;
    const entries = [...config.info.customerService].sort((a, b) => a.csPosition - b.csPosition);
    if (entries.length === 0) {
      setLinks((previous) => (previous.length === 0 ? previous : []));
      return undefined;
    }
    void Promise.all(entries.map(async (entry) => ({ csType: entry.csType, url: await decryptCsPath(entry.path, config.csKey) }))).then((decrypted) => {
      if (current) setLinks(decrypted.filter((link): link is CustomerServiceLink => link.url !== null));
    });
    return () => {
      current = false;
    };
  }, [config]);
  return links;
}

export function openCustomerService(link: CustomerServiceLink): void {
  window.open(link.url, '_blank', 'noopener,noreferrer');
}
