import { balanceAtom } from '@khela/shared';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useApiLoad } from '../security/use-api-load';
import { paymentCalls } from './payment-calls';

/**
 * The available main-wallet balance for a money page. Read fresh when the page opens and on
 * `refresh` (after a request of its own), and kept in the shared balance so the header agrees;
 * a live update from the socket reaches the page through the same atom.
 */
export function useMainBalance() {
  const [balance, setBalance] = useAtom(balanceAtom);
  const loaded = useApiLoad(paymentCalls.balance);
  const fresh = loaded.value;
  useEffect(() => {
    if (fresh) setBalance(fresh.balance);
  }, [fresh, setBalance]);
  return { balance, loading: loaded.loading && balance === null, error: balance === null ? loaded.error : null, refresh: loaded.reload };
}
