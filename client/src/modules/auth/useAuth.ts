import { useCallback, useSyncExternalStore } from "react";
import { useNavigate } from "react-router-dom";
import { apolloClient } from "../../app/apollo";
import { session, type Session } from "../../app/session";
import { LogoutMutation, StartGuestSessionMutation } from "./documents";

export interface Auth {
  session: Session;
  /** A registered learner holds the token (a guest token does not count). */
  loggedIn: boolean;
  logout(): Promise<void>;
}

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}

/** Stores the token of a successful sign-in and refetches what depends on who is asking. */
export async function signIn(payload: { token: string; user: { id: string; isGuest: boolean } }): Promise<void> {
  session.signIn(payload.token, payload.user.id, payload.user.isGuest);
  await apolloClient.resetStore().catch(() => undefined);
}

/** A visitor without a token first gets a guest token: the server keeps their work, and it moves to the account they make. */
export async function ensureSession(): Promise<void> {
  if (session.token()) return;
  const { data } = await apolloClient.mutate({ mutation: StartGuestSessionMutation });
  if (!data) throw new Error("startGuestSession answered no session");
  await signIn(data.startGuestSession);
}

export function useAuth(): Auth {
  const current = useSession();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    try {
      await apolloClient.mutate({ mutation: LogoutMutation });
    } catch {
      /* the token is dropped locally whatever the server says */
    }
    session.clear();
    await apolloClient.clearStore();
    navigate("/");
  }, [navigate]);
  return { session: current, loggedIn: !!current.token && !current.guest, logout };
}
