import { queryOptions } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { walletCalls } from '../api/wallet-calls';
import { queryClient, unwrap } from '../query/query-client';
import { store } from '../store/store';

/**
 * SPEC §3 session state `hasMerchantWallet`, from the merchant wallet call's `isSingle` (SPEC §7,
 * docs/spec-sweep.md "Merchant wallet"): true when the brand keeps one wallet per member, so no page
 * shows game wallets. Null until the answer comes; a page treats null as "game wallets" (the mode
 * every brand starts in), and re-renders when the answer arrives.
 */
export const hasMerchantWalletAtom = atom<boolean | null>(null);

/** SPEC §7 "cached": one call per page load serves every root; a failed call is asked again next time. */
export const merchantWalletQuery = queryOptions({
  queryKey: ['wallet', 'merchant-wallet'] as const,
  queryFn: async () => (await unwrap(walletCalls.merchantWallet())).isSingle,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** Reads the brand's wallet mode once (the shell at start; any remote that needs it first) into the session state. */
export async function loadMerchantWallet(): Promise<boolean | null> {
  try {
    const isSingle = await queryClient.fetchQuery(merchantWalletQuery);
    store.set(hasMerchantWalletAtom, isSingle);
    return isSingle;
  } catch {
    // Unknown: pages keep showing game wallets, the safe default (money stays visible).
    return null;
  }
}

/** True for a single-wallet brand: the page shows one balance and no game wallets. */
export function useSingleWallet(): boolean {
  const single = useAtomValue(hasMerchantWalletAtom, { store });
  useEffect(() => {
    if (single === null) void loadMerchantWallet();
  }, [single]);
  return single === true;
}

/** Tests start from a clean slate. */
export function forgetMerchantWallet(): void {
  queryClient.removeQueries({ queryKey: merchantWalletQuery.queryKey });
  store.set(hasMerchantWalletAtom, null);
}
