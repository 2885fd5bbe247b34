import { configAtom, createQueryClient, memberInfoAtom, QueryClientProvider, type Language } from '@khela/shared';
import { renderWithProviders, testConfig, type ProvidersOptions } from '@khela/shared/testing';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { bn, en } from '@/locales/catalogue';

/**
 * Renders a member component with the providers and the member catalogue, as a mounted remote
 * has; a query client of its own per render, so no test sees another's answers.
 */
export function renderMember(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>, { ...options, namespace: 'member', messages: { bn, en } });
}

/**
 * A member page at its address, as a logged-in member of the demo brand sees it (type 0 is a
 * member, 4 a trial account).
 */
export function renderAsMember(
  ui: ReactElement,
  { language = 'en', path, type = 0, prepare }: { language?: Language; path: string; type?: number; prepare?: (store: ReturnType<typeof createStore>) => void },
) {
  const store = createStore();
  store.set(configAtom, testConfig());
  prepare?.(store);
  store.set(memberInfoAtom, { id: '1007', account: 'rahim01', nickname: 'Rahim', type });
  return renderMember(ui, { store, language, path });
}
