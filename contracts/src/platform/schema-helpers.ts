import { Type, type SchemaOptions } from '@sinclair/typebox';

/**
 * A string from a fixed list, as a plain JSON-Schema enum: ajv reports it as 'enum' (so the
 * error names the allowed values) and the OpenAPI document lists them.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
