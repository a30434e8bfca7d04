/**
 * Security headers of every response (helmet, configured): a Content-Security-Policy per front end,
 * framing refused, no MIME sniffing, no referrer, a Permissions-Policy that grants the microphone to
 * the product's own origin only, and HSTS when the public address is https.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { RequestHandler } from "express";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** The built index.html whose inline scripts are allowed by hash (the client's language bootstrap). */
  indexHtml?: string;
  /**
   * Whether inline <style> elements are allowed. The console needs it: MUI's emotion inserts <style>
   * elements at run time, and a nonce would need a per-request index.html. Scripts never are.
   */
  inlineStyles?: boolean;
  /**
   * Origins that may frame the pages (the registered LTI platforms: a launch opens the client in their iframe), read on
   * every response; none: framing refused.
   */
  frameAncestors?: () => string[];
}

/**
 * Features the product never uses; the microphone is granted to its own origin (speaking tasks). Only features the
 * browsers know are named: Chromium logs "Unrecognized feature" on every page for any other (Web Bluetooth, for one,
 * is not a Permissions-Policy feature there), so the list holds no names a browser cannot enforce.
 */
export const PERMISSIONS_POLICY = [
  "microphone=(self)",
  "camera=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "idle-detection=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

/** 'sha256-…' sources of the inline <script> elements of an HTML file (none when it does not exist). */
export function inlineScriptHashes(file: string | undefined): string[] {
  if (!file || !fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, "utf8");
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? "";
    if (body.trim()) hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function securityHeaders(opts: SecurityHeaderOptions): RequestHandler {
  const https = opts.publicUrl.startsWith("https:");
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  const h = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...inlineScriptHashes(opts.indexHtml)],
        "script-src-attr": ["'none'"],
        "style-src": opts.inlineStyles ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": [() => frameAncestors(opts)],
        "frame-src": ["'none'"],
        "worker-src": ["'self'", "blob:"],
        "manifest-src": ["'self'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    // Media and level images are public and the original client loads them from its own origin.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: "none" },
    xPoweredBy: true,
  });
  return (req, res, next) =>
    permissions(req, res, () =>
      h(req, res, (err?: unknown) => {
        // frame-ancestors names who may frame; X-Frame-Options (DENY) cannot, so it goes when platforms may
        if (opts.frameAncestors?.().length) res.removeHeader("X-Frame-Options");
        next(err);
      }),
    );
}

function frameAncestors(opts: SecurityHeaderOptions): string {
  const origins = opts.frameAncestors?.() ?? [];
  return origins.length ? ["'self'", ...origins].join(" ") : "'none'";
}
