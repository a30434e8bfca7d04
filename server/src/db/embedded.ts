import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) with its data under `dataDir`, served on a
 * loopback socket so that the ordinary `pg` driver (and TypeORM) talk to it like to any server.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number, port = 0): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  // PGlite ships ESM that loads its WASM with a dynamic import(); keep it a real import().
  const dynamicImport = new Function("m", "return import(m)") as <T>(m: string) => Promise<T>;
  const { PGlite } = await dynamicImport<typeof import("@electric-sql/pglite")>("@electric-sql/pglite");
  const { PGLiteSocketServer } = await dynamicImport<typeof import("@electric-sql/pglite-socket")>("@electric-sql/pglite-socket");
  const db = await PGlite.create(path.resolve(dataDir));
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections });
  await server.start();
  // pglite-socket has no public getter for an ephemeral port.
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${address.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
