import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { compression, type ViteCompressionPluginOption } from "vite-plugin-compression2";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { appIcons, ICON_SIZES, THEME_COLOUR } from "./scripts/appIcons";
import { firstViewPreloads } from "./scripts/firstViewPreloads";

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const generatedDocuments = fileURLToPath(new URL("./src/gql/graphql.ts", import.meta.url));
const backend = process.env.BACKEND_URL ?? "http://localhost:4000";

const VIRTUAL = "virtual:gql-document/";

/**
 * Replaces each graphql(`query Name …`) call with an import of the generated NameDocument, as the
 * codegen client preset's babel plugin does: without it every page would bundle every document.
 * Each document is served as a module of its own (its constant cut out of the generated file), so it
 * travels with the chunk that uses it: the generated file as one module would put every document of
 * the app into the shared chunk the home page loads.
 */
function graphqlDocuments(): Plugin {
  const call = /graphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\s*\)/g;
  const importGraphql = /import\s*\{\s*graphql\s*\}\s*from\s*["'][^"']*\/gql["'];?/;
  return {
    name: "graphql-documents",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const ident = id.slice(VIRTUAL.length + 1);
      this.addWatchFile(generatedDocuments);
      const line = readFileSync(generatedDocuments, "utf8")
        .split("\n")
        .find((l) => l.startsWith(`export const ${ident} = `));
      const m = line && /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
      if (!m) throw new Error(`${ident} is not in src/gql/graphql.ts: run npm run codegen`);
      return `export const ${ident} = ${m[2]};`;
    },
    transform(code, id) {
      if (id.includes("/src/gql/") || !importGraphql.test(code)) return null;
      const names: string[] = [];
      const replaced = code.replace(call, (_match, kind: string, name: string) => {
        const ident = kind === "fragment" ? `${name}FragmentDoc` : `${name}Document`;
        names.push(ident);
        return ident;
      });
      const imports = names.map((n) => `import { ${n} } from ${JSON.stringify(VIRTUAL + n)};`).join(" ");
      return { code: replaced.replace(importGraphql, imports), map: null };
    },
  };
}

/**
 * A brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every built text file (JS, CSS, HTML, SVG, JSON),
 * made once here so the server sends them as they are, chosen by Accept-Encoding (server/src/http/delivery.ts).
 */
const precompressed: ViteCompressionPluginOption = {
  algorithms: ["brotliCompress", "gzip"],
  exclude: /\.vite\//,
  logLevel: "silent",
};

/**
 * The installable app (docs/offline.md): the web-app manifest (linked from index.html) and the service worker
 * src/sw.ts with the list of built files to precache injected (Workbox). The worker is registered by the exam player
 * only (modules/offline), so the home page loads nothing of it.
 */
const installable = VitePWA({
  strategies: "injectManifest",
  srcDir: "src",
  filename: "sw.ts",
  injectRegister: false,
  manifestFilename: "manifest.webmanifest",
  manifest: {
    name: "Deutschprüfung – Goethe und telc üben",
    short_name: "Deutschprüfung",
    description: "Goethe- und telc-Modellprüfungen A1 bis C1 üben, auch ohne Netz.",
    lang: "de",
    dir: "ltr",
    start_url: "/de",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: "#f4f6f8",
    icons: ICON_SIZES.flatMap((size) =>
      (["any", "maskable"] as const).map((purpose) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose,
      })),
    ),
  },
  injectManifest: {
    // the app shell: scripts (pages, locale texts), style sheets, fonts, icons and index.html, never the .br/.gz twins
    globPatterns: ["**/*.{js,css,html,woff2,png,svg,webmanifest}"],
    globIgnores: ["sw.js"],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [graphqlDocuments(), react(), firstViewPreloads(), appIcons(), installable, compression(precompressed)],
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
