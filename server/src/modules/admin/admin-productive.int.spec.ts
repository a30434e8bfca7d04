import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { Rubric } from "../productive/rubric.entity";

let t: TestServer;
let contentDir: string;
let token: string;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await t.gql(query, variables, { token, lang: "en" });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}
/** An admin call refused with BAD_USER_INPUT: answers the per-field messages. */
async function fieldErrors(query: string, variables: Record<string, unknown>, lang = "en"): Promise<Record<string, string>> {
  const r = await t.gql(query, variables, { token, lang });
  expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  return r.errors![0].extensions!.fields as Record<string, string>;
}

const SUB = `id kind task points { text keywords } minWords maxWords rubricKey modelSolution { de } explanation { de en ar fr es }`;
const CREATE_SUB = `mutation($i: AdminSubQuestionInput!) { adminCreateSubQuestion(input: $i) { ${SUB} } }`;
const UPDATE_SUB = `mutation($id: ID!, $i: AdminSubQuestionInput!) { adminUpdateSubQuestion(id: $id, input: $i) { ${SUB} } }`;
const RUBRIC = `id key scheme weight maxPoints certainty source usedBy name { de en fr }
  criteria { key zeroesTask label { de en ar fr es } bands { band points descriptor { de en ar fr es } } }`;
