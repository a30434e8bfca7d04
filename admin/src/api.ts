import { HttpError } from "react-admin";

const TOKEN_KEY = "dp.admin.token";

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export function uiLang(): string {
  return localStorage.getItem("RaStore.locale")?.replace(/"/g, "") || "de";
}

interface GqlError {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string>; problems?: unknown[] };
}

/** One GraphQL call with the admin's bearer token; errors become react-admin HttpErrors (field errors included). */
export async function gql<T = unknown>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = tokenStore.get();
  const res = await fetch("/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "accept-language": uiLang(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: GqlError[] };
  if (body.errors?.length) {
    const e = body.errors[0];
    const code = e.extensions?.code;
    const status =
      code === "UNAUTHENTICATED"
        ? 401
        : code === "FORBIDDEN"
          ? 403
          : code === "NOT_FOUND"
            ? 404
            : code === "BAD_USER_INPUT"
              ? 422
              : 400;
    throw new HttpError(e.message, status, { errors: nest(e.extensions?.fields ?? {}), problems: e.extensions?.problems, code });
  }
  return body.data as T;
}

/** "images.0.file" → { images: [{ file }] }, as react-admin's forms name nested fields. */
function nest(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, msg] of Object.entries(fields)) {
    const parts = path.split(".");
    let cur = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) cur[p] = msg;
      // an array is indexed by its numeric keys here, like an object
      else cur = (cur[p] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

export interface Uploaded {
  key: string;
  url: string;
  contentType: string;
}

/** POST /media/upload: the server recognises the type from the bytes and answers the media key. */
export async function uploadFile(file: File, kind: "audio" | "image"): Promise<Uploaded> {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch(`/media/upload?kind=${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokenStore.get() ?? ""}`, "accept-language": uiLang() },
    body: form,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(body.message ?? "Upload failed");
  return body as Uploaded;
}
