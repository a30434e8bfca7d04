import { admin, registered, signedIn, type Principal } from "../common/principal";
import type { Context } from "./context";

/** Guards for resolvers that call no service (the rule itself lives in common/principal). */
export const requirePrincipal = (ctx: Context): Principal => signedIn(ctx.actor);
export const requireRegistered = (ctx: Context): Principal => registered(ctx.actor);
export const requireAdmin = (ctx: Context): Principal => admin(ctx.actor);
