import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The layer rules of the server (eslint.config.mjs) and the absence of run-time import circles. */
const repoRoot = path.resolve(__dirname, "..", "..");
const srcDir = path.join(repoRoot, "server", "src");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "gql" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(spec|test)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Relative imports of a file; with `runtimeOnly`, those that exist at run time (`import type` is erased). */
function relativeImports(file: string, runtimeOnly: boolean): string[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) && !ts.isExportDeclaration(st)) continue;
    const spec = st.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith(".")) continue;
    if (!runtimeOnly) {
      // every import, types too: a circle of types is still a circle a reader must untangle
    } else if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (onlyTypes) continue;
    } else if (st.isTypeOnly) continue;
    const base = path.resolve(path.dirname(file), spec.text);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((f) =>
      fs.existsSync(f),
    );
    if (target) out.push(target);
  }
  return out;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe("architecture", () => {
  it("has no import circle at run time outside TypeORM entity relations", () => {
    const graph = new Map(sourceFiles(srcDir).map((f) => [f, relativeImports(f, true)]));
    const offending = circles(graph)
      .filter((scc) => !scc.every((f) => f.endsWith(".entity.ts")))
      .map((scc) => scc.map((f) => path.relative(srcDir, f)).sort());
    expect(offending).toEqual([]);
  });

  it.each(["client", "admin"])("the %s has no import circle, types included", (workspace) => {
    const dir = path.join(repoRoot, workspace, "src");
    const graph = new Map(sourceFiles(dir).map((f) => [f, relativeImports(f, false)]));
    expect(circles(graph).map((scc) => scc.map((f) => path.relative(dir, f)).sort())).toEqual([]);
  });

  it("finds a planted circle (the check can fail)", () => {
    const a = path.join(srcDir, "common", "a.ts");
    const b = path.join(srcDir, "common", "b.ts");
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toHaveLength(1);
  });

  it("the boundary rule refuses an upward import from common/ and from a module", () => {
    const lint = (file: string, code: string): string => {
      try {
        execFileSync(
          process.execPath,
          [path.join(repoRoot, "node_modules", "eslint", "bin", "eslint.js"), "--stdin", "--stdin-filename", file],
          {
            cwd: repoRoot,
            input: code,
            encoding: "utf8",
          },
        );
        return "";
      } catch (err) {
        return String((err as { stdout?: string }).stdout);
      }
    };
    const upFromCommon = lint(
      "server/src/common/planted.ts",
      'import { ExamService } from "../modules/exams/exam.service";\nexport const s = ExamService;\n',
    );
    expect(upFromCommon).toMatch(/Upward import: common/);
    const upFromModule = lint(
      "server/src/modules/exams/planted.ts",
      'import { createServices } from "../../services";\nexport const c = createServices;\n',
    );
    expect(upFromModule).toMatch(/Upward import: a domain module/);
    const sideways = lint(
      "server/src/modules/exams/planted.ts",
      'import { parseId } from "../../common/ids";\nexport const p = parseId;\n',
    );
    expect(sideways).toBe("");
  }, 120_000);
});
