import express, { type Router } from "express";
import type { MediaService } from "./media.service";

/**
 * GET /media/{key}: serves public uploads (DATA_DIR/media) and seeded media with correct types and byte ranges (audio
 * can seek). Private files (recordings, audio originals) are not under either folder (DATA_DIR/private-media), so no
 * spelling of a path (%2f, %2e, ./, //, double encoding, case, backslash) reaches them here; only their authorising
 * routes serve them.
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
  router.use(express.static(media.uploadDir, options));
  router.use(express.static(media.contentMediaDir, options));
  router.use((_req, res) => {
    res.status(404).json({ error: "NOT_FOUND", message: "No such media file." });
  });
  return router;
}
