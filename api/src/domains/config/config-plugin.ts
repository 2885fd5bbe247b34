import fp from 'fastify-plugin';
import { configRoutes } from './config-routes';
// The domain's texts join the catalogue before any of its routes can answer.
import './messages';

/** The config domain: a brand's settings as its pages read them (brand-scoped). */
export const configPlugin = fp(
  async (app) => {
    app.brandRoutes.add(configRoutes, {});
  },
  { name: 'config', dependencies: ['brand-scope'] },
);
