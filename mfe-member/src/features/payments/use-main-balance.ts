import { balanceAtom } from '@khela/shared';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useMemberQuery } from '@/lib/use-api-query';
import { paymentCalls } from './payment-calls';

/**
 * The available main-wallet balance for a money page. Read fresh when the page opens and on
 * `refresh` (after a request of its own), and kept in the shared balance so the header agrees;
 * a live update from the socket reaches the page through the same atom.
 */
export function useMainBalance() {
  const [balance, setBalance] = useAtom(balanceAtom);
  // The balance moves with every bet: read fresh each time a money page opens (the socket keeps it live after).
  const loaded = useMemberQuery(['balance'], paymentCalls.balance, { staleTime: 0 });
  const fresh = loaded.value;
  useEffect(() => {
    if (fresh) setBalance(fresh.balance);
  }, [fresh, setBalance]);
  return { balance, loading: loaded.loading && balance === null, error: balance === null ? loaded.error : null, refresh: loaded.reload };
}
