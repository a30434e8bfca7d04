/* The compiled server (`npm run serve`) as a child process, with its output, for start-up tests. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const MAIN = path.join(__dirname, "..", "dist", "server", "src", "main.js");

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exit: Promise<number | null>;
}

export function runServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exit };
}

/** Polls `probe` every 50 ms until it gives a value. */
export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, what: string, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The port of the "listening" log line, once the server has written it. */
export function listeningPort(p: ServerProcess): string | undefined {
  return /"port":(\d+)[^\n]*"msg":"listening"/.exec(p.output())?.[1];
}
