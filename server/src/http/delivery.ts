/**
 * How the front ends and the API replies leave the server: a built single-page app with its precompressed brotli and
 * gzip twins (made by the front ends' builds) chosen by Accept-Encoding, hashed assets cached for good, HTML
 * revalidated on every visit; API replies above 1 KB compressed on the fly.
 */
import compression from "compression";
import type express from "express";
import type { Express, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";

/** Vite's content-hashed output: a changed file gets a new name, so a copy may be kept for a year without asking. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML names the hashed files of the current build: every visit asks whether it changed (a 304 when not). */
export const REVALIDATE = "no-cache";
/**
 * The service worker and the web-app manifest keep their names from build to build: like HTML they are revalidated on
 * every visit, so a new build's worker is found at once (and waits until no exam of the old one is open).
 */
const UNHASHED_ENTRY_POINTS = new Set(["sw.js", "manifest.webmanifest"]);
/** Anything else a build ships under a fixed name (the app's icons): an hour, as before. */
const SHORT = "public, max-age=3600";

/** Only these replies are compressed on the fly; media keep their byte ranges and the built files their twins. */
const COMPRESSED_PATHS = /^\/(graphql|api|auth|healthz)([/?]|$)/;

/**
 * gzip (or deflate) for API replies over 1 KB that the client accepts compressed. The reply's own headers stay
 * (the REST layer's ETag among them); a request for a byte range is never compressed.
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    // decided when the reply starts, inside a mounted router (req.path is relative there): the whole URL
    filter: (req, res) => COMPRESSED_PATHS.test(req.originalUrl) && !req.headers.range && compression.filter(req, res),
  });
}

/** Serves a built single-page app under `base` with a fallback to its index.html for client routes. */
export function serveSpa(app: Express, base: string, dir: string): void {
  const index = path.join(dir, "index.html");
  if (!fs.existsSync(index)) return;
  const prefix = base === "/" ? "" : base;
  const files = expressStaticGzip(dir, {
    index: false,
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    serveStatic: { index: false, setHeaders: cacheHeaders(dir) },
  });
  app.use(base, files);
  app.get(`${prefix}/{*splat}`, (req, res, next) => spaIndex(req, res, next, files));
  if (prefix) app.get(prefix, (req, res, next) => spaIndex(req, res, next, files));
}

/** A client route: the app's index.html (compressed as its twins allow), whatever the path. */
function spaIndex(req: express.Request, res: express.Response, next: express.NextFunction, files: RequestHandler): void {
  if (/^\/(graphql|api|auth|media)(\/|$)/.test(req.path) || !req.accepts("html")) return next();
  const url = req.url;
  req.url = "/index.html";
  void files(req, res, (err?: unknown) => {
    req.url = url;
    next(err);
  });
}

function cacheHeaders(dir: string): (res: http.ServerResponse, file: string) => void {
  const assets = path.join(dir, "assets") + path.sep;
  return (res, file) => {
    const plain = file.replace(/\.(br|gz)$/, "");
    if (plain.endsWith(".html") || UNHASHED_ENTRY_POINTS.has(path.relative(dir, plain)))
      res.setHeader("Cache-Control", REVALIDATE);
    else if (file.startsWith(assets)) res.setHeader("Cache-Control", IMMUTABLE);
    else res.setHeader("Cache-Control", SHORT);
  };
}
