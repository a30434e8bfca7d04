import fs from "node:fs";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { GLOSSARY_FILE, loadGlossary } from "./glossary";

let t: TestServer;
let blockId: string; // the fixture's listening block (audio/t.ogg, with sentence timings)

const ADD = `mutation Add($input: AddWordInput!) { addWord(input: $input) { id } }`;
const WORDS = `query Words { myWords { word sentence meaning audio { start end sources { url mimeType } } } }`;

beforeAll(async () => {
  t = await startTestServer();
  blockId = String((await t.ds.query(`SELECT id FROM question_blocks WHERE audio = 'audio/t.ogg'`))[0].id);
});
afterAll(() => t.close());

describe("word cards", () => {
  it("show an authored meaning in the learner's language and play their sentence from the part's recording", async () => {
    const { token } = await signedIn(t);
    const sentence = "Der Zug fährt um acht Uhr.";
    for (const word of ["Zug", "fährt", "acht"])
      expect((await t.gql(ADD, { input: { word, sentence, blockId } }, { token })).errors).toBeUndefined();
    // a word heard elsewhere: no part, so no recording
    await t.gql(ADD, { input: { word: "Wagen", sentence: "Der Wagen ist voll." } }, { token });

    const of = async (lang: string) => {
      const r = await t.gql(WORDS, {}, { token, lang });
      expect(r.errors).toBeUndefined();
      return new Map(
        (r.data!.myWords as { word: string; meaning: string | null; audio: unknown }[]).map((w) => [w.word, w] as const),
      );
    };
    const en = await of("en");
    expect(en.get("Zug")!.meaning).toBe("train");
    expect(en.get("fährt")!.meaning).toMatch(/to go/);
    expect(en.get("acht")!.meaning).toBeNull(); // not in the seed set
    expect(en.get("Wagen")).toMatchObject({ meaning: expect.stringMatching(/coach/), audio: null });
    expect((await of("ar")).get("Zug")!.meaning).toBe("قطار");
    expect((await of("fr")).get("Zug")!.meaning).toBe("train");
    expect((await of("es")).get("Zug")!.meaning).toBe("tren");
    expect((await of("de")).get("Zug")!.meaning).toBeNull(); // German learners read the word itself

    // the sentence's cue of the fixture's recording: 1.8 s to 4.1 s
    const audio = en.get("Zug")!.audio as { start: number; end: number; sources: { url: string; mimeType: string }[] };
    expect(audio).toMatchObject({ start: 1.8, end: 4.1 });
    expect(audio.sources[0].url).toMatch(/\/media\/audio\/t\.ogg$/);
    expect(audio.sources[0].mimeType).toMatch(/^audio\/ogg/);
  });

  it("the shipped glossary is well formed and holds the seed set", () => {
    const root = path.resolve(__dirname, "..", "..", "..", "..", "content");
    expect(fs.existsSync(path.join(root, GLOSSARY_FILE))).toBe(true);
    const glossary = loadGlossary(root, root);
    expect(glossary.size).toBeGreaterThanOrEqual(130);
    expect(glossary.meaning("Haltestelle", "ar")).toBe("موقف (الحافلات)");
    expect(glossary.meaning("Leider", "fr")).toBe("malheureusement");
    expect(glossary.meaning("leider", "es")).toBe("por desgracia");
  });
});
