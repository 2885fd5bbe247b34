/** SPEC §7's defaults when a brand lists no hosts: the site's own image folder, the site itself for launches. */
export const DEFAULT_IMAGE_HOSTS: readonly string[] = ['/media'];
export const DEFAULT_LAUNCH_HOSTS: readonly string[] = [''];

/** A host at random from the server's list, or from the defaults when the list is empty. */
export function pickHost(hosts: readonly string[] | undefined, defaults: readonly string[], random: () => number = Math.random): string {
  const list = hosts && hosts.length > 0 ? hosts : defaults;
  return list[Math.floor(random() * list.length)] ?? list[0] ?? '';
}

/** An address with its own scheme or host (https://…, //…, data:, blob:) needs no host. */
function isAbsolute(address: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(address);
}

function joined(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const chosenImageUrls = new Map<string, string>();

/**
 * SPEC §7: every image's host is picked at random from the server's `imageCDNs` (default the
 * site's /media), so the images of a page spread over the hosts. The pick is kept for the page
 * load, per image and list, so an image keeps its address across renders and the cache works.
 */
export function cdnImageUrl(path: string, cdns: readonly string[] | undefined, random: () => number = Math.random): string {
  if (!path || isAbsolute(path)) return path;
  const key = `${(cdns ?? []).join('|')}\n${path}`;
  let url = chosenImageUrls.get(key);
  if (!url) {
    url = joined(pickHost(cdns, DEFAULT_IMAGE_HOSTS, random), path);
    chosenImageUrls.set(key, url);
  }
  return url;
}

/**
 * SPEC §7: a game's launch goes through a host picked at random, at every launch, from the
 * server's `launchGameCDNs` (default the site itself). A vendor reached through the brand's launch
 * hosts has a path as its launch address; a vendor with its own host (an absolute address) keeps it.
 */
export function launchHostUrl(address: string, launchGameCDNs: readonly string[] | undefined, random: () => number = Math.random): string {
  if (isAbsolute(address)) return address;
  return joined(pickHost(launchGameCDNs, DEFAULT_LAUNCH_HOSTS, random), address);
}
