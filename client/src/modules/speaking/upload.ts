import { i18next } from "../../app/i18n";
import { session } from "../../app/session";

export interface UploadedRecording {
  recordingId: string;
  url: string;
  durationSeconds: number;
}

/** A refused or failed upload: the server's message in the learner's language, and whether trying again may help. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly reason: string | null,
  ) {
    super(message);
  }
}

const EXT: Record<string, string> = { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a" };

/** POST /media/recordings with progress (XMLHttpRequest: fetch reports none for uploads). */
export function uploadRecording(
  blob: Blob,
  subQuestionId: string,
  onProgress: (fraction: number) => void,
  fallbackMessage: string,
): Promise<UploadedRecording> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("subQuestionId", subQuestionId);
    const type = blob.type.split(";")[0];
    form.append("recording", blob, `answer.${EXT[type] ?? "webm"}`);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/media/recordings");
    const token = session.token();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept-Language", i18next.language || "de");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        /* not JSON: a proxy's page */
      }
      if (xhr.status === 201) return resolve(body as unknown as UploadedRecording);
      const fields = (body.fields ?? {}) as Record<string, string>;
      const message =
        fields.recording ?? fields.subQuestionId ?? (typeof body.message === "string" ? body.message : fallbackMessage);
      // a refusal of the recording itself needs a new one; anything else (5xx, 401, a proxy) may pass on a retry
      const refused = xhr.status === 413 || xhr.status === 422;
      reject(new UploadError(message, !refused, typeof body.reason === "string" ? body.reason : null));
    };
    xhr.onerror = () => reject(new UploadError(fallbackMessage, true, null));
    xhr.ontimeout = () => reject(new UploadError(fallbackMessage, true, null));
    xhr.send(form);
  });
}

/**
 * A saved take, through the recordings route with the learner's sign-in (the file is private: served to its owner,
 * teachers and admins only). Rejects with the server's message, or the fallback, when it cannot be had.
 */
export async function fetchTake(recordingId: string, fallbackMessage: string): Promise<Blob> {
  const token = session.token();
  let res: Response;
  try {
    res = await fetch(`/media/recordings/${encodeURIComponent(recordingId)}`, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), "Accept-Language": i18next.language || "de" },
    });
  } catch {
    throw new Error(fallbackMessage);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: unknown };
    throw new Error(typeof body.message === "string" ? body.message : fallbackMessage);
  }
  return res.blob();
}
