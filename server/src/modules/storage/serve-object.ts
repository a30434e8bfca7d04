import type { Request, Response } from "express";
import rangeParser from "range-parser";
import type { S3Store } from "./s3-store";

export interface ServeOptions {
  /** The type sent (a recording's row knows it); else the object's own. */
  contentType?: string;
  cacheControl: string;
}

/**
 * Sends an object of the bucket as express.static sends a file: 200 with its length, or 206 with Content-Range for one
 * byte range (audio seeks), 416 with the length for a range beyond it, 304 for a tag or date the client already has;
 * ETag, Last-Modified and Cache-Control on every answer. The body is piped from the bucket, never held in memory.
 * Answers false (nothing sent) when there is no such object.
 */
export async function serveObject(
  req: Request,
  res: Response,
  store: S3Store,
  key: string,
  opts: ServeOptions,
): Promise<boolean> {
  const info = await store.stat(key);
  if (!info) return false;
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Cache-Control", opts.cacheControl);
  if (info.etag) res.setHeader("ETag", info.etag);
  if (info.lastModified) res.setHeader("Last-Modified", info.lastModified.toUTCString());
  res.setHeader("Content-Type", opts.contentType ?? info.contentType ?? "application/octet-stream");
  if (notModified(req, info.etag, info.lastModified)) {
    res.status(304).end();
    return true;
  }
  let range: { start: number; end: number } | undefined;
  const header = req.headers.range;
  if (header && info.size > 0) {
    const parsed = rangeParser(info.size, header, { combine: true });
    if (parsed === -1) {
      res.status(416).setHeader("Content-Range", `bytes */${info.size}`).end();
      return true;
    }
    // one range is served as asked; several (or a malformed header) get the whole object, as express.static does
    if (Array.isArray(parsed) && parsed.type === "bytes" && parsed.length === 1) range = parsed[0];
  }
  const length = range ? range.end - range.start + 1 : info.size;
  res.status(range ? 206 : 200).setHeader("Content-Length", String(length));
  if (range) res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
  if (req.method === "HEAD" || length === 0) {
    res.end();
    return true;
  }
  const body = await store.read(key, range ?? { start: 0, end: info.size - 1 });
  if (!body) {
    res.status(404).end();
    return true;
  }
  body.on("error", () => res.destroy());
  res.on("close", () => body.destroy());
  body.pipe(res);
  return true;
}

/** As express.static decides (the `fresh` rules): a request that says Cache-Control: no-cache always gets the bytes. */
function notModified(req: Request, etag: string | null, lastModified: Date | null): boolean {
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers["cache-control"] ?? "")) return false;
  const noneMatch = req.headers["if-none-match"];
  if (noneMatch) return !!etag && noneMatch.split(",").some((t) => t.trim() === etag || t.trim() === "*");
  const since = req.headers["if-modified-since"];
  if (since && lastModified) return Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000);
  return false;
}
