import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The server's layers, lowest first: common (and config) ← toolkit (db, graphql, http) ← modules ←
 * assembly (app, main, services, schema, rest-api, entities, scripts). A file may import its own
 * layer and those below it, never one above; tests may import anything they test. Import circles
 * are caught by server/test/architecture.spec.ts.
 */
const assembly = ["**/app", "**/main", "**/services", "**/schema", "**/rest-api", "**/entities", "**/scripts/*"];
const upward = (layer, patterns) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: patterns,
          message: `Upward import: ${layer} may not import a higher layer (see README, Architecture).`,
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "client/src/gql/**",
      "admin/src/gql/**",
      "data/**",
      "content/**",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["server/src/common/**/*.ts", "server/src/config.ts"],
    ignores: ["**/*.spec.ts"],
    rules: upward("common", ["**/db/*", "**/graphql/*", "**/http/*", "**/modules/**", ...assembly]),
  },
  {
    files: ["server/src/{db,graphql,http}/**/*.ts"],
    ignores: ["**/*.spec.ts"],
    rules: upward("the toolkit (db, graphql, http)", ["**/modules/**", ...assembly]),
  },
  {
    files: ["server/src/modules/**/*.ts"],
    ignores: ["**/*.spec.ts"],
    rules: upward("a domain module", assembly),
  },
  {
    files: ["client/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.spec.ts", "server/test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
