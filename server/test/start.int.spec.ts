import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIXTURE_CONTENT } from "./harness";

const main = path.join(__dirname, "..", "dist", "server", "src", "main.js");

function run(env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exit };
}

async function waitFor<T>(probe: () => T | undefined, what: string, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the server process (compiled, as `npm start` runs it)", () => {
  it("starts on the embedded database, seeds content, creates the admin, serves, and stops cleanly on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-start-"));
    const p = run({
      DATA_DIR: dataDir,
      CONTENT_DIR: FIXTURE_CONTENT,
      ADMIN_EMAIL: "boss@example.org",
      ADMIN_PASSWORD: "sehr-geheim-123",
    });
    try {
      const port = await waitFor(() => /"port":(\d+)[^\n]*"msg":"listening"/.exec(p.output())?.[1], "the listening log line");
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const r = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ levels(family: TELC) { cefr } }" }),
      });
      expect(((await r.json()) as { data: { levels: unknown[] } }).data.levels).toHaveLength(5);
      expect(p.output()).toContain('"msg":"seed content loaded"');
      expect(p.output()).toContain('"msg":"admin created"');
      // structured logs: every line is JSON
      for (const line of p.output().trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
      p.child.kill("SIGTERM");
      expect(await p.exit).toBe(0);
      expect(p.output()).toContain('"msg":"stopped"');
    } finally {
      p.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("exits non-zero with a clear message when DATABASE_URL is unreachable", async () => {
    const p = run({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/nothing", DATA_DIR: os.tmpdir() });
    expect(await p.exit).not.toBe(0);
    expect(p.output()).toContain("Cannot connect to the database (postgres://nobody@127.0.0.1:1/nothing)");
  });

  it("exits non-zero and names the file and field when content is malformed", async () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bad-"));
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.writeFileSync(path.join(content, "levels.yaml"), "levels:\n  - family: goethe\n    cefr: Z9\n");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-start-"));
    const p = run({ DATA_DIR: dataDir, CONTENT_DIR: content });
    try {
      expect(await p.exit).not.toBe(0);
      expect(p.output()).toContain("Invalid content file levels.yaml");
      expect(p.output()).toContain("levels.0.cefr");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses invalid configuration with the variable's name", async () => {
    const p = run({ PORT: "not-a-port" });
    expect(await p.exit).not.toBe(0);
    expect(p.output()).toContain("Invalid configuration: PORT");
  });
});
