import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The pages a visitor most often opens first, with the text namespaces the router loads with them
 * (src/app/router.tsx: keep the two in step). Paths are without the /:lang prefix.
 */
const FIRST_VIEWS = [
  { path: /^\/(home)?$/, page: "src/pages/home/HomePage.tsx", namespaces: [] },
  { path: /^\/(goethe|telc)-tests$/, page: "src/pages/levels/LevelListPage.tsx", namespaces: [] },
  { path: /^\/(goethe|telc)-tests\/[^/]+$/, page: "src/pages/level/LevelPage.tsx", namespaces: ["practice"] },
  { path: /^\/exam\/[^/]+$/, page: "src/pages/exam/ExamPage.tsx", namespaces: ["player", "writing", "speaking"] },
];
/** i18next loads the language, then its fallbacks (src/app/i18n.ts); German, the texts' own language, has none. */
const FALLBACKS = ["en", "de"];
const BASE = "de";

/**
 * Lets the browser fetch what the first view needs while it fetches the main script, instead of one after the
 * other: an inline script (run right after the language is known) adds preload links for the page's chunk with its
 * imports and style sheet, its interface texts in the language and its fallbacks, and the font faces of the
 * language's script (Arabic or Latin, regular and bold). Without it each of these waits for the main script to run.
 */
export function firstViewPreloads(): Plugin {
  return {
    name: "first-view-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const script = `<script>(${INJECT})(${JSON.stringify(preloadMap(ctx.bundle))});</script>`;
        // after the language bootstrap (it sets <html lang>), before the module script
        return html.replace(/(<\/script>)(\s*<script type="module")/, `$1\n    ${script}$2`);
      },
    },
  };
}

interface PreloadMap {
  views: { path: string; files: string[]; namespaces: string[] }[];
  /** "de/common" → the locale chunk (with its imports) */
  locales: Record<string, string[]>;
  fallbacks: string[];
  /** the language with no fallbacks */
  base: string;
  fonts: { arabic: string[]; latin: string[] };
}

function preloadMap(bundle: OutputBundle): PreloadMap {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
  const byModule = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
  const entry = chunks.find((c) => c.isEntry);
  const atStart = new Set(entry ? [entry.fileName, ...entry.imports] : []);

  const withImports = (chunk: OutputChunk): string[] => {
    const files = new Set<string>();
    const visit = (c: OutputChunk | undefined) => {
      if (!c || files.has(c.fileName) || atStart.has(c.fileName)) return;
      files.add(c.fileName);
      for (const css of c.viteMetadata?.importedCss ?? []) files.add(css);
      for (const dep of c.imports) visit(chunks.find((d) => d.fileName === dep));
    };
    visit(chunk);
    return [...files];
  };

  const views = FIRST_VIEWS.map((v) => {
    const chunk = byModule(v.page);
    if (!chunk) throw new Error(`first-view-preloads: no chunk for ${v.page}`);
    return { path: v.path.source, files: withImports(chunk), namespaces: v.namespaces };
  });

  const namespaces = new Set(["common", ...FIRST_VIEWS.flatMap((v) => v.namespaces)]);
  const locales: Record<string, string[]> = {};
  for (const c of chunks) {
    const m = c.facadeModuleId?.match(/\/src\/locales\/(\w+)\/(\w+)\.json$/);
    if (m && namespaces.has(m[2]!)) locales[`${m[1]}/${m[2]}`] = withImports(c);
  }

  const fonts = { arabic: [] as string[], latin: [] as string[] };
  for (const name of Object.keys(bundle)) {
    const m = name.match(/ibm-plex-sans-arabic-(arabic|latin)-(400|700)-normal-[\w-]+\.woff2$/);
    if (m) fonts[m[1] as "arabic" | "latin"].push(name);
  }
  if (!fonts.arabic.length || !fonts.latin.length) throw new Error("first-view-preloads: the font faces are missing");
  return { views, locales, fallbacks: FALLBACKS, base: BASE, fonts };
}

/**
 * Runs in the page with the map (index.html, allowed by its hash in the Content-Security-Policy): a script as written,
 * not a compiled function, so nothing the bundler adds can leak into it.
 */
const INJECT = `function (map) {
  var lang = document.documentElement.lang;
  var path = location.pathname.replace(/^\\/(de|en|ar|fr|es)(?=\\/|$)/, "") || "/";
  function link(rel, file, as) {
    var l = document.createElement("link");
    l.rel = rel;
    l.href = "/" + file;
    if (as) l.as = as;
    if (as === "font") l.type = "font/woff2";
    l.crossOrigin = "anonymous";
    document.head.appendChild(l);
  }
  function code(file) {
    if (/\\.css$/.test(file)) link("preload", file, "style");
    else link("modulepreload", file);
  }
  var view = null;
  for (var i = 0; i < map.views.length; i++) if (new RegExp(map.views[i].path).test(path)) view = view || map.views[i];
  var langs = lang === map.base ? [lang] : [lang].concat(map.fallbacks.filter(function (l) { return l !== lang; }));
  ["common"].concat(view ? view.namespaces : []).forEach(function (ns) {
    langs.forEach(function (l) { (map.locales[l + "/" + ns] || []).forEach(code); });
  });
  if (view) view.files.forEach(code);
  (lang === "ar" ? map.fonts.arabic : map.fonts.latin).forEach(function (f) { link("preload", f, "font"); });
}`;
