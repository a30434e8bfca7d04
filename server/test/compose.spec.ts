import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { repoRoot } from "../src/config";

/* No Docker engine runs here: check the compose file's structure, which is what a user's `docker compose up` reads. */
const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, "docker-compose.yml"), "utf8"), { merge: true });
const services = compose.services as Record<string, any>;

describe("docker-compose.yml", () => {
  it("runs PostgreSQL with a named volume and a health check", () => {
    const pg = services.postgres;
    expect(pg.image).toMatch(/^postgres:\d+/);
    expect(pg.volumes).toContain("pgdata:/var/lib/postgresql/data");
    expect(Object.keys(compose.volumes)).toContain("pgdata");
    expect(pg.healthcheck.test.join(" ")).toContain("pg_isready");
  });

  it("starts each app replica only once PostgreSQL and Redis are healthy, pointed at them", () => {
    const apps = Object.entries(services).filter(([, s]) => s.build);
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const [, app] of apps) {
      expect(app.depends_on.postgres.condition).toBe("service_healthy");
      expect(app.depends_on.redis.condition).toBe("service_healthy");
      const url = new URL(app.environment.DATABASE_URL);
      expect(url.hostname).toBe("postgres");
      expect(url.username).toBe(services.postgres.environment.POSTGRES_USER);
      expect(url.pathname).toBe(`/${services.postgres.environment.POSTGRES_DB}`);
      expect(app.environment.REDIS_URL).toBe("redis://redis:6379");
      expect(app.environment.JWT_SECRET).toBeTruthy();
      expect(app.healthcheck.test.join(" ")).toContain("/healthz");
    }
  });

  it("gives the replicas no shared volume: every uploaded file goes to the MinIO bucket, created before they start", () => {
    const apps = Object.entries(services).filter(([, s]) => s.build);
    const minio = services.minio;
    expect(minio.image).toMatch(/^minio\/minio/);
    expect(minio.volumes).toContain("miniodata:/data");
    expect(minio.healthcheck.test.join(" ")).toMatch(/mc ready|minio\/health/);
    const init = services["minio-init"];
    expect(init.depends_on.minio.condition).toBe("service_healthy");
    const script = [].concat(init.entrypoint, init.command ?? []).join(" ");
    expect(script).toContain("mc mb --ignore-existing local/media");
    // the bucket stays private: no anonymous download policy
    expect(script).not.toMatch(/anonymous|policy/);
    expect(init.restart).toBe("no");
    for (const [, app] of apps) {
      expect(app.volumes).toBeUndefined();
      expect(app.depends_on["minio-init"].condition).toBe("service_completed_successfully");
      expect(app.environment).toMatchObject({
        S3_ENDPOINT: "http://minio:9000",
        S3_BUCKET: "media",
        S3_FORCE_PATH_STYLE: "true",
      });
      expect(app.environment.S3_ACCESS_KEY_ID).toBe(init.environment.MINIO_ROOT_USER);
      expect(app.environment.S3_SECRET_ACCESS_KEY).toBeTruthy();
    }
    expect(Object.keys(compose.volumes)).not.toContain("appdata");
  });

  it("publishes the proxy, which forwards to every replica on the app's port", () => {
    const proxy = services.proxy;
    expect(proxy.ports).toContain("8080:8080");
    const cmd = proxy.command.join(" ");
    for (const [name] of Object.entries(services).filter(([, s]) => s.build)) expect(cmd).toContain(`${name}:4000`);
  });

  it("builds from a Dockerfile that starts the compiled server", () => {
    const dockerfile = fs.readFileSync(path.join(repoRoot, "Dockerfile"), "utf8");
    expect(dockerfile).toContain("npm ci");
    expect(dockerfile).toContain('CMD ["node", "server/dist/server/src/main.js"]');
    const mainJs = path.join(repoRoot, "server", "package.json");
    expect(JSON.parse(fs.readFileSync(mainJs, "utf8")).scripts.serve).toBe("node dist/server/src/main.js");
  });
});
