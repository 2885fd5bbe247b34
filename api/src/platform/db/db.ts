/**
 * The api's database interface: the one of @khela/server-kit (shared with the house), kept at this
 * path so every domain keeps importing `platform/db/db`.
 */
export { type Db, json, type Queryable, type QueryOptions, selectInto, type WithTextFields } from '@khela/server-kit/db';
