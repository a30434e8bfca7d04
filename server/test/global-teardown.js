const fs = require("node:fs");

module.exports = async function globalTeardown() {
  const t = globalThis.__TEST_DB__;
  if (!t) return;
  if (t.server) {
    const { Client } = require("pg");
    const admin = new Client({ connectionString: t.server });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${t.name} WITH (FORCE)`);
    await admin.end();
    return;
  }
  await t.sock.stop();
  await t.db.close();
  fs.rmSync(t.dir, { recursive: true, force: true });
};
