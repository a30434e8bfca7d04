import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Where a `pg` client finds the embedded engine: a Unix socket directory (`host`) and the socket's port number. */
export interface EmbeddedTarget {
  host: string;
  port: number;
  username: string;
  database: string;
}

export interface EmbeddedPostgres {
  target: EmbeddedTarget;
  /** The socket file: `<host>/.s.PGSQL.<port>`, as libpq and `pg` name it. */
  socketPath: string;
  stop(): Promise<void>;
}

/** libpq's default port number; with a socket directory it only names the file. */
const SOCKET_PORT = 5432;
/** sockaddr_un.sun_path holds 108 bytes on Linux, 104 on macOS (with the terminating NUL). */
const MAX_SOCKET_PATH = 103;

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) with its data under `dataDir`, served by
 * pglite-socket so that the ordinary `pg` driver (and TypeORM) talk to it like to any server.
 *
 * The engine answers any user name and password (pglite-socket has no authentication), so it is never
 * on TCP: it listens on a Unix socket in `socketDir`, a directory of mode 0700 owned by this process's
 * user. The kernel refuses every other user's connect(); that user can read the data files anyway.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  socketDir: string,
  maxConnections: number,
): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  let dir = path.resolve(socketDir);
  let temporary = false;
  if (socketFile(dir).length > MAX_SOCKET_PATH) {
    // DATA_DIR is too deep for a socket address: a private directory of our own in the system's temp dir
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-pg-"));
    temporary = true;
  }
  privateDirectory(dir);
  const socketPath = socketFile(dir);
  await removeStaleSocket(socketPath);

  // PGlite ships ESM that loads its WASM with a dynamic import(); keep it a real import().
  const dynamicImport = new Function("m", "return import(m)") as <T>(m: string) => Promise<T>;
  const { PGlite } = await dynamicImport<typeof import("@electric-sql/pglite")>("@electric-sql/pglite");
  const { PGLiteSocketServer } = await dynamicImport<typeof import("@electric-sql/pglite-socket")>("@electric-sql/pglite-socket");
  const db = await PGlite.create(path.resolve(dataDir));
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  try {
    await server.start();
    fs.chmodSync(socketPath, 0o600);
  } catch (err) {
    await db.close();
    throw err;
  }
  return {
    target: { host: dir, port: SOCKET_PORT, username: "postgres", database: "postgres" },
    socketPath,
    async stop() {
      await server.stop(); // closing the listener removes the socket file
      await db.close();
      if (temporary) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function socketFile(dir: string): string {
  return path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
}

/** Creates `dir` (or takes the existing one) as ours alone: owned by this user, mode 0700. */
function privateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = fs.lstatSync(dir);
  if (!st.isDirectory()) throw new Error(`The embedded database's socket directory ${dir} is not a directory`);
  if (typeof process.getuid === "function" && st.uid !== process.getuid()) {
    throw new Error(`The embedded database's socket directory ${dir} belongs to another user (uid ${st.uid})`);
  }
  fs.chmodSync(dir, 0o700);
}

/** A socket file left by a process that died is removed; one that still answers means DATA_DIR is in use. */
async function removeStaleSocket(socketPath: string): Promise<void> {
  if (!fs.existsSync(socketPath)) return;
  const answers = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socketPath);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
  if (answers) throw new Error(`Another server is using this DATA_DIR's embedded database (${socketPath} answers)`);
  fs.rmSync(socketPath, { force: true });
}
