/**
 * `@khela/shared/first-frame`: what a remote's server build (shared/build createFirstFrameConfig)
 * draws its first frame with (docs/adr/0020). Never part of a browser bundle: it carries
 * react-dom/server.
 */
export { createFirstFrame, type FirstFrameOptions } from './remote/create-first-frame';
