import { AppError } from "./errors";
import { commonMessages } from "./i18n";
import type { LangCode } from "./lang";
import type { RequestLoaders } from "./request-loaders";

/** The signed-in principal (a learner, an admin or a guest); null stands for an anonymous caller. */
export interface Principal {
  userId: number;
  isGuest: boolean;
  isAdmin: boolean;
  /** Grades learners' productive answers; admins are teachers. */
  isTeacher?: boolean;
  /** The interface language of the user's profile, used when the request names none. */
  lang?: LangCode | null;
  /** Set when the caller signed in with a personal access token (modules/integrations): its id and scopes. */
  apiToken?: { id: number; scopes: readonly string[] };
}

/**
 * Who calls a service, as every edge (GraphQL resolver, REST route) hands it over: the principal or
 * null, the caller's interface language (for what a service writes to a person: mails, a new
 * account's language; errors are translated at the edges, not in services), the client's address (for
 * rate limits) and the request's DataLoaders. Every service method takes it first: `method(actor, …)`.
 */
export interface Actor {
  principal: Principal | null;
  lang: LangCode;
  ip: string;
  loaders: RequestLoaders;
}

/** Any signed-in caller, guests included; UNAUTHENTICATED otherwise. */
export function signedIn(actor: Pick<Actor, "principal">): Principal {
  if (!actor.principal) throw new AppError("UNAUTHENTICATED", commonMessages.unauthenticated);
  return actor.principal;
}

/** A registered user (not a guest): a guest is asked to register. */
export function registered(actor: Pick<Actor, "principal">): Principal {
  const p = signedIn(actor);
  if (p.isGuest) throw new AppError("REGISTRATION_REQUIRED", commonMessages.registrationRequired);
  return p;
}

/** An admin; FORBIDDEN for anyone else. */
export function admin(actor: Pick<Actor, "principal">): Principal {
  const p = signedIn(actor);
  if (!p.isAdmin) throw new AppError("FORBIDDEN", commonMessages.forbidden);
  return p;
}

/** A teacher or an admin (admins are teachers); FORBIDDEN for anyone else. */
export function teacher(actor: Pick<Actor, "principal">): Principal {
  const p = signedIn(actor);
  if (!p.isAdmin && !p.isTeacher) throw new AppError("FORBIDDEN", commonMessages.forbidden);
  return p;
}
