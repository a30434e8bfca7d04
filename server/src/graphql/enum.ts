import { registerEnumType } from "type-graphql";

/**
 * A GraphQL enum as a plain object, registered under `name`: its keys are what GraphQL shows (`PER_SKILL`), its values
 * what is stored and used in code (`per_skill`). `export type X = EnumValue<typeof X>` names the values as a type.
 */
export function graphqlEnum<const T extends Record<string, string>>(name: string, values: T, description?: string): T {
  registerEnumType(values, { name, description });
  return values;
}

/** The values of an enum object. */
export type EnumValue<T> = T[keyof T];
