/** The feedback and help center domain's public face. */
export { feedbackPlugin } from './feedback-plugin';
export { replyToFeedback } from './feedback-ops-routes';
export { brandFeedbackById, listBrandFeedback } from './feedback-store';
export { listOpsHelpSections, reorderHelpSections, saveHelpSection } from './help-center';
