import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed GraphQL documents for the learner client, from the schema the server emits. */
const config: CodegenConfig = {
  // CODEGEN_SCHEMA: a schema emitted from a running server, while schema.graphql is not yet committed.
  schema: process.env.CODEGEN_SCHEMA ?? "schema.graphql",
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string" },
        documentMode: "documentNode",
      },
    },
  },
};

export default config;