const UPDATE_RUBRIC = `mutation($id: ID!, $i: AdminRubricInput!) { adminUpdateRubric(id: $id, input: $i) { ${RUBRIC} } }`;

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-admin-productive-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
  fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  t = await startTestServer({ contentDir });
  token = (await signedIn(t, { isAdmin: true })).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe("authoring a writing task in the console", () => {
  let examId: string;
  let writingBlock: string;
  let readingBlock: string;
  let subId: string;
  const task = {
    kind: "writing",
    task: "<p>Schreiben Sie Ihrer Freundin eine E-Mail.</p><script>alert(1)</script>",
    points: [
      { text: "Bedanken Sie sich.", keywords: ["danke", "Dank"] },
      { text: "Schlagen Sie einen Termin vor.", keywords: ["Samstag", "Zeit"] },
    ],
    minWords: 70,
    maxWords: 100,
    rubricKey: "goethe-B1-email",
    modelSolution: { de: "<p>Liebe Anna, vielen Dank …</p>" },
    explanation: { de: "Du-Form.", en: "Informal.", ar: "صيغة غير رسمية.", fr: "Tutoiement.", es: "Tuteo." },
  };

  it("creates a writing part and a writing task with its points, range, rubric, model answer and explanations", async () => {
    const levelId = (await ok(`{ adminLevels(filter: { family: "goethe", cefr: "B1" }) { items { id } } }`)).adminLevels.items[0]
      .id;
    examId = (
      await ok(`mutation($i: AdminExamInput!) { adminCreateExam(input: $i) { id } }`, {
        i: { levelId, name: "Schreiben (Konsole)" },
      })
    ).adminCreateExam.id;
    const block = `mutation($i: AdminBlockInput!) { adminCreateBlock(input: $i) { id type skill } }`;
    const w = await ok(block, { i: { examId, type: "writing", title: "Schreiben, Teil 1" } });
    expect(w.adminCreateBlock).toMatchObject({ type: "writing", skill: "writing" });
    writingBlock = w.adminCreateBlock.id;
    readingBlock = (await ok(block, { i: { examId, type: "reading", title: "Lesen", passage: "<p>Text</p>" } })).adminCreateBlock
      .id;

    const created = (await ok(CREATE_SUB, { i: { ...task, blockId: writingBlock } })).adminCreateSubQuestion;
    subId = created.id;
    expect(created).toEqual({
      id: expect.any(String),
      kind: "writing",
      task: "<p>Schreiben Sie Ihrer Freundin eine E-Mail.</p>",
      points: task.points,
      minWords: 70,
      maxWords: 100,
      rubricKey: "goethe-B1-email",
      modelSolution: { de: "<p>Liebe Anna, vielen Dank …</p>" },
      explanation: task.explanation,
    });
    // the learner's page carries it as authored
    const pub = await t.ds.query(`SELECT task, points, min_words, rubric_key FROM sub_questions WHERE id = $1`, [subId]);
    expect(pub[0]).toMatchObject({ min_words: 70, rubric_key: "goethe-B1-email", points: task.points });
  });

  it("refuses bad input with BAD_USER_INPUT naming the field, in the caller's language", async () => {
    const i = { ...task, blockId: writingBlock };
    expect(await fieldErrors(UPDATE_SUB, { id: subId, i: { ...i, minWords: 120, maxWords: 100 } })).toEqual({
      maxWords: "The minimum must not exceed the maximum.",
    });
    expect(await fieldErrors(UPDATE_SUB, { id: subId, i: { ...i, maxWords: 5000 } })).toEqual({
      maxWords: "Allowed: 1 to 1000.",
    });
    expect(await fieldErrors(UPDATE_SUB, { id: subId, i: { ...i, rubricKey: "goethe-B1-nothing" } }, "de")).toEqual({
      rubricKey: "Nicht gefunden.",
    });
    expect(
      await fieldErrors(UPDATE_SUB, {
        id: subId,
        i: {
          ...i,
          points: [
            { text: "", keywords: [] },
            { text: "Gut", keywords: ["x"] },
          ],
        },
      }),
    ).toEqual({ "points.0.text": "Required.", "points.1.keywords": "A keyword has at least 2 characters." });
    expect(await fieldErrors(UPDATE_SUB, { id: subId, i: { ...i, points: Array(7).fill({ text: "P", keywords: [] }) } })).toEqual(
      {
        points: "Allowed: 0 to 6 entries.",
      },
    );
    // a writing task belongs in a writing part, and a writing part holds only writing tasks
    expect(Object.keys(await fieldErrors(CREATE_SUB, { i: { ...i, blockId: readingBlock } }))).toEqual(["kind"]);
    expect(
      Object.keys(await fieldErrors(CREATE_SUB, { i: { blockId: writingBlock, kind: "gap_text", acceptedAnswers: ["x"] } })),
    ).toEqual(["kind"]);
    // nothing was changed by the refusals
    expect((await ok(`query($id: ID!) { adminSubQuestion(id: $id) { ${SUB} } }`, { id: subId })).adminSubQuestion.maxWords).toBe(
      100,
    );
  });

  it("keeps a draft without task or rubric, and the publishing gate names what is missing", async () => {
    const draft = (await ok(CREATE_SUB, { i: { blockId: writingBlock, kind: "writing" } })).adminCreateSubQuestion;
    expect(draft).toMatchObject({ task: null, rubricKey: null, points: [] });
    const problems = (await ok(`query($e: ID!) { adminPublishProblems(examId: $e) { link message } }`, { e: examId }))
      .adminPublishProblems;
    expect(problems).toEqual(
      expect.arrayContaining([
        { link: `/sub_questions/${draft.id}`, message: expect.stringMatching(/: The task has no task text\.$/) },
        { link: `/sub_questions/${draft.id}`, message: expect.stringMatching(/: The task has no rubric\.$/) },
      ]),
    );
    expect(problems.filter((p: { link: string }) => p.link === `/sub_questions/${subId}`)).toEqual([]);
    await ok(`mutation($id: ID!) { adminDeleteSubQuestion(id: $id) { id } }`, { id: draft.id });
  });

  it("previews the writing page with its rubric's criteria and bands", async () => {
    const p = (
      await ok(
        `query($e: ID!) { adminPreview(examId: $e, page: 1) { block { type } subQuestions { kind task minWords maxWords points { text } rubricKey }
          rubrics { key maxPoints criteria { key label { de } bands { band points descriptor { de } } } } } }`,
        { e: examId },
      )
    ).adminPreview;
    expect(p.block.type).toBe("writing");
    expect(p.subQuestions[0]).toMatchObject({ kind: "writing", minWords: 70, maxWords: 100, rubricKey: "goethe-B1-email" });
    expect(p.rubrics).toHaveLength(1);
    expect(p.rubrics[0]).toMatchObject({ key: "goethe-B1-email", maxPoints: 20 });
    expect(p.rubrics[0].criteria[0].bands[0]).toEqual({ band: "A", points: 10, descriptor: { de: "alle Punkte" } });
  });
});

