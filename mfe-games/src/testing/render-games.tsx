import { renderWithProviders, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/** Renders a games component with the providers and the games catalogue, as a mounted remote has. */
export function renderGames(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'games', messages: { bn, en } });
}
