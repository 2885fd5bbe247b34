import { renderWithProviders, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/** Renders a member component with the providers and the member catalogue, as a mounted remote has. */
export function renderMember(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'member', messages: { bn, en } });
}
