import dns from "node:dns";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { FieldErrors } from "../../common/errors";
import { integrationMessages as M } from "./integrations.messages";

export const MAX_URL_LENGTH = 2000;

/** Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_TARGETS: loopback, private, link-local, reserved. */
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  PRIVATE.addSubnet(address, prefix, "ipv6");

/** Whether an IP address is loopback, private, link-local or otherwise not a public host (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  const family = net.isIP(address);
  if (!family) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The URL's host as an address literal (brackets of IPv6 removed), or null for a name. */
function literalHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return net.isIP(host) ? host : null;
}

/**
 * A webhook URL as it is stored, or BAD_USER_INPUT on `url`: http(s) only, no credentials in it, and (unless private
 * targets are allowed) a host whose every address is public. A name that does not resolve now is accepted: every
 * delivery checks the addresses again (publicLookup), so a name that later points inside is refused then.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const errors = new FieldErrors();
  const url = raw.trim().length <= MAX_URL_LENGTH ? URL.parse(raw.trim()) : null;
  if (!url || !url.hostname) errors.add("url", M.urlInvalid);
  else if (url.protocol !== "http:" && url.protocol !== "https:") errors.add("url", M.urlScheme);
  else if (url.username || url.password) errors.add("url", M.urlCredentials);
  else if (!allowPrivate && (await pointsInside(url))) errors.add("url", M.urlPrivate, { reason: "PRIVATE_TARGET" });
  errors.throwIfAny();
  url!.hash = "";
  return url!.toString();
}

async function pointsInside(url: URL): Promise<boolean> {
  const literal = literalHost(url);
  if (literal) return isPrivateAddress(literal);
  if (/^localhost\.?$/i.test(url.hostname) || /\.localhost\.?$/i.test(url.hostname)) return true;
  try {
    const found = await dns.promises.lookup(url.hostname, { all: true, verbatim: true });
    return found.some((a) => isPrivateAddress(a.address));
  } catch {
    return false;
  }
}

/** The refusal of a delivery to a private address (the message is the delivery log's). */
export class PrivateTargetError extends Error {
  constructor(host: string) {
    super(`refused: ${host} resolves to a private or loopback address`);
  }
}

/** Whether a delivery to this URL's literal address is refused before any connection. */
export function refusedLiteral(url: URL, allowPrivate: boolean): boolean {
  const literal = literalHost(url);
  return !allowPrivate && literal !== null && isPrivateAddress(literal);
}

/** A `lookup` for http.request that refuses names resolving to private addresses (checked at connection time). */
export function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address)))
        return callback(new PrivateTargetError(hostname), "", 0);
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
