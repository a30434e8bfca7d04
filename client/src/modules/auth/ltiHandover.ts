/**
 * The hand-over after a launch from a learning platform (LTI): the server redirects to /{lang}/lti/signin#code=…&next=…
 * with a one-time code in the fragment (never sent to a server, no third-party cookie), so it works inside the
 * platform's iframe as in a new window. The code is exchanged for the normal session token (exchangeLoginCode).
 */
export interface LtiHandover {
  code: string | null;
  /** Where to go once signed in: a path of this app only. */
  next: string;
}

export function readHandover(hash: string, search: string): LtiHandover {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ""));
  const fromSearch = new URLSearchParams(search);
  const code = fromHash.get("code") ?? fromSearch.get("code");
  return { code: code || null, next: localPath(fromHash.get("next") ?? fromSearch.get("next")) };
}

/** A same-app path ("/en/exam/3?assignment=5"), or "/" for anything else (another origin, "//host", a scheme). */
export function localPath(next: string | null): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return "/";
  return next;
}
