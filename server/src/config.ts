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
  /** How long each start-up step (connect, migrations, seed, admin) waits for a database that went away (s; 0: not at all). */
  DB_START_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // accounts (server/src/modules/users)
  JWT_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  CLIENT_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  /** REST compatibility calls per minute and client address (the original API allowed 60). */
  API_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Recording uploads (POST /media/recordings) per account in 10 minutes (default 30). */
  RECORDING_UPLOAD_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Recording uploads per client address in 10 minutes (default 200: a classroom behind one address). */
  RECORDING_UPLOAD_LIMIT_IP: z.coerce.number().int().min(1).optional(),
  /** Total megabytes of recordings a registered account may keep. */
  RECORDING_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Total megabytes of recordings a guest may keep. */
  RECORDING_QUOTA_GUEST_MB: z.coerce.number().positive().default(20),
  /** Hours after its upload when a take no answer names (and no open attempt of its owner asks for) is swept. */
  RECORDING_SWEEP_GRACE_HOURS: z.coerce.number().positive().default(24),
  /** Days after its upload when a take no answer names, for a task of an attempt still open, is swept. */
  RECORDING_SWEEP_OPEN_ATTEMPT_DAYS: z.coerce.number().positive().default(7),
  /** Minutes between two sweeps of unnamed takes (each server process sweeps). */
  RECORDING_SWEEP_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
  /** Minutes between two sweeps for course mails: new assignments, reminders, the daily digest (each process sweeps). */
  COURSE_MAIL_SWEEP_INTERVAL_MINUTES: z.coerce.number().positive().default(10),
  /** How often scores of LTI assignments are sent to the platforms (and failed posts retried); 0: never (tests). */
  LTI_SCORE_SWEEP_SECONDS: z.coerce.number().min(0).default(20),
  /** Where contact-us messages go. */
  CONTACT_EMAIL: z.string().email().optional(),
  MAIL_FROM: z.string().default("Deutschprüfung <no-reply@localhost>"),
  /** Account mails (confirmation, reset, alerts, contact) tried again after an SMTP failure, with exponential backoff. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** The first retry's delay (s); each next one about twice as late, at most one hour. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  GOOGLE_CALLBACK_URL: z.string().url().optional(),
  /** Keys and issuers that Google ID tokens (POST /api/google-login) are checked against. */
  GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z.string().default("https://accounts.google.com,accounts.google.com"),
  /** The ffmpeg that normalises admin audio uploads into Ogg and MP3 twins; without one they are stored as uploaded. */
  FFMPEG_PATH: z.string().default("ffmpeg"),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().default("dp"),
  /** How long a replica trusts its cached sign-in state of a user when no change notice arrives (ms). */
  PRINCIPAL_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long a replica keeps published exam content when no change notice arrives (ms; 0: not cached). */
  EXAM_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  AUTH_LIMIT_LOGIN_IP: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_LOGIN_IP_ACCOUNT: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_LOGIN_ALERT: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_REGISTER_IP: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_REGISTER_ACCOUNT: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_RESET_IP: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_RESET_ACCOUNT: z.coerce.number().int().min(1).optional(),
  AUTH_LIMIT_GUEST_IP: z.coerce.number().int().min(1).optional(),
  NODE_ENV: z.string().optional(),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (comma-separated addresses, CIDR ranges, or
   * loopback / linklocal / uniquelocal). None by default: the client is the socket's peer.
   */
  TRUSTED_PROXIES: z.string().default(""),
  // GraphQL limits (see README, Security)
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(14),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(20),
  /** The operation's cost with every list multiplied by its expected size (graphql/cost.ts). */
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(100_000),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(50),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(3_000),
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** /graphql requests per minute and client address without a valid token (default 600). */
  GRAPHQL_RATE_LIMIT_ANONYMOUS: z.coerce.number().int().min(1).optional(),
  /** /graphql requests per minute and account with a token: guests, learners, the console (default 600). */
  GRAPHQL_RATE_LIMIT_SIGNED_IN: z.coerce.number().int().min(1).optional(),
  /** /graphql requests per minute and personal access token (integrators' scripts; default 600). */
  GRAPHQL_RATE_LIMIT_TOKEN: z.coerce.number().int().min(1).optional(),
  // signed webhooks (server/src/modules/integrations)
  /** Webhook URLs on private, loopback or link-local addresses; default: refused with NODE_ENV=production, allowed otherwise. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(["true", "false", "1", "0"]).optional(),
  /** How long one delivery waits for the receiver's answer (ms). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Deliveries retried after a failure (a 2xx answer is success), with exponential backoff. */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** The first retry's delay (s); each next one doubles it (pg-boss's retryBackoff). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often an idle delivery worker asks the queue for work (s). */
  WEBHOOK_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // object storage (server/src/modules/storage): uploads in an S3-compatible bucket when S3_BUCKET is set
  /** The bucket for uploaded media (images, photos, exam audio, recordings); unset: the local folder DATA_DIR/media. */
  S3_BUCKET: z.string().min(3).optional(),
  /** The service's address for anything but AWS S3 (MinIO, Garage, Ceph, Cloudflare R2), e.g. http://minio:9000. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name; default: on with S3_ENDPOINT (MinIO, Garage), off for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).optional(),
  /** A folder of the bucket for this installation's objects (several installations in one bucket). */
  S3_PREFIX: z.string().optional(),
  /**
   * Recordings: 0 (default) streams them through the authorising route; n > 0 redirects an authorised request to a
   * link of the bucket signed for n seconds (the bucket's origin must then be allowed as a media source).
   */
  S3_PRESIGN_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  // the background job queue (server/src/modules/jobs): audio normalisation of console uploads
  /** Retries of a normalisation run that failed unexpectedly (a refusal of the file is not retried). */
  AUDIO_JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  /** The first retry's delay (s); each next one about twice as late. */
  AUDIO_JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** A run still going after this long is taken for dead (its process crashed) and run again by any process (s). */
  AUDIO_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  /** Introspection and field suggestions; default: on except with NODE_ENV=production. */
  GRAPHQL_INTROSPECTION: z.enum(["true", "false", "1", "0"]).optional(),
});

