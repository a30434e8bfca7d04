import express, { type Router } from "express";
import { isPrivateKey, safeKey } from "../storage/blob-store";
import { S3Store } from "../storage/s3-store";
import { serveObject } from "../storage/serve-object";
import type { MediaService } from "./media.service";

/**
 * GET /media/{key}: serves public uploads (DATA_DIR/media) and seeded media with correct types and byte ranges (audio
 * can seek). Private files (recordings, audio originals) are not under either folder (DATA_DIR/private-media), so no
 * spelling of a path (%2f, %2e, ./, //, double encoding, case, backslash) reaches them here; only their authorising
 * routes serve them. With a bucket (S3_BUCKET) public uploads are read from it through this route, with the same
 * ranges, tags and caching; the bucket itself stays private (see the README's operator section for why).
 */
export function mediaRouter(media: MediaService): Router {
  const router = express.Router();
  const options = {
    fallthrough: true,
    index: false as const,
    maxAge: "1d",
    dotfiles: "deny" as const,
    setHeaders(res: express.Response, file: string) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (file.endsWith(".svg"))
        res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  };
  // learners' recordings are never public: GET /media/recordings/{id} (mounted before) serves them to their readers
  router.use("/recordings", (_req, res) => {
    res.status(404).json({ error: "NOT_FOUND", message: "No such media file." });
  });
  if (media.store instanceof S3Store) {
    // seeded content first (it ships with the code, on every replica's disk), then the bucket's public uploads
    router.use(express.static(media.contentMediaDir, options));
    router.use(bucketMedia(media.store));
  } else {
    router.use(express.static(media.uploadDir, options));
    router.use(express.static(media.contentMediaDir, options));
  }
  router.use((_req, res) => {
    res.status(404).json({ error: "NOT_FOUND", message: "No such media file." });
  });
  return router;
}

/** GET/HEAD of a public upload in the bucket: a key that is private, malformed or absent falls through to 404. */
function bucketMedia(store: S3Store): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let key: string | null;
    try {
      key = safeKey(decodeURIComponent(req.path.replace(/^\/+/, "")));
    } catch {
      key = null;
    }
    if (!key || isPrivateKey(key) || key.split("/").some((p) => p.startsWith("."))) return next();
    const headers = (file: string) => ({
      "X-Content-Type-Options": "nosniff",
      ...(file.endsWith(".svg") ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
    });
    res.set(headers(key));
    serveObject(req, res, store, key, { cacheControl: "public, max-age=86400" })
      .then((sent) => (sent ? undefined : next()))
      .catch(next);
  };
}
