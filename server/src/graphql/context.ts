import type { Request } from "express";
import type { ContainerType } from "type-graphql";
import type { LangCode } from "../common/lang";
import type { Actor, Principal } from "../common/principal";

/**
 * The GraphQL context of one request. Resolvers take their services by constructor (the container
 * hands out the instances the application built) and the caller from `actor`.
 */
export interface Context {
  req: Request;
  /** The reply language: Accept-Language, else the profile's language, else German. */
  lang: LangCode;
  actor: Actor;
  /** Resolves a resolver class to the application's instance of it. */
  container: ContainerType;
}

/** The signed-in principal of the request, or null. */
export function principalOf(ctx: Context): Principal | null {
  return ctx.actor.principal;
}
