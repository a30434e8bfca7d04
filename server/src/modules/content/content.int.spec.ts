import { startTestServer, type TestServer } from "../../../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("content read API", () => {
  it("lists the levels of a family in CEFR order with slugs, descriptions and five images", async () => {
    const r = await t.gql(`{ levels(family: GOETHE) { cefr name slug description images { position url alt } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.levels.map((l: { cefr: string }) => l.cefr)).toEqual(["A1", "A2", "B1", "B2", "C1"]);
    const a1 = r.data!.levels[0];
    expect(a1.slug).toBe("goethe-a1-de");
    expect(a1.description).toBe("<p>goethe A1 Beschreibung</p>");
    expect(a1.images).toHaveLength(5);
    expect(a1.images[0]).toEqual({ position: 1, url: "/media/img/a.svg", alt: "Bild 1" });
  });

  it("answers in the language asked for, by argument or by Accept-Language, with German fallback", async () => {
    const byArg = await t.gql(`{ levels(family: TELC) { slug(lang: AR) description(lang: EN) images { alt } } }`);
    expect(byArg.data!.levels[0].slug).toBe("telc-a1-عربي");
    expect(byArg.data!.levels[0].description).toBe("<p>telc A1 description</p>");
    const byHeader = await t.gql(`{ levels(family: TELC) { slug description images { alt } } }`, {}, { lang: "ar,en;q=0.5" });
    expect(byHeader.data!.levels[0].slug).toBe("telc-a1-عربي");
    expect(byHeader.data!.levels[0].images[1].alt).toBe("صورة 2");
    // no Arabic description: German is the fallback
    expect(byHeader.data!.levels[0].description).toBe("<p>telc A1 Beschreibung</p>");
  });

  it("finds a level by its slug in any of the five languages", async () => {
    for (const slug of ["goethe-a1-de", "goethe-a1", "goethe-a1-عربي", "goethe-a1-fr", "GOETHE-A1-ES"]) {
      const r = await t.gql(`query($s: String!) { level(family: GOETHE, slug: $s) { cefr family } }`, { s: slug });
      expect(r.data!.level).toEqual({ cefr: "A1", family: "GOETHE" });
    }
  });

  it("answers null, not an error, for an unknown slug or a slug of the other family", async () => {
    const r = await t.gql(`{ a: level(family: GOETHE, slug: "nope") { id } b: level(family: TELC, slug: "goethe-a1") { id } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ a: null, b: null });
  });

  it("lists only published exams of a level, with page count, skills, limits and pass rule", async () => {
    const r = await t.gql(`{ levels(family: GOETHE) { cefr exams { id name pageCount skills timeLimits { reading listening } passRule passPercent } } }`);
    const [a1, , b1] = r.data!.levels;
    expect(a1.exams).toEqual([
      {
        id: expect.any(String),
        name: "Testprüfung A1",
        pageCount: 3,
        skills: ["READING", "LISTENING"],
        timeLimits: { reading: 25, listening: 20 },
        passRule: "TOTAL",
        passPercent: 60,
      },
    ]);
    expect(b1.exams).toEqual([]); // the B1 draft is not published
  });

  it("reads one exam with its level; a draft or an unknown id is null, a malformed id BAD_USER_INPUT", async () => {
    const list = await t.gql(`{ levels(family: GOETHE) { exams { id } } }`);
    const id = list.data!.levels[0].exams[0].id;
    const r = await t.gql(`query($id: ID!) { exam(id: $id) { name level { cefr family } } }`, { id });
    expect(r.data!.exam).toEqual({ name: "Testprüfung A1", level: { cefr: "A1", family: "GOETHE" } });
    const draftId = (await t.ds.query(`SELECT id FROM exams WHERE published = false`))[0].id;
    const none = await t.gql(`query($a: ID!, $b: ID!) { a: exam(id: $a) { id } b: exam(id: $b) { id } }`, {
      a: String(draftId),
      b: "999999",
    });
    expect(none.errors).toBeUndefined();
    expect(none.data).toEqual({ a: null, b: null });
    const malformed = await t.gql(`query($c: ID!) { c: exam(id: $c) { id } }`, { c: "abc" });
    expect(malformed.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_ID" });
  });

  it("serves contact info in the caller's language with HTML sanitised", async () => {
    const r = await t.gql(`{ contactInfo(lang: AR) { about placementDesc logoUrl images { name url } } }`);
    expect(r.data!.contactInfo).toEqual({
      about: "<p>Über uns</p>",
      placementDesc: "<p>تحديد المستوى</p>",
      logoUrl: "/media/img/a.svg",
      images: [{ name: "a1", url: "/media/img/a.svg" }],
    });
  });

  it("issues a constant number of SQL queries for levels { exams { … } } whatever the number of levels", async () => {
    const q = `{ levels(family: GOETHE) { id name slug images { url alt } exams { id name pageCount skills level { id cefr } } } }`;
    const first = await t.queries(() => t.gql(q));
    // add five more exams spread over the levels: the count must not change
    const levels: { id: number }[] = await t.ds.query(`SELECT id FROM levels WHERE family = 'goethe'`);
    for (const l of levels) {
      const [{ id }] = await t.ds.query(`INSERT INTO exams (level_id, name, published) VALUES ($1, 'Extra', true) RETURNING id`, [l.id]);
      await t.ds.query(`INSERT INTO question_blocks (exam_id, position, type) VALUES ($1, 1, 'reading')`, [id]);
    }
    const second = await t.queries(() => t.gql(q));
    expect(second.result.data!.levels.every((l: { exams: unknown[] }) => l.exams.length >= 1)).toBe(true);
    expect(second.queries).toBe(first.queries);
    expect(first.queries).toBeLessThanOrEqual(5);
  });
});

describe("media", () => {
  it("serves seeded media with the right content type and byte ranges", async () => {
    const full = await fetch(`${t.url}/media/img/a.svg`);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toContain("image/svg+xml");
    const part = await fetch(`${t.url}/media/img/a.svg`, { headers: { range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe("<svg");
  });

  it("refuses paths that leave the media folders", async () => {
    const r = await fetch(`${t.url}/media/..%2F..%2Fpackage.json`);
    expect(r.status).toBe(404);
  });
});

describe("health", () => {
  it("answers 200 once the database is ready", async () => {
    const r = await fetch(`${t.url}/healthz`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: "ok" });
  });
});
