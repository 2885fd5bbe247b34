import { api, unwrap, useQuery, type UseQueryResult } from '@khela/shared';

export interface DomainRouteEntry {
  domain: string;
  purpose: 'MAIN' | 'BACKUP' | 'AGENT';
  url: string;
}

/**
 * The brand's other addresses a player can open when their network blocks the one they are on
 * (SPEC §7 domain routes): the main and backup domains, without the one this page came from.
 */
export function otherPlayerAddresses(routes: readonly DomainRouteEntry[], currentHost: string): DomainRouteEntry[] {
  const here = currentHost.toLowerCase();
  return routes.filter((route) => route.purpose !== 'AGENT' && route.domain.toLowerCase() !== here);
}

/**
 * GET /wps/system/domain_routes once the footer is near (`enabled`); kept for the visit (the operator
 * changes them rarely). A failure leaves the list out.
 */
export function useDomainRoutes(enabled: boolean): UseQueryResult<DomainRouteEntry[]> {
  return useQuery({
    queryKey: ['domain-routes'],
    queryFn: async () => otherPlayerAddresses((await unwrap(api.get<{ list: DomainRouteEntry[] }>('/wps/system/domain_routes'))).list, window.location.hostname),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
