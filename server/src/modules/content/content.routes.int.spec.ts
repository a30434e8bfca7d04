import { startTestServer, type TestServer } from "../../../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** The original client's headers: X-Requested-With always, and "Bearer null" for guests. */
const asClient = { "x-requested-with": "XMLHttpRequest", authorization: "Bearer null" };

async function get(path: string, headers: Record<string, string> = asClient) {
  const res = await fetch(`${t.url}/api/${path}`, { headers });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

describe("REST compatibility: content", () => {
  it("GET contactinfo: the flat row with every description per language and absolute image URLs", async () => {
    const { status, body } = await get("contactinfo");
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(typeof body.msg).toBe("string");
    const d = body.data;
    expect(d.logo).toBe(`${t.url}/media/img/a.svg`);
    expect(d.a1).toBe(`${t.url}/media/img/a.svg`);
    expect(d.about_de).toBe("<p>Über uns</p>");
    expect(d.about_en).toBe("<p>About us</p>");
    expect(d.placement_desc_ar).toBe("<p>تحديد المستوى</p>");
    for (const lang of ["de", "en", "ar", "fr", "es"]) {
      for (const key of ["about", "goethe_desc", "telc_desc", "placement_desc"]) expect(d).toHaveProperty(`${key}_${lang}`);
    }
  });

  it("GET goethes and telcs: full level rows with slug_<lang> for every language, A1 to C1", async () => {
    const goethes = await get("goethes");
    expect(goethes.body).toMatchObject({ status: true, msg: "" });
    expect(goethes.body.data.map((l: any) => l.name)).toEqual(["Goethe A1", "Goethe A2", "Goethe B1", "Goethe B2", "Goethe C1"]);
    const a1 = goethes.body.data[0];
    expect(a1).toMatchObject({
      type: "goethe",
      slug_de: "goethe-a1-de",
      slug_en: "goethe-a1",
      slug_ar: "goethe-a1-عربي",
      slug_fr: "goethe-a1-fr",
      slug_es: "goethe-a1-es",
      description_de: "<p>goethe A1 Beschreibung</p>",
    });
    expect(typeof a1.id).toBe("number");
    const telcs = await get("telcs");
    expect(telcs.body.data.every((l: any) => l.type === "telc")).toBe(true);
  });

  it("GET exams?levelSlug&lang: the level's published exams and the level with five images and alt texts", async () => {
    const { body } = await get(`exams?levelSlug=${encodeURIComponent("goethe-a1-عربي")}&lang=ar`);
    expect(body.status).toBe(true);
    expect(body.data.exam).toEqual([expect.objectContaining({ id: expect.any(Number), name: "Testprüfung A1", section: null })]);
    expect(body.data.level.description_de).toBe("<p>goethe A1 Beschreibung</p>");
    expect(body.data.level.level_images).toHaveLength(5);
    expect(body.data.level.level_images[4]).toMatchObject({ name: "img/a.svg", alt_ar: "صورة 5", alt_de: "Bild 5" });
    // the client builds <host>/img/goethe/<name>: that path is served too
    const img = await fetch(`${t.url}/img/goethe/${body.data.level.level_images[0].name}`);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("GET telc-exams for a telc level; an unknown slug answers data null, not a server error", async () => {
    const telc = await get("telc-exams?levelSlug=telc-b1&lang=en");
    expect(telc.body.data.exam).toEqual([expect.objectContaining({ name: "Testprüfung telc B1", section: "telc" })]);
    const unknown = await get("exams?levelSlug=nope&lang=de");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ status: true, msg: "Not found", data: null });
  });

  it("treats Bearer null and invalid tokens as anonymous, and answers CORS preflights with the Authorization header", async () => {
    expect((await get("goethes", { authorization: "Bearer not.a.jwt" })).status).toBe(200);
    const pre = await fetch(`${t.url}/api/goethes`, {
      method: "OPTIONS",
      headers: { origin: "https://example.org", "access-control-request-method": "GET", "access-control-request-headers": "authorization,x-requested-with" },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-headers")).toContain("authorization");
  });

  it("answers an unknown route with Laravel's 404 body", async () => {
    const { status, body } = await get("nothing-here");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "" });
  });
});
