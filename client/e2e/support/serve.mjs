// Builds the client and the server (unless E2E_NO_BUILD=1) and starts the real server on a fresh
// embedded database with the seeded content plus the client's fixture exam (every answer type).
// Playwright's webServer runs this and waits for /healthz.
import { execSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
if (process.env.E2E_NO_BUILD !== "1") {
  execSync("npm run build -w client -w server", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}

// content/ as it is (by links), with exams/ extended by the fixture.
const source = join(root, "content");
const content = mkdtempSync(join(tmpdir(), "dp-e2e-content-"));
for (const entry of readdirSync(source)) if (entry !== "exams") symlinkSync(join(source, entry), join(content, entry));
mkdirSync(join(content, "exams"));
for (const exam of readdirSync(join(source, "exams"))) symlinkSync(join(source, "exams", exam), join(content, "exams", exam));
symlinkSync(join(here, "..", "fixtures", "e2e-all-types.yaml"), join(content, "exams", "e2e-all-types.yaml"));

const server = spawn(process.execPath, [join(root, "server/dist/server/src/main.js")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CONTENT_DIR: content },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
