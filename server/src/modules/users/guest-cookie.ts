import type { Request, Response } from "express";
import type { Principal } from "../../common/principal";
import type { CompatRequest } from "../../http/compat";
import type { AccountService } from "./account.service";
import type { TokenService } from "./token.service";

const GUEST_COOKIE = "dp_guest";

function guestCookie(req: Request): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === GUEST_COOKIE) return decodeURIComponent(v.join("="));
  }
  return null;
}

export interface GuestSessions {
  tokens: TokenService;
  accounts: AccountService;
}

/**
 * The caller of a REST call that records work: the bearer's principal, or — for the original
 * client's guests, who send "Bearer null" — a guest of their own, kept in an HTTP-only cookie
 * (the original pooled every guest under user 0). With `create`, a first-time guest gets one.
 */
export async function workingPrincipal(
  s: GuestSessions,
  req: CompatRequest,
  res: Response,
  create: boolean,
): Promise<Principal | null> {
  if (req.actor.principal) return req.actor.principal;
  const cookie = guestCookie(req);
  if (cookie) {
    const guest = await s.tokens.principalFrom(`Bearer ${cookie}`);
    if (guest?.isGuest) return guest;
  }
  if (!create) return null;
  const { token, user } = await s.accounts.startGuestSession(req.actor);
  // Secure whenever the request came over https (directly, or through a trusted proxy saying so).
  res.cookie(GUEST_COOKIE, token, {
    httpOnly: true,
    secure: req.secure,
    sameSite: "lax",
    path: "/api",
    maxAge: 30 * 24 * 3600 * 1000,
  });
  return { userId: user.id, isGuest: true, isAdmin: false };
}
