// Builds the client and the server (unless E2E_NO_BUILD=1) and starts the real server on a fresh
// embedded database; Playwright's webServer runs this and waits for /healthz.
import { execSync, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
if (process.env.E2E_NO_BUILD !== "1") {
  execSync("npm run build -w client -w server", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}
const server = spawn(process.execPath, [join(root, "server/dist/server/src/main.js")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
