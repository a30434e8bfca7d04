import express, { type Router } from "express";
import type { MediaService } from "./media.service";

/** GET /media/{key}: serves uploads and seeded media with correct types and byte ranges (audio can seek). */
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
  // learners' recordings are never public: only the recordings route serves them, to their readers
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
