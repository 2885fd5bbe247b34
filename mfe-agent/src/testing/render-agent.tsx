import { renderWithProviders, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';

/** Renders a agent component with the providers and the agent catalogue, as a mounted remote has. */
export function renderAgent(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'agent', messages: { bn, en } });
}
