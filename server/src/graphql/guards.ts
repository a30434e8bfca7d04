import { AppError } from "../common/errors";
import { commonMessages, translate } from "../common/i18n";
import type { Context, Principal } from "./context";

/** Any signed-in principal, guests included. */
export function requirePrincipal(ctx: Context): Principal {
  if (!ctx.principal) throw new AppError("UNAUTHENTICATED", translate(commonMessages.unauthenticated, ctx.lang));
  return ctx.principal;
}

/** A registered user (not a guest). */
export function requireRegistered(ctx: Context): Principal {
  const p = requirePrincipal(ctx);
  if (p.isGuest) throw new AppError("REGISTRATION_REQUIRED", translate(commonMessages.registrationRequired, ctx.lang));
  return p;
}

export function requireAdmin(ctx: Context): Principal {
  const p = requirePrincipal(ctx);
  if (!p.isAdmin) throw new AppError("FORBIDDEN", translate(commonMessages.forbidden, ctx.lang));
  return p;
}
