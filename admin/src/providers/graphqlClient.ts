import { HttpError } from "react-admin";
import type { TypedDocumentString } from "../gql/graphql";

const TOKEN_KEY = "dp.admin.token";

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** The console's language as react-admin stores it (German by default). */
export function uiLang(): string {
  return localStorage.getItem("RaStore.locale")?.replace(/"/g, "") || "de";
}

export interface GraphqlError {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string>; problems?: unknown[] };
}

const STATUS_BY_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 422 };

/** "images.0.file" → { images: [{ file }] }, as react-admin's forms name nested fields. */
export function nestFieldErrors(fields: Record<string, string>): Record<string, unknown> {
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

/** A GraphQL error as react-admin reads it: a status by its code, field errors for the form, publishing problems. */
export function toHttpError(error: GraphqlError): HttpError {
  const code = error.extensions?.code;
  const status = (code && STATUS_BY_CODE[code]) || 400;
  return new HttpError(error.message, status, {
    errors: nestFieldErrors(error.extensions?.fields ?? {}),
    problems: error.extensions?.problems,
    code,
  });
}

function headers(): Record<string, string> {
  const token = tokenStore.get();
  return { "accept-language": uiLang(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** One typed GraphQL operation with the admin's bearer token; errors become react-admin HttpErrors. */
export async function gql<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const res = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers() },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const body = (await res.json()) as { data?: Result; errors?: GraphqlError[] };
  if (body.errors?.length) throw toHttpError(body.errors[0]);
  if (!body.data) throw new HttpError(res.statusText || "No data", res.status);
  return body.data;
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
  const res = await fetch(`/media/upload?kind=${kind}`, { method: "POST", headers: headers(), body: form });
  const body = (await res.json()) as Partial<Uploaded> & { message?: string };
  if (!res.ok) throw new Error(body.message ?? "Upload failed");
  return body as Uploaded;
}

/** An audio upload once the server is done with it: both twins when ffmpeg normalised it, else the file as uploaded. */
export interface UploadedAudio {
  key: string;
  mp3Key: string | null;
  normalised: boolean;
  loudness?: { ogg: TwinFigures; mp3: TwinFigures };
}
interface TwinFigures {
  seconds: number;
  lufs: number;
  truePeakDb: number;
}
interface AudioJobView {
  status: "processing" | "done" | "failed";
  statusUrl: string;
  key?: string;
  mp3?: { key: string };
  loudness?: { ogg: TwinFigures; mp3: TwinFigures };
  message?: string;
}

/**
 * POST /media/upload?kind=audio, then, when the server normalises it (202), GET its job every `pollMs` until the
 * Ogg and MP3 twins are stored; a refusal or a failed job throws its message (in the console's language).
 */
export async function uploadAudio(file: Blob, name: string, pollMs = 1000): Promise<UploadedAudio> {
  const form = new FormData();
  form.append("file", file, name);
  const res = await fetch(`/media/upload?kind=audio`, { method: "POST", headers: headers(), body: form });
  const body = (await res.json()) as (Uploaded & { normalised?: boolean }) & Partial<AudioJobView> & { message?: string };
  if (!res.ok) throw new Error(body.message ?? "Upload failed");
  if (res.status !== 202) return { key: body.key, mp3Key: null, normalised: false };
  let job = body as AudioJobView;
  while (job.status === "processing") {
    await new Promise((r) => setTimeout(r, pollMs));
    const poll = await fetch(job.statusUrl, { headers: headers() });
    const next = (await poll.json()) as AudioJobView & { message?: string };
    if (!poll.ok) throw new Error(next.message ?? "Upload failed");
    job = next;
  }
  if (job.status === "failed" || !job.key || !job.mp3) throw new Error(job.message ?? "Upload failed");
  return { key: job.key, mp3Key: job.mp3.key, normalised: true, loudness: job.loudness };
}
