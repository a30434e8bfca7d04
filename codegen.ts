import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed GraphQL documents for the learner client, from the schema the server emits. */
const config: CodegenConfig = {
  schema: "schema.graphql",
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
