// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "react-admin";
import { MeDocument } from "./authProvider";
import { gql, nestFieldErrors, toHttpError, tokenStore, uploadFile } from "./graphqlClient";

/** Answers every fetch with one JSON body and keeps the requests. */
function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("error mapping", () => {
  it("gives each error code the status react-admin acts on", () => {
    const status = (code?: string) => toHttpError({ message: "m", extensions: { code } }).status;
    expect([status("UNAUTHENTICATED"), status("FORBIDDEN"), status("NOT_FOUND"), status("BAD_USER_INPUT")]).toEqual([
      401, 403, 404, 422,
    ]);
    expect(status("INTERNAL_SERVER_ERROR")).toBe(400);
    expect(status(undefined)).toBe(400);
  });

  it("nests field errors as the form names its fields, arrays by index", () => {
    expect(nestFieldErrors({ name: "Pflichtfeld", "images.1.file": "Bild fehlt", "notes.de": "zu lang" })).toEqual({
      name: "Pflichtfeld",
      images: [undefined, { file: "Bild fehlt" }],
      notes: { de: "zu lang" },
    });
  });

  it("keeps the publishing problems and the code in the error's body", () => {
    const problems = [{ resource: "exams", id: 1, message: "Die Prüfung hat keine Teile.", link: "/exams/1/show" }];
    const error = toHttpError({ message: "Nicht veröffentlichbar", extensions: { code: "BAD_USER_INPUT", problems } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe("Nicht veröffentlichbar");
    expect(error.body).toEqual({ errors: {}, problems, code: "BAD_USER_INPUT" });
  });
});

describe("gql", () => {
  it("posts the typed document with its variables, the bearer token and the console language", async () => {
    tokenStore.set("t0k3n");
    localStorage.setItem("RaStore.locale", '"en"');
    const fetch = answer({ data: { me: { id: "1", isAdmin: true } } });
    await expect(gql(MeDocument, {})).resolves.toEqual({ me: { id: "1", isAdmin: true } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init.headers).toMatchObject({ authorization: "Bearer t0k3n", "accept-language": "en" });
    const body = JSON.parse(String(init.body));
    expect(body.query).toMatch(/query AdminMe\s*{\s*me\s*{\s*id\s+name\s+email\s+isAdmin/);
    expect(body.variables).toEqual({});
  });

  it("sends no authorization when signed out and German by default", async () => {
    const fetch = answer({ data: { me: null } });
    await gql(MeDocument, {});
    expect(fetch.mock.calls[0][1].headers).toEqual({ "content-type": "application/json", "accept-language": "de" });
  });

  it("throws the first GraphQL error as an HttpError with the form's field errors", async () => {
    answer({
      errors: [{ message: "Bitte prüfen", extensions: { code: "BAD_USER_INPUT", fields: { "optionPool.0.value": "doppelt" } } }],
    });
    const error = await gql(MeDocument, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).body.errors).toEqual({ optionPool: [{ value: "doppelt" }] });
  });

  it("fails plainly when the server answers without data", async () => {
    answer({}, 502);
    await expect(gql(MeDocument, {})).rejects.toMatchObject({ status: 502 });
  });
});

describe("uploadFile", () => {
  it("answers the media key, or the server's message when it refuses the file", async () => {
    tokenStore.set("t");
    const ok = answer({ key: "image/ab.png", url: "/media/image/ab.png", contentType: "image/png" });
    await expect(uploadFile(new File(["x"], "dot.png"), "image")).resolves.toMatchObject({ key: "image/ab.png" });
    expect(ok.mock.calls[0][0]).toBe("/media/upload?kind=image");
    answer({ message: "Kein Bild" }, 422);
    await expect(uploadFile(new File(["x"], "dot.txt"), "image")).rejects.toThrow("Kein Bild");
  });
});
