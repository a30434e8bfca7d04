import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The repository root, whether running from src (ts) or from dist (compiled). */
export const repoRoot = findRepoRoot(__dirname);

function findRepoRoot(start: string): string {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "schema.graphql")) || fs.existsSync(path.join(dir, "codegen.ts"))) return dir;
    dir = path.dirname(dir);
  }
  return path.resolve(start, "..", "..");
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CONTENT_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(8),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  contentDir: string;
  repoRoot: string;
  publicUrl: string;
};

/** Every environment variable, parsed and validated in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    ...c,
    repoRoot,
    dataDir: path.resolve(c.DATA_DIR),
    contentDir: path.resolve(c.CONTENT_DIR ?? path.join(repoRoot, "content")),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
  };
}
