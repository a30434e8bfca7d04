// The real server for a front end's browser suite: builds that front end and the server (unless
// E2E_NO_BUILD=1), lets the suite lay out a fresh content folder, then starts the server on it and stops
// with Playwright. Each front end's e2e/support/serve.mjs calls serveFrontEnd.
import { execSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @param {{ workspace: string, alsoBuild?: string[], content: (dir: string) => void }} suite the front end's
 *   workspace (and any other front end its journeys open), and how it fills the content folder (links into
 *   content/ or a fixture, so nothing is copied)
 */
export function serveFrontEnd({ workspace, alsoBuild = [], content }) {
  if (process.env.E2E_NO_BUILD !== "1") {
    const workspaces = [workspace, ...alsoBuild, "server"].map((w) => `-w ${w}`).join(" ");
    execSync(`npm run build ${workspaces}`, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  const dir = mkdtempSync(join(tmpdir(), `dp-${workspace}-e2e-content-`));
  content(dir);
  const server = spawn(process.execPath, [join(root, "server/dist/server/src/main.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: dir },
  });
  const stop = () => server.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => process.exit(code ?? 0));
}
