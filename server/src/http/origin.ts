import type { Request } from "express";

/** A host as a browser sends it: a name or an address, with an optional port; nothing that could change a URL's shape. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/iu;

/**
 * The origin the caller reached this server at: the request's own scheme and Host, so that a link works under whatever
 * address the client used (localhost, 127.0.0.1, another computer of a classroom). X-Forwarded-Proto and
 * X-Forwarded-Host count only from a proxy named in TRUSTED_PROXIES (Express's "trust proxy"); a Host that is not a
 * plain host name or address falls back to PUBLIC_URL.
 */
export function requestOrigin(req: Request, fallback: string): string {
  const host = req.host;
  const protocol = req.protocol === "https" ? "https" : "http";
  return host && HOST.test(host) ? `${protocol}://${host}` : fallback;
}

/**
 * Makes the server's relative links (`/media/...`) absolute on the caller's origin, for the REST compatibility layer:
 * the original client runs on another origin and puts these URLs straight into `<img>` and `<audio>`.
 */
export function absoluteOn(req: Request, fallback: string): (url: string | null | undefined) => string | null {
  const origin = requestOrigin(req, fallback);
  return (url) => (!url ? null : url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url);
}
