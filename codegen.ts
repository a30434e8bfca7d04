import type { CodegenConfig } from "@graphql-codegen/cli";

/** Options both front ends share: type-only imports, string unions for enums, ISO dates as strings. */
const typed = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { DateTime: "string", DateTimeISO: "string" },
};

/**
 * Typed GraphQL documents for the two front ends, from the schema the server emits: the learner client
 * (document nodes for Apollo Client) and the console (document strings for its own fetch, no GraphQL runtime).
 * A misspelt field or argument in either fails `npm run codegen`. `fragments.graphql` holds the selections both make
 * (rubric, assessment, automatic feedback): each output includes it, so both spread the same fragments by name.
 */
const config: CodegenConfig = {
  // CODEGEN_SCHEMA: a schema emitted from a running server, while schema.graphql is not yet committed.
  schema: process.env.CODEGEN_SCHEMA ?? "schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      documents: ["fragments.graphql", "client/src/**/*.{ts,tsx}", "!client/src/gql/**/*"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { ...typed, scalars: { DateTime: "string" }, documentMode: "documentNode" },
    },
    "admin/src/gql/": {
      documents: ["fragments.graphql", "admin/src/**/*.{ts,tsx}", "!admin/src/gql/**/*", "!admin/src/**/*.test.{ts,tsx}"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { ...typed, documentMode: "string" },
    },
  },
};

export default config;
