/** Integration tests run in band against one real PostgreSQL engine (embedded PGlite, or TEST_DATABASE_URL). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  testMatch: ["**/*.spec.ts"],
  setupFiles: ["reflect-metadata"],
  globalSetup: "<rootDir>/test/global-setup.js",
  globalTeardown: "<rootDir>/test/global-teardown.js",
  maxWorkers: 1,
  testTimeout: 60000,
  transform: {
    "^.+\\.tsx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
    // pg-boss and its dependencies ship ES modules only; Jest's module system (unlike Node 22's require) needs them as CommonJS
    "^.+\\.m?js$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!(pg-boss|serialize-error|non-error|rrule-temporal)/)"],
};