describe("authoring a speaking task in the console", () => {
  const SPEAK = `id kind task points { text keywords } prepSeconds maxRecordSeconds rubricKey modelAudio modelAudioMp3
    modelAudioUrl modelSolution { de }`;
  const CREATE = `mutation($i: AdminSubQuestionInput!) { adminCreateSubQuestion(input: $i) { ${SPEAK} } }`;
  const UPDATE = `mutation($id: ID!, $i: AdminSubQuestionInput!) { adminUpdateSubQuestion(id: $id, input: $i) { ${SPEAK} } }`;
  let examId: string;
  let speakingBlock: string;
  let writingBlock: string;
  let subId: string;
  const task = {
    kind: "speaking",
    task: "<p>Stellen Sie Ihr Lieblingsbuch vor.</p><img src=x onerror=alert(1)>",
    points: [
      { text: "Worum geht es?", keywords: ["Buch", "Geschichte"] },
      { text: "Warum gefällt es Ihnen?", keywords: [] },
    ],
    prepSeconds: 60,
    maxRecordSeconds: 120,
    rubricKey: "goethe-B1-sprechen-praesentation",
    modelAudio: "audio/t.ogg",
    modelAudioMp3: "audio/t.mp3",
    modelSolution: { de: "<p>Ich möchte Ihnen heute mein Lieblingsbuch vorstellen …</p>" },
  };

  beforeAll(async () => {
    const band = (b: string, points: number) => ({ band: b, points, descriptor: { de: `Band ${b}` } });
    await t.ds.getRepository(Rubric).save({
      key: "goethe-B1-sprechen-praesentation",
      family: "goethe",
      cefr: "B1",
      taskKind: "praesentation",
      name: { de: "Goethe B1, Sprechen: präsentieren" },
      scheme: "goethe",
      weight: 1,
      criteria: [{ key: "erfuellung", label: { de: "Erfüllung" }, zeroesTask: true, bands: [band("A", 4), band("B", 0)] }],
    });
    const levelId = (await ok(`{ adminLevels(filter: { family: "goethe", cefr: "B1" }) { items { id } } }`)).adminLevels.items[0]
      .id;
    examId = (
      await ok(`mutation($i: AdminExamInput!) { adminCreateExam(input: $i) { id } }`, {
        i: { levelId, name: "Sprechen (Konsole)", speakingMinutes: 15 },
      })
    ).adminCreateExam.id;
    // the oral part's minutes are kept, checked like the others, and reach the learner's side
    const exam = `query($id: ID!) { adminExam(id: $id) { speakingMinutes } }`;
    expect((await ok(exam, { id: examId })).adminExam.speakingMinutes).toBe(15);
    expect(
      await fieldErrors(`mutation($id: ID!, $i: AdminExamInput!) { adminUpdateExam(id: $id, input: $i) { id } }`, {
        id: examId,
        i: { levelId, name: "Sprechen (Konsole)", speakingMinutes: 601 },
      }),
    ).toEqual({ speakingMinutes: "Allowed: 1 to 600." });
    const [row] = await t.ds.query(`SELECT speaking_minutes FROM exams WHERE id = $1`, [examId]);
    expect(row.speaking_minutes).toBe(15);
    const block = `mutation($i: AdminBlockInput!) { adminCreateBlock(input: $i) { id type skill } }`;
    const s = (await ok(block, { i: { examId, type: "speaking", title: "Sprechen, Teil 2" } })).adminCreateBlock;
    expect(s).toMatchObject({ type: "speaking", skill: "speaking" });
    speakingBlock = s.id;
    writingBlock = (await ok(block, { i: { examId, type: "writing", title: "Schreiben" } })).adminCreateBlock.id;
  });

  it("creates and edits a speaking task: task, content points, preparation and recording time, rubric, model transcript and recording", async () => {
    const created = (await ok(CREATE, { i: { ...task, blockId: speakingBlock } })).adminCreateSubQuestion;
    subId = created.id;
    expect(created).toEqual({
      id: expect.any(String),
      kind: "speaking",
      task: '<p>Stellen Sie Ihr Lieblingsbuch vor.</p><img src="x" />',
      points: task.points,
      prepSeconds: 60,
      maxRecordSeconds: 120,
      rubricKey: "goethe-B1-sprechen-praesentation",
      modelAudio: "audio/t.ogg",
      modelAudioMp3: "audio/t.mp3",
      modelAudioUrl: expect.stringMatching(/\/media\/audio\/t\.ogg$/),
      modelSolution: task.modelSolution,
    });
    // every field edits
    const edited = (
      await ok(UPDATE, {
        id: subId,
        i: {
          ...task,
          blockId: speakingBlock,
          task: "<p>Präsentieren Sie ein Hobby.</p>",
          points: [{ text: "Was ist es?", keywords: ["Hobby"] }],
          prepSeconds: 0,
          maxRecordSeconds: 600,
          modelAudio: null,
          modelAudioMp3: "audio/t.mp3",
          modelSolution: { de: "<p>Mein Hobby ist Klettern.</p>" },
        },
      })
    ).adminUpdateSubQuestion;
    expect(edited).toMatchObject({
      task: "<p>Präsentieren Sie ein Hobby.</p>",
      points: [{ text: "Was ist es?", keywords: ["Hobby"] }],
      prepSeconds: 0,
      maxRecordSeconds: 600,
      modelAudio: null,
      modelAudioMp3: null, // no twin without the recording
      modelAudioUrl: null,
      modelSolution: { de: "<p>Mein Hobby ist Klettern.</p>" },
    });
    // the learner's page carries it as authored
    const [row] = await t.ds.query(
      `SELECT prep_seconds, max_record_seconds, rubric_key, model_audio, answer_type FROM sub_questions WHERE id = $1`,
      [subId],
    );
    expect(row).toEqual({
      prep_seconds: 0,
      max_record_seconds: 600,
      rubric_key: "goethe-B1-sprechen-praesentation",
      model_audio: null,
      answer_type: "speaking",
    });
  });

  it("refuses times out of range, a model recording that is no .ogg or not in the media, and a task in the wrong part, naming each field", async () => {
    const i = { ...task, blockId: speakingBlock };
    expect(await fieldErrors(UPDATE, { id: subId, i: { ...i, prepSeconds: -1, maxRecordSeconds: 5 } })).toEqual({
      prepSeconds: "Allowed: 0 to 600.",
      maxRecordSeconds: "Allowed: 10 to 600.",
    });
    expect(await fieldErrors(UPDATE, { id: subId, i: { ...i, prepSeconds: 601, maxRecordSeconds: 601 } }, "de")).toEqual({
      prepSeconds: "Erlaubt: 0 bis 600.",
      maxRecordSeconds: "Erlaubt: 10 bis 600.",
    });
    expect(await fieldErrors(UPDATE, { id: subId, i: { ...i, modelAudio: "audio/t.mp3" } })).toEqual({
      modelAudio: "The model recording is an .ogg file (the .mp3 goes in the field beside it).",
    });
    expect(Object.keys(await fieldErrors(UPDATE, { id: subId, i: { ...i, modelAudio: "audio/none.ogg" } }))).toEqual([
      "modelAudio",
    ]);
    expect(await fieldErrors(UPDATE, { id: subId, i: { ...i, points: Array(9).fill({ text: "P", keywords: [] }) } })).toEqual({
      points: "Allowed: 0 to 8 entries.",
    });
    // a speaking task belongs in a speaking part, and a speaking part holds only speaking tasks
    expect(await fieldErrors(CREATE, { i: { ...i, blockId: writingBlock } })).toEqual({
      kind: "Writing tasks belong in a writing part, and a writing part holds only writing tasks.",
    });
    expect(await fieldErrors(CREATE, { i: { blockId: speakingBlock, kind: "gap_text", acceptedAnswers: ["x"] } })).toEqual({
      kind: "Speaking tasks belong in a speaking part, and a speaking part holds only speaking tasks.",
    });
    const kept = (await ok(`query($id: ID!) { adminSubQuestion(id: $id) { ${SPEAK} } }`, { id: subId })).adminSubQuestion;
    expect([kept.prepSeconds, kept.maxRecordSeconds]).toEqual([0, 600]);
  });

  it("keeps a draft without times or transcript, and the publishing gate names what is missing", async () => {
    const draft = (await ok(CREATE, { i: { blockId: speakingBlock, kind: "speaking" } })).adminCreateSubQuestion;
    expect(draft).toMatchObject({ task: null, prepSeconds: null, maxRecordSeconds: null, rubricKey: null });
    const problems = (await ok(`query($e: ID!) { adminPublishProblems(examId: $e) { link message } }`, { e: examId }))
      .adminPublishProblems;
    const mine = problems.filter((p: { link: string }) => p.link === `/sub_questions/${draft.id}`).map((p: any) => p.message);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/: The task has no task text\.$/),
        expect.stringMatching(/: The speaking task has no preparation or recording time\.$/),
        expect.stringMatching(/: The speaking task has no model transcript in German \(model solution\)\.$/),
      ]),
    );
    expect(problems.filter((p: { link: string }) => p.link === `/sub_questions/${subId}`)).toEqual([]);
  });
});

