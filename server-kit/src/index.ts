/**
 * @khela/server-kit: server-side building blocks shared by the api, the house and the sandbox
 * (never by the front end). Import a part by its subpath: `@khela/server-kit/db`,
 * `@khela/server-kit/vendor`.
 */
export * from './db/index';
export * from './vendor/index';
