/* Starts the database engine the tests use, outside Jest's VM (PGlite needs a real dynamic import).
   With TEST_PG_SERVER_URL (CI's second run) a fresh database is created on that server instead. */
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

module.exports = async function globalSetup() {
  process.env.NODE_ENV = "test";
  const server = process.env.TEST_PG_SERVER_URL;
  if (server) {
    const { Client } = require("pg");
    const name = `dp_test_${Date.now()}_${process.pid}`;
    const admin = new Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    process.env.TEST_DATABASE_URL = url.toString();
    globalThis.__TEST_DB__ = { server, name };
    console.log(`\n[tests] PostgreSQL server, fresh database ${name}`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-pglite-"));
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const db = await PGlite.create(dir);
  const sock = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 24 });
  await sock.start();
  const port = sock.server.address().port;
  process.env.TEST_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  globalThis.__TEST_DB__ = { db, sock, dir };
  console.log(`\n[tests] embedded PostgreSQL (PGlite) on 127.0.0.1:${port}`);
};