/** Secrets that were ever published (an old compose default, documentation examples): refused wherever configured. */
const PUBLISHED_SECRETS = new Set([
  "change-me-to-a-long-random-secret-of-48-chars",
  "change-me",
  "changeme",
  "secret",
  "your-secret-key",
  "jwt-secret",
]);

/** Why a JWT signing secret is unfit (too short, published, or not random), or null when it is fit. */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < 32) return "must be at least 32 characters";
  const lower = secret.toLowerCase();
  if (PUBLISHED_SECRETS.has(lower) || /change-?me|example|default|placeholder/.test(lower)) return "is a published example";
  if (new Set(secret).size < 12) return "is not random (too few distinct characters)";
  return null;
}

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  contentDir: string;
  repoRoot: string;
  publicUrl: string;
  /** Where the learner client runs (links in mails, Google redirect); PUBLIC_URL by default. */
  clientUrl: string;
  production: boolean;
  /** Express's "trust proxy" value from TRUSTED_PROXIES (false: trust none). */
  trustProxy: string[] | false;
  /** GraphQL introspection and field suggestions. */
  introspection: boolean;
  /** Webhook URLs may name private, loopback and link-local addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  webhookPrivateTargets: boolean;
};

function trustedProxies(value: string): string[] | false {
  const list = value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/** Every environment variable, parsed and validated in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === "production";
  const weak = c.JWT_SECRET ? weakSecretReason(c.JWT_SECRET) : null;
  if (weak) throw new Error(`Invalid configuration: JWT_SECRET ${weak}; generate one with: openssl rand -base64 48`);
  // Outside production a secret is generated once into DATA_DIR (npm start works without configuration).
  if (production && !c.JWT_SECRET)
    throw new Error("Invalid configuration: JWT_SECRET is required with NODE_ENV=production (openssl rand -base64 48)");
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, "");
  return {
    ...c,
    repoRoot,
    dataDir: path.resolve(c.DATA_DIR),
    contentDir: path.resolve(c.CONTENT_DIR ?? path.join(repoRoot, "content")),
    publicUrl,
    clientUrl: (c.CLIENT_URL ?? publicUrl).replace(/\/$/, ""),
    production,
    trustProxy: trustedProxies(c.TRUSTED_PROXIES),
    introspection: c.GRAPHQL_INTROSPECTION ? ["true", "1"].includes(c.GRAPHQL_INTROSPECTION) : c.NODE_ENV !== "production",
    webhookPrivateTargets: c.WEBHOOK_ALLOW_PRIVATE_TARGETS
      ? ["true", "1"].includes(c.WEBHOOK_ALLOW_PRIVATE_TARGETS)
      : !production,
  };
}
