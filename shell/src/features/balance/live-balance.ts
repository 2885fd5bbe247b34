import { balanceAtom, bus, currentToken, isTrialAtom, memberInfoAtom, openMemberSocket, store, tokenAtom, walletCalls, type MemberSocket, type MemberSocketOptions } from '@khela/shared';
import { atom } from 'jotai';

/** A balance load is under way (the refresh button spins and takes no second press). */
export const balanceLoadingAtom = atom(false);
/** The last load failed: the header says so beside the old figure. */
export const balanceFailedAtom = atom(false);

export interface LiveBalanceOptions {
  createSocket?: MemberSocketOptions['createSocket'];
}

/** Whose money the header shows: a real member's (visitors and trial accounts have no wallet). */
function realMemberKey(): string | null {
  const member = store.get(memberInfoAtom);
  const token = currentToken();
  if (!member || !token || store.get(isTrialAtom)) return null;
  return `${member.id} ${token}`;
}

/**
 * Keeps the header balance current for a logged-in real member: loads it when the member is
 * known, on `balance:changed` (the refresh button, a page that moved money) and after the socket
 * reconnects, and takes every push of the socket channel /ws in between. A logout closes the
 * socket. Loads never overlap: a request to load during one runs once after it.
 */
export function startLiveBalance(options: LiveBalanceOptions = {}): () => void {
  let member: string | null = null;
  let socket: MemberSocket | null = null;
  let loading = false;
  let loadAgain = false;
  /** A push arrived during the load: it is newer than anything that load can answer. */
  let pushedDuringLoad = false;

  const setLoading = (value: boolean) => {
    loading = value;
    store.set(balanceLoadingAtom, value);
  };

  async function load(): Promise<void> {
    if (member === null) return;
    if (loading) {
      loadAgain = true;
      return;
    }
    const forMember = member;
    setLoading(true);
    pushedDuringLoad = false;
    const result = await walletCalls.balance();
    // The member may have logged out (or in as someone else) while the answer travelled.
    if (forMember !== member) return;
    setLoading(false);
    if (result.ok) {
      if (!pushedDuringLoad) store.set(balanceAtom, result.value.balance);
      store.set(balanceFailedAtom, false);
    } else {
      store.set(balanceFailedAtom, true);
    }
    if (loadAgain) {
      loadAgain = false;
      void load();
    }
  }

  function follow(): void {
    const next = realMemberKey();
    if (next === member) return;
    socket?.close();
    socket = null;
    member = next;
    loadAgain = false;
    setLoading(false);
    store.set(balanceFailedAtom, false);
    if (next === null) return;
    void load();
    socket = openMemberSocket({
      token: currentToken()!,
      createSocket: options.createSocket,
      onBalance: ({ balance }) => {
        if (loading) pushedDuringLoad = true;
        store.set(balanceAtom, balance);
      },
      // Pushes sent while the connection was down are lost: ask once it is back.
      onReady: (again) => {
        if (again) void load();
      },
      // A refused session is usually an expired one: the balance call's 401 ends it properly.
      onRejected: () => void load(),
    });
  }

  const onChanged = () => void load();
  const unsubscribers = [store.sub(memberInfoAtom, follow), store.sub(tokenAtom, follow)];
  bus.on('balance:changed', onChanged);
  follow();

  return () => {
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    bus.off('balance:changed', onChanged);
    socket?.close();
    socket = null;
    member = null;
    setLoading(false);
  };
}
