import crypto from "node:crypto";
import http from "node:http";
import https from "node:https";
import { publicLookup, refusedLiteral, PrivateTargetError } from "./webhook-url";

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of the raw body with the webhook's secret. */
export function signatureOf(secret: string, body: string): string {
  return "sha256=" + crypto.createHmac("sha256", secret).update(body, "utf8").digest("hex");
}

/**
 * POSTs one signed delivery and reports the outcome (never throws): a 2xx answer within the timeout is success;
 * another status, a timeout, a refused connection or a private address (unless allowed) is a failure to retry.
 * The answer's body is read and dropped (at most 64 KiB are waited for).
 */
export function sendDelivery(
  target: { url: string; secret: string },
  delivery: { id: string; event: string; body: string },
  opts: { timeoutMs: number; allowPrivate: boolean; signal: AbortSignal },
): Promise<SendResult> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return Promise.resolve({ ok: false, status: null, error: "invalid URL" });
  }
  if (refusedLiteral(url, opts.allowPrivate))
    return Promise.resolve({ ok: false, status: null, error: new PrivateTargetError(url.hostname).message });
  const body = Buffer.from(delivery.body, "utf8");
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(
      url,
      {
        method: "POST",
        lookup: publicLookup(opts.allowPrivate),
        signal: opts.signal,
        headers: {
          "content-type": "application/json",
          "content-length": String(body.length),
          "user-agent": "Deutschpruefung-Webhooks/1",
          "x-webhook-event": delivery.event,
          "x-webhook-delivery": delivery.id,
          "x-signature": signatureOf(target.secret, delivery.body),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) res.destroy();
        });
        const finish = () =>
          done({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
        res.on("end", finish);
        res.on("close", finish);
        res.on("error", finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ ok: false, status: null, error: `no answer within ${opts.timeoutMs} ms` });
    }, opts.timeoutMs);
    req.on("error", (err: Error) => done({ ok: false, status: null, error: err.message.slice(0, 500) }));
    req.end(body);
  });
}
