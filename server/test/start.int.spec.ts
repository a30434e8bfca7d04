import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { FIXTURE_CONTENT } from "./harness";
import { listeningPort, runServer as run, waitFor } from "./server-process";

describe("the server process (compiled, as `npm start` runs it)", () => {
  // One start serves both checks: an embedded start (engine, migrations, seed) is the slowest thing this file does.
  it("starts on the embedded database behind a Unix socket only its own user may open (never TCP), seeds content, creates the admin, serves, and stops cleanly on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-start-"));
    const p = run({
      DATA_DIR: dataDir,
      CONTENT_DIR: FIXTURE_CONTENT,
      ADMIN_EMAIL: "boss@example.org",
      ADMIN_PASSWORD: "sehr-geheim-123",
    });
    try {
      const port = Number(await waitFor(() => listeningPort(p), "the listening log line"));
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
      // the process listens on TCP on its HTTP port and nowhere else
      expect(tcpListeners(p.child.pid!)).toEqual([port]);
      const dir = path.join(dataDir, "pg-socket");
      const socket = path.join(dir, ".s.PGSQL.5432");
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(socket).isSocket()).toBe(true);
      expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
      // the server's own user reaches it through the socket directory, as the server does
      const owner = new pg.Client({ host: dir, user: "postgres", database: "postgres" });
      await owner.connect();
      try {
        expect((await owner.query("SELECT count(*)::int AS n FROM levels")).rows).toEqual([{ n: 10 }]);
      } finally {
        await owner.end();
      }
      // another local user is refused by the kernel, whatever password it would send (needs root to become one)
      if (process.getuid?.() === 0) expect(await connectAs(65534, socket)).toBe("EACCES");
      // structured logs: every line is JSON
      for (const line of p.output().trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
      p.child.kill("SIGTERM");
      expect(await p.exit).toBe(0);
      expect(p.output()).toContain('"msg":"stopped"');
      expect(fs.existsSync(socket)).toBe(false);
    } finally {
      p.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("exits non-zero with a clear message when DATABASE_URL stays unreachable, after retrying for DB_START_RETRY_SECONDS", async () => {
    const p = run({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/nothing", DATA_DIR: os.tmpdir(), DB_START_RETRY_SECONDS: "1" });
    expect(await p.exit).not.toBe(0);
    expect(p.output()).toContain('"step":"connect","attempt":1,');
    expect(p.output()).toContain('"msg":"database unavailable during start-up; retrying"');
    expect(p.output()).toMatch(
      /Cannot connect to the database \(postgres:\/\/nobody@127\.0\.0\.1:1\/nothing\): database unavailable during start-up \(connect\) after \d+ attempt\(s\) over [\d.]+ s \(DB_START_RETRY_SECONDS=1\): connect ECONNREFUSED/,
    );
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

/** The TCP ports process `pid` listens on (Linux: its socket inodes matched in /proc/net/tcp and tcp6). */
function tcpListeners(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === "0A" && inodes.has(cols[9]!)) ports.push(parseInt(cols[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

/** What connect() to a Unix socket answers for another user: "connected", or the error code. */
async function connectAs(uid: number, socket: string): Promise<string> {
  const script = `require("net").connect(${JSON.stringify(socket)}).on("connect", () => { console.log("connected"); process.exit(0); }).on("error", (e) => { console.log(e.code); process.exit(0); });`;
  const child = spawn(process.execPath, ["-e", script], { uid, gid: uid, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  await new Promise((resolve) => child.on("exit", resolve));
  return out.trim();
}
