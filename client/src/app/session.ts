/**
 * The bearer token and who holds it, kept in localStorage (userToken, userIdNumber) as the
 * original product did. A guest token (from startGuestSession) is marked so that the interface
 * treats its holder as logged out while the server still knows their attempts.
 */
export interface Session {
  token: string | null;
  userId: string | null;
  guest: boolean;
}

const TOKEN_KEY = "userToken";
const ID_KEY = "userIdNumber";
const GUEST_KEY = "userIsGuest";

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    return {
      token,
      userId: token ? localStorage.getItem(ID_KEY) : null,
      guest: !!token && localStorage.getItem(GUEST_KEY) === "1",
    };
  } catch {
    return { token: null, userId: null, guest: false };
  }
}

let current: Session = read();
const listeners = new Set<() => void>();

function write(next: Session): void {
  current = next;
  try {
    if (next.token) {
      localStorage.setItem(TOKEN_KEY, next.token);
      localStorage.setItem(ID_KEY, next.userId ?? "0");
      if (next.guest) localStorage.setItem(GUEST_KEY, "1");
      else localStorage.removeItem(GUEST_KEY);
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(ID_KEY);
      localStorage.removeItem(GUEST_KEY);
    }
  } catch {
    /* storage unavailable: the session lasts for this page only */
  }
  listeners.forEach((l) => l());
}

export const session = {
  get: (): Session => current,
  token: (): string | null => current.token,
  isLoggedIn: (): boolean => !!current.token && !current.guest,
  signIn(token: string, userId: string, guest = false): void {
    write({ token, userId, guest });
  },
  clear(): void {
    write({ token: null, userId: null, guest: false });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logged in or out.
window.addEventListener("storage", (e) => {
  if (e.key === TOKEN_KEY || e.key === GUEST_KEY || e.key === null) {
    current = read();
    listeners.forEach((l) => l());
  }
});
