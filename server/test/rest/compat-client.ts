/** The original client's requests, as its axios sends them: X-Requested-With and a Bearer on every call ("Bearer null" for guests). */

export interface CompatReply {
  status: number;
  body: any;
  text: string;
  setCookie: string | null;
}

export function compatClient(baseUrl: string, token: string | null, cookie?: string) {
  const base = { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${token}` } as Record<string, string>;
  if (cookie) base.cookie = cookie;
  const parse = async (res: Response): Promise<CompatReply> => {
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, text, setCookie: res.headers.get("set-cookie") };
  };
  return {
    get: async (path: string) => parse(await fetch(`${baseUrl}/api/${path}`, { headers: base })),
    post: async (path: string, body: unknown) =>
      parse(
        await fetch(`${baseUrl}/api/${path}`, {
          method: "POST",
          headers: { ...base, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      ),
    upload: async (path: string, form: FormData) =>
      parse(await fetch(`${baseUrl}/api/${path}`, { method: "POST", headers: base, body: form })),
  };
}

export type CompatClient = ReturnType<typeof compatClient>;

/** Laravel 7's LengthAwarePaginator keys, in order (no `links`). */
export const PAGINATOR_KEYS = [
  "current_page",
  "data",
  "first_page_url",
  "from",
  "last_page",
  "last_page_url",
  "next_page_url",
  "path",
  "per_page",
  "prev_page_url",
  "to",
  "total",
];
