import { renderWithProviders, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/** Renders a home component with the providers and the home catalogue, as a mounted remote has. */
export function renderHome(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'home', messages: { bn, en } });
}
