import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const generatedDocuments = fileURLToPath(new URL("./src/gql/graphql.ts", import.meta.url));
const backend = process.env.BACKEND_URL ?? "http://localhost:4000";

/**
 * Replaces each graphql(`query Name …`) call with an import of the generated NameDocument, as the
 * codegen client preset's babel plugin does: without it every page would bundle every document.
 */
function graphqlDocuments(): Plugin {
  const call = /graphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\s*\)/g;
  const importGraphql = /import\s*\{\s*graphql\s*\}\s*from\s*["'][^"']*\/gql["'];?/;
  return {
    name: "graphql-documents",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("/src/gql/") || !importGraphql.test(code)) return null;
      const names: string[] = [];
      const replaced = code.replace(call, (_match, kind: string, name: string) => {
        const ident = kind === "fragment" ? `${name}FragmentDoc` : `${name}Document`;
        names.push(ident);
        return ident;
      });
      return {
        code: replaced.replace(importGraphql, `import { ${names.join(", ")} } from ${JSON.stringify(generatedDocuments)};`),
        map: null,
      };
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [graphqlDocuments(), react()],
  resolve: {
    // react-router's package exports only its development build; production drops dev-only checks.
    alias:
      mode === "production"
        ? [
            { find: /^react-router$/, replacement: routerBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: routerBuild("dom-export.mjs") },
          ]
        : [],
  },
  server: {
    proxy: Object.fromEntries(["/graphql", "/media", "/api", "/auth"].map((p) => [p, backend])),
  },
  build: {
    outDir: "dist",
    target: "es2022",
    manifest: true,
  },
}));
