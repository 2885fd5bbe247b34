import { Type, type SchemaOptions, type TSchema } from '@sinclair/typebox';

/**
 * A string from a fixed list, as a plain JSON-Schema enum: ajv reports it as 'enum' (so the
 * error names the allowed values) and the OpenAPI document lists them.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** `schema` or null: the fields the wire sends as null when they are unset. */
export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}) {
  return Type.Union([schema, Type.Null()], options);
}
