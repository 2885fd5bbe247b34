import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/db';
import './messages';
import { feedbackOpsRoutes } from './feedback-ops-routes';
import { feedbackRoutes } from './feedback-routes';
import { helpOpsRoutes, helpSearchRoutes } from './help-center-routes';

/** Feedback and the help center (docs/feedback-help.md): the member's feedback, the operators' replies and help sections. */
export const feedbackPlugin = fp<{ db: Db; now?: () => Date }>(
  async (app, { db, now = () => new Date() }) => {
    app.brandRoutes.add(feedbackRoutes, { db });
    app.brandRoutes.add(helpSearchRoutes, { db });
    app.opsRoutes.add(feedbackOpsRoutes, { db, now });
    app.opsRoutes.add(helpOpsRoutes, { db });
  },
  { name: 'feedback', dependencies: ['brand-scope', 'auth', 'identity'] },
);
