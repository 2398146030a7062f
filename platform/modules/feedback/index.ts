/**
 * The feedback module: the footer's feedback form.
 * Other modules use only what this file exports.
 */
export { feedbackRoutes } from './feedback.routes.ts';
