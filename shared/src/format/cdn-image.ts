const chosenHosts = new Map<string, string>();

/**
 * SPEC §7: image hosts are picked at random from the server's list. One pick per list and page
 * load, so an image keeps its address across renders and the browser cache works.
 */
export function cdnImageUrl(path: string, cdns: readonly string[] | undefined, random: () => number = Math.random): string {
  if (!cdns || cdns.length === 0) return path;
  const key = cdns.join('|');
  let host = chosenHosts.get(key);
  if (!host) {
    host = cdns[Math.floor(random() * cdns.length)] ?? cdns[0]!;
    chosenHosts.set(key, host);
  }
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
