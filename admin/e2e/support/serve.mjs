// Builds the console and the server (unless E2E_NO_BUILD=1) and starts the real server on a fresh
// embedded database seeded from the server's test fixture content, without the Goethe C1 level
// (the e2e admin creates it). Playwright's webServer runs this and waits for /healthz.
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
if (process.env.E2E_NO_BUILD !== "1") {
  execSync("npm run build -w admin -w server", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}

const source = join(root, "server", "test", "fixtures", "content");
const content = mkdtempSync(join(tmpdir(), "dp-admin-e2e-content-"));
for (const entry of readdirSync(source)) if (entry !== "levels.yaml") symlinkSync(join(source, entry), join(content, entry));
const levels = YAML.parse(readFileSync(join(source, "levels.yaml"), "utf8"));
levels.levels = levels.levels.filter((l) => !(l.family === "goethe" && l.cefr === "C1"));
writeFileSync(join(content, "levels.yaml"), YAML.stringify(levels));

const server = spawn(process.execPath, [join(root, "server/dist/server/src/main.js")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CONTENT_DIR: content },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
