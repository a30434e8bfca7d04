import { useCallback, useSyncExternalStore } from "react";
import { useNavigate } from "react-router-dom";
import { apolloClient } from "../../app/apollo";
import { session, type Session } from "../../app/session";

export interface Auth {
  session: Session;
  /** A registered learner holds the token (a guest token does not count). */
  loggedIn: boolean;
  logout(): Promise<void>;
}

let logoutRequest: (() => Promise<unknown>) | null = null;

/** Lets the auth module plug in the server-side logout once the API offers it. */
export function setLogoutRequest(request: () => Promise<unknown>): void {
  logoutRequest = request;
}

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}

export function useAuth(): Auth {
  const current = useSession();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    try {
      await logoutRequest?.();
    } catch {
      /* the token is dropped locally whatever the server says */
    }
    session.clear();
    await apolloClient.clearStore();
    navigate("/");
  }, [navigate]);
  return { session: current, loggedIn: !!current.token && !current.guest, logout };
}