describe("rubrics in the console", () => {
  let id: string;
  let current: any;
  const asInput = (rubric: any) => {
    const r = structuredClone(rubric);
    return {
      name: r.name,
      weight: r.weight,
      source: r.source,
      certainty: r.certainty,
      criteria: r.criteria.map((c: any) => ({ key: c.key, zeroesTask: c.zeroesTask, label: c.label, bands: c.bands })),
    };
  };

  it("lists the rubrics with how many tasks use them", async () => {
    const list = (await ok(`{ adminRubrics(filter: { q: "b1-email" }) { total items { ${RUBRIC} } } }`)).adminRubrics;
    expect(list.total).toBe(1);
    current = list.items[0];
    id = current.id;
    expect(current).toMatchObject({ key: "goethe-B1-email", scheme: "goethe", maxPoints: 20, usedBy: 1 });
  });

  it("saves labels and band descriptors per language, and new points that keep the rule", async () => {
    const input = asInput(current);
    input.name = { ...input.name, fr: "Goethe B1, courriel" };
    input.criteria[0].label = { ...input.criteria[0].label, fr: "Réalisation de la tâche", ar: "إنجاز المهمة" };
    input.criteria[0].bands[0].descriptor = { ...input.criteria[0].bands[0].descriptor, es: "todos los puntos" };
    input.criteria[1].bands = input.criteria[1].bands.map((b: any, i: number) => ({ ...b, points: [12, 9, 6, 3, 0][i] }));
    const saved = (await ok(UPDATE_RUBRIC, { id, i: input })).adminUpdateRubric;
    expect(saved.name.fr).toBe("Goethe B1, courriel");
    expect(saved.criteria[0].label).toMatchObject({ fr: "Réalisation de la tâche", ar: "إنجاز المهمة" });
    expect(saved.criteria[0].bands[0].descriptor.es).toBe("todos los puntos");
    expect(saved.maxPoints).toBe(22);
    // stored for the learner's side too (the public rubric reads the same row)
    const [row] = await t.ds.query(`SELECT name, criteria FROM rubrics WHERE id = $1`, [id]);
    expect(row.name.fr).toBe("Goethe B1, courriel");
    expect(row.criteria[1].bands.map((b: { points: number }) => b.points)).toEqual([12, 9, 6, 3, 0]);
    current = saved;
  });

  it("refuses points that do not fall to 0, a changed criterion key, a missing German label, in the caller's language", async () => {
    const input = asInput(current);
    input.criteria[0].bands[1].points = 11;
    input.criteria[1].label = { ...input.criteria[1].label, de: "" };
    expect(await fieldErrors(UPDATE_RUBRIC, { id, i: input }, "de")).toEqual({
      "criteria.0.bands": "Die Punkte fallen vom besten Band an und enden bei 0.",
      "criteria.1.label.de": "Pflichtfeld.",
    });
    const renamed = asInput(current);
    renamed.criteria[0].key = "inhalt";
    expect(await fieldErrors(UPDATE_RUBRIC, { id, i: renamed })).toEqual({
      criteria: "Criteria and bands keep their keys and letters: assessments refer to them.",
    });
    const weight = asInput(current);
    weight.weight = 0;
    weight.certainty = "sure";
    expect(await fieldErrors(UPDATE_RUBRIC, { id, i: weight })).toEqual({
      weight: "Allowed: 0.1 to 10.",
      certainty: "Allowed: src, 3rd, mem, own.",
    });
  });

  it("holds a telc rubric to A/B/C/D = 5/3/1/0", async () => {
    const band = (b: string, points: number) => ({ band: b, points, descriptor: { de: `Band ${b}` } });
    const row = await t.ds.getRepository(Rubric).save({
      key: "telc-B1-email",
      family: "telc",
      cefr: "B1",
      taskKind: "email",
      name: { de: "telc B1" },
      scheme: "telc",
      weight: 3,
      criteria: [
        {
          key: "aufgabe",
          label: { de: "Aufgabe" },
          zeroesTask: false,
          bands: [band("A", 5), band("B", 3), band("C", 1), band("D", 0)],
        },
      ],
    });
    const r = (await ok(`query($id: ID!) { adminRubric(id: $id) { ${RUBRIC} } }`, { id: String(row.id) })).adminRubric;
    expect(r.maxPoints).toBe(15);
    const input = asInput(r);
    input.criteria[0].bands[1].points = 2;
    expect(await fieldErrors(UPDATE_RUBRIC, { id: String(row.id), i: input })).toEqual({
      "criteria.0.bands": "telc rates A/B/C/D = 5/3/1/0.",
    });
  });

  it("holds a Start Deutsch 1 speaking rubric to full / half / none of each item's points", async () => {
    const band = (b: string, points: number) => ({ band: b, points, descriptor: { de: `Band ${b}` } });
    const row = await t.ds.getRepository(Rubric).save({
      key: "goethe-A1-sprechen-informationen",
      family: "goethe",
      cefr: "A1",
      taskKind: "informationen",
      name: { de: "Start Deutsch 1, Sprechen Teil 2" },
      scheme: "completion",
      weight: 1.6667,
      criteria: ["frage_eins", "antwort_eins"].map((key, i) => ({
        key,
        label: { de: key },
        zeroesTask: false,
        bands: [band("A", 2 - i), band("B", (2 - i) / 2), band("C", 0)],
      })),
    });
    const r = (await ok(`query($id: ID!) { adminRubric(id: $id) { ${RUBRIC} } }`, { id: String(row.id) })).adminRubric;
    expect([r.scheme, r.maxPoints]).toEqual(["completion", 5]);
    const input = asInput(r);
    input.criteria[0].bands[1].points = 1.5;
    expect(await fieldErrors(UPDATE_RUBRIC, { id: String(row.id), i: input })).toEqual({
      "criteria.0.bands": "Task completion: A = full points, B = half, C = 0.",
    });
    // an item worth 3 with 1.5 for half keeps the rule
    input.criteria[0].bands[0].points = 3;
    const saved = (await ok(UPDATE_RUBRIC, { id: String(row.id), i: input })).adminUpdateRubric;
    expect(saved.maxPoints).toBe(6.67);
  });

  it("is for admins only", async () => {
    const learner = (await signedIn(t)).token;
    const r = await t.gql(`{ adminRubrics { total } }`, {}, { token: learner });
    expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
