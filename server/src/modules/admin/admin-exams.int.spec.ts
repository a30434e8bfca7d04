import fs from "node:fs";
import path from "node:path";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";

let t: TestServer;
let token: string;
let learner: string;

/** An admin call that must succeed. */
async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await t.gql(query, variables, { token, lang: "en" });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}
/** An admin call that must fail; answers the first error. */
async function refused(query: string, variables: Record<string, unknown> = {}, opts: { lang?: "de" | "en" } = {}) {
  const r = await t.gql(query, variables, { token, lang: opts.lang ?? "en" });
  expect(r.errors).toBeDefined();
  return r.errors![0];
}

async function upload(file: Buffer, name: string, kind: "audio" | "image"): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${t.url}/media/upload?kind=${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (kind === "image") {
    expect(res.status).toBe(201);
    return (await res.json()) as { key: string; url: string };
  }
  // audio is normalised by a job (ffmpeg): wait for this server's queue, then read the job's Ogg twin
  expect(res.status).toBe(202);
  const job = (await res.json()) as { statusUrl: string };
  await t.services.audioUploads.idle();
  const done = await fetch(`${t.url}${job.statusUrl}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await done.json()) as { status: string; key: string; url: string };
  expect(body.status).toBe("done");
  return body;
}

const SUB = `id blockId position kind title lastTitle choiceKind textChoices imageChoices { image label imageUrl } trueFalseLabels location acceptedAnswers options answer
  choices { value label imageUrl } bannerImage highlight modelSolution { de en } explanation { de en }`;
const BLOCK = `id examId position type title intro passage audio audioUrl image playLimit readingSeconds optionPool { value label } subQuestionCount`;

beforeAll(async () => {
  t = await startTestServer();
  token = (await signedIn(t, { isAdmin: true })).token;
  learner = (await signedIn(t)).token;
});
afterAll(() => t.close());

describe("authoring an exam: exams, blocks, sub-questions, order, publishing gate, preview", () => {
  let levelId: string;
  let examId: string;
  let listeningId: string;
  let readingId: string;
  const subIds: Record<string, string> = {};

  it("creates a draft exam with limits and pass rule; lists, searches, filters, sorts and pages exams", async () => {
    levelId = (await ok(`{ adminLevels(filter: { family: "goethe", cefr: "A2" }) { items { id cefr } total } }`)).adminLevels
      .items[0].id;
    const created = await ok(
      `mutation($i: AdminExamInput!) { adminCreateExam(input: $i) { id levelId name published readingMinutes listeningMinutes passRule passPercent blockCount } }`,
      { i: { levelId, name: "Modelltest A2 (Konsole)", readingMinutes: 30, listeningMinutes: 25, passRule: "total" } },
    );
    examId = created.adminCreateExam.id;
    expect(created.adminCreateExam).toEqual({
      id: expect.any(String),
      levelId,
      name: "Modelltest A2 (Konsole)",
      published: false,
      readingMinutes: 30,
      listeningMinutes: 25,
      passRule: "total",
      passPercent: 60,
      blockCount: 0,
    });
    const search = await ok(`{ adminExams(filter: { q: "konsole" }) { total items { id } } }`);
    expect(search.adminExams).toEqual({ total: 1, items: [{ id: examId }] });
    const drafts = await ok(
      `{ adminExams(filter: { published: false, sortField: "name", sortOrder: "DESC" }) { total items { name } } }`,
    );
    expect(drafts.adminExams.items.map((e: { name: string }) => e.name)).toEqual(["Modelltest A2 (Konsole)", "Entwurf B1"]);
    const paged = await ok(`{ adminExams(filter: { perPage: 2, page: 2, sortField: "id" }) { total items { id } } }`);
    expect(paged.adminExams.total).toBe(4);
    expect(paged.adminExams.items).toHaveLength(2);
    const byFamily = await ok(`{ adminExams(filter: { family: "telc" }) { total } }`);
    expect(byFamily.adminExams.total).toBe(1);
    // a learner does not see a draft
    const seen = await t.gql(`query($id: ID!) { exam(id: $id) { id } }`, { id: examId }, { token: learner });
    expect(seen.data!.exam).toBeNull();
  });

  it("refuses bad exam input with a message per field", async () => {
    const e = await refused(
      `mutation { adminCreateExam(input: { levelId: 99999, name: " ", passRule: "most", readingMinutes: 0 }) { id } }`,
    );
    expect(e.extensions!.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(e.extensions!.fields as object).sort()).toEqual(["levelId", "name", "passRule", "readingMinutes"]);
  });

  it("refuses to publish an exam without blocks, naming the problem with a link", async () => {
    const e = await refused(`mutation($id: ID!) { adminPublishExam(id: $id) { id } }`, { id: examId });
    expect(e.extensions!.code).toBe("BAD_USER_INPUT");
    expect(e.message).toBe("The exam is not complete yet: 1 problem.");
    expect(e.extensions!.problems).toEqual([
      { resource: "exams", id: Number(examId), message: "The exam has no parts.", link: `/exams/${examId}`, kind: "structure" },
    ]);
  });

  it("creates blocks appended in order; rich text is sanitised", async () => {
    const l = await ok(`mutation($i: AdminBlockInput!) { adminCreateBlock(input: $i) { ${BLOCK} } }`, {
      i: {
        examId,
        type: "listening",
        title: "Hören, Teil 1",
        intro: `<p onclick="steal()">Hören Sie.<script>alert(1)</script></p>`,
        playLimit: 2,
        readingSeconds: 20,
      },
    });
    listeningId = l.adminCreateBlock.id;
    expect(l.adminCreateBlock).toMatchObject({
      position: 1,
      type: "listening",
      intro: "<p>Hören Sie.</p>",
      playLimit: 2,
      readingSeconds: 20,
      audio: null,
    });
    const r = await ok(`mutation($i: AdminBlockInput!) { adminCreateBlock(input: $i) { ${BLOCK} } }`, {
      i: {
        examId,
        type: "reading",
        title: "Lesen, Teil 1",
        passage: `<p>Text <a href="javascript:alert(1)">Link</a><img src="x" onerror="alert(1)"></p>`,
        optionPool: [
          { value: "a", label: "Anzeige A" },
          { value: "b", label: "Anzeige B" },
        ],
      },
    });
    readingId = r.adminCreateBlock.id;
    expect(r.adminCreateBlock).toMatchObject({ position: 2, passage: `<p>Text <a>Link</a><img src="x" /></p>` });
  });

  it("creates one sub-question of each answer type, each with its own form", async () => {
    const picture = await upload(fs.readFileSync(path.join(FIXTURE_CONTENT, "media/img/a.svg")), "a.svg", "image");
    const picture2 = await upload(fs.readFileSync(path.join(FIXTURE_CONTENT, "media/img/b.svg")), "b.svg", "image");
    const inputs: Record<string, Record<string, unknown>> = {
      multiple_choice: {
        blockId: readingId,
        kind: "multiple_choice",
        choiceKind: "text",
        title: "Wo?",
        textChoices: ["Hamburg", "Berlin", "Köln"],
        answer: "b",
        highlight: true,
      },
      image_choice: {
        blockId: listeningId,
        kind: "multiple_choice",
        choiceKind: "image",
        title: "Welches Bild?",
        imageChoices: [{ image: picture.key, label: "A" }, { image: picture2.key }],
        answer: "a",
        bannerImage: picture.key,
      },
      true_false: {
        blockId: readingId,
        kind: "true_false",
        title: "Anna wohnt in Berlin.",
        trueFalseLabels: "ja_nein",
        answer: "true",
      },
      gap_text: {
        blockId: readingId,
        kind: "gap_text",
        title: "Anna wohnt in",
        lastTitle: ".",
        location: "end",
        acceptedAnswers: ["Berlin", " in Berlin ", ""],
        modelSolution: { de: "<p>Berlin<script>x()</script></p>" },
        explanation: { de: "Im Text steht es.", en: "The text says so." },
      },
      gap_select: {
        blockId: readingId,
        kind: "gap_select",
        title: "Der Zug fährt um",
        lastTitle: "Uhr.",
        options: ["sieben", "acht", "neun"],
        answer: "acht",
      },
      matching: { blockId: readingId, kind: "matching", title: "Sie suchen eine Wohnung.", answer: "a" },
    };
    for (const [name, i] of Object.entries(inputs)) {
      subIds[name] = (
        await ok(`mutation($i: AdminSubQuestionInput!) { adminCreateSubQuestion(input: $i) { id } }`, { i })
      ).adminCreateSubQuestion.id;
    }
    const list = await ok(
      `query($b: ID!) { adminSubQuestions(filter: { blockId: $b, sortField: "position" }) { total items { ${SUB} } } }`,
      { b: readingId },
    );
    expect(list.adminSubQuestions.total).toBe(5);
    const [mc, tf, gt, gs, mt] = list.adminSubQuestions.items;
    expect(mc).toMatchObject({
      position: 1,
      kind: "multiple_choice",
      choiceKind: "text",
      textChoices: ["Hamburg", "Berlin", "Köln"],
      answer: "b",
      highlight: true,
    });
    expect(mc.choices).toEqual([
      { value: "a", label: "Hamburg", imageUrl: null },
      { value: "b", label: "Berlin", imageUrl: null },
      { value: "c", label: "Köln", imageUrl: null },
    ]);
    expect(tf).toMatchObject({
      kind: "true_false",
      trueFalseLabels: "ja_nein",
      answer: "true",
      choices: [
        { value: "true", label: "Ja", imageUrl: null },
        { value: "false", label: "Nein", imageUrl: null },
      ],
    });
    expect(gt).toMatchObject({
      kind: "gap_text",
      location: "end",
      acceptedAnswers: ["Berlin", "in Berlin"],
      answer: null,
      choices: [],
    });
    expect(gt.modelSolution).toEqual({ de: "<p>Berlin</p>", en: null });
    expect(gt.explanation).toEqual({ de: "Im Text steht es.", en: "The text says so." });
    expect(gs).toMatchObject({ kind: "gap_select", options: ["sieben", "acht", "neun"], answer: "acht", location: "middle" });
    expect(mt).toMatchObject({ kind: "matching", answer: "a" });
    const img = await ok(`query($id: ID!) { adminSubQuestion(id: $id) { ${SUB} } }`, { id: subIds.image_choice });
    expect(img.adminSubQuestion).toMatchObject({
      kind: "multiple_choice",
      choiceKind: "image",
      imageChoices: [
        { image: picture.key, label: "A", imageUrl: picture.url },
        { image: picture2.key, label: null, imageUrl: picture2.url },
      ],
      bannerImage: picture.key,
    });
  });

  it("offers the console what the rules accept: every offered kind, location and pass rule passes, another is refused naming them", async () => {
    const { adminChoices: c } = await ok(
      `{ adminChoices { subQuestionKinds locations passRules prepSeconds { min max } recordSeconds { min max } } }`,
    );
    expect(c.subQuestionKinds).toContain("multiple_choice");
    expect(c.prepSeconds).toEqual({ min: 0, max: 600 });
    expect(c.recordSeconds).toEqual({ min: 10, max: 600 });
    const create = `mutation($i: AdminSubQuestionInput!) { adminCreateSubQuestion(input: $i) { id location } }`;
    for (const location of c.locations) {
      const { adminCreateSubQuestion: q } = await ok(create, {
        i: { blockId: readingId, kind: "gap_text", acceptedAnswers: ["Haus"], location },
      });
      expect(q.location).toBe(location);
      await ok(`mutation { adminDeleteSubQuestion(id: ${q.id}) { id } }`);
    }
    const fields = async (query: string, variables: Record<string, unknown>) =>
      (await refused(query, variables)).extensions!.fields as Record<string, string>;
    expect(await fields(create, { i: { blockId: readingId, kind: "essay" } })).toEqual({
      kind: `Allowed: ${c.subQuestionKinds.join(", ")}.`,
    });
    expect(
      await fields(create, { i: { blockId: readingId, kind: "gap_text", acceptedAnswers: ["x"], location: "after" } }),
    ).toEqual({
      location: `Allowed: ${c.locations.join(", ")}.`,
    });
    const createExam = `mutation($i: AdminExamInput!) { adminCreateExam(input: $i) { id passRule } }`;
    for (const passRule of c.passRules) {
      const { adminCreateExam: e } = await ok(createExam, { i: { levelId, name: `Regel ${passRule}`, passRule } });
      expect(e.passRule).toBe(passRule);
      await ok(`mutation { adminDeleteExam(id: ${e.id}) { id } }`);
    }
    expect(await fields(createExam, { i: { levelId, name: "Regel", passRule: "most" } })).toEqual({
      passRule: `Allowed: ${c.passRules.join(", ")}.`,
    });
  });

  it("refuses inconsistent sub-questions: too many options or answers, a key outside the choices, unknown media", async () => {
    const many = Array.from({ length: 17 }, (_, i) => `o${i}`);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: "gap_select", options: many, answer: "o1" }, "options"],
      [{ kind: "gap_select", options: ["a", "a"], answer: "a" }, "options"],
      [{ kind: "gap_select", options: ["a", "b"], answer: "c" }, "answer"],
      [{ kind: "gap_text", acceptedAnswers: ["1", "2", "3", "4", "5", "6", "7"] }, "acceptedAnswers"],
      [{ kind: "multiple_choice", choiceKind: "text", textChoices: ["x", "y", "z"], answer: "d" }, "answer"],
      [{ kind: "multiple_choice", choiceKind: "text", textChoices: ["1", "2", "3", "4", "5"], answer: "a" }, "textChoices"],
      [{ kind: "true_false", trueFalseLabels: "richtig_falsch", answer: "not_given" }, "answer"],
      [
        {
          kind: "multiple_choice",
          choiceKind: "image",
          imageChoices: [{ image: "nope/x.png" }, { image: "img/a.svg" }],
          answer: "a",
        },
        "imageChoices.0.image",
      ],
      [{ kind: "essay" }, "kind"],
    ];
    for (const [i, field] of cases) {
      const e = await refused(`mutation($i: AdminSubQuestionInput!) { adminCreateSubQuestion(input: $i) { id } }`, {
        i: { blockId: readingId, ...i },
      });
      expect({ field, code: e.extensions!.code, has: field in (e.extensions!.fields as object) }).toEqual({
        field,
        code: "BAD_USER_INPUT",
        has: true,
      });
    }
    const count = await ok(`query($b: ID!) { adminSubQuestions(filter: { blockId: $b }) { total } }`, { b: readingId });
    expect(count.adminSubQuestions.total).toBe(5);
  });

  it("refuses to publish while a listening block lacks audio and a key is missing; each problem names its part and question and links to its place", async () => {
    const draft = await ok(`mutation($i: AdminSubQuestionInput!) { adminCreateSubQuestion(input: $i) { id } }`, {
      i: { blockId: readingId, kind: "multiple_choice", choiceKind: "text", textChoices: ["x", "y"] },
    });
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM sub_questions WHERE block_id = $1`, [Number(readingId)]);
    const e = await refused(`mutation($id: ID!) { adminPublishExam(id: $id) { id } }`, { id: examId });
    const problems = e.extensions!.problems as { kind: string }[];
    expect(problems.filter((p) => p.kind === "structure")).toEqual([
      {
        resource: "question_blocks",
        id: Number(listeningId),
        message: "Hören, Teil 1: The listening part has no audio.",
        link: `/question_blocks/${listeningId}`,
        kind: "structure",
      },
      {
        resource: "sub_questions",
        id: Number(draft.adminCreateSubQuestion.id),
        message: `Lesen, Teil 1, question ${n}: The question has no key.`,
        link: `/sub_questions/${draft.adminCreateSubQuestion.id}`,
        kind: "structure",
      },
    ]);
    expect(e.message).toBe(`The exam is not complete yet: ${problems.length} problems.`);
    const listed = await ok(`query($id: ID!) { adminPublishProblems(examId: $id) { link } }`, { id: examId });
    expect(listed.adminPublishProblems).toHaveLength(problems.length);
    await ok(`mutation($id: ID!) { adminDeleteSubQuestion(id: $id) { id } }`, { id: draft.adminCreateSubQuestion.id });
  });

  it("reorders blocks and sub-questions by drag and drop; a wrong set of ids is refused", async () => {
    const blocks = await ok(`mutation($e: ID!, $ids: [ID!]!) { adminReorderBlocks(examId: $e, ids: $ids) { id position } }`, {
      e: examId,
      ids: [readingId, listeningId],
    });
    expect(blocks.adminReorderBlocks).toEqual([
      { id: readingId, position: 1 },
      { id: listeningId, position: 2 },
    ]);
    const bad = await refused(`mutation($e: ID!, $ids: [ID!]!) { adminReorderBlocks(examId: $e, ids: $ids) { id } }`, {
      e: examId,
      ids: [readingId, readingId],
    });
    expect(bad.extensions!.code).toBe("BAD_USER_INPUT");
    const order = [subIds.matching, subIds.multiple_choice, subIds.true_false, subIds.gap_text, subIds.gap_select];
    const subs = await ok(
      `mutation($b: ID!, $ids: [ID!]!) { adminReorderSubQuestions(blockId: $b, ids: $ids) { id position } }`,
      { b: readingId, ids: order },
    );
    expect(subs.adminReorderSubQuestions.map((s: { id: string }) => s.id)).toEqual(order);
    const foreign = await refused(`mutation($b: ID!, $ids: [ID!]!) { adminReorderSubQuestions(blockId: $b, ids: $ids) { id } }`, {
      b: readingId,
      ids: [...order.slice(1), subIds.image_choice],
    });
    expect(foreign.extensions!.code).toBe("BAD_USER_INPUT");
  });

  it("previews any page of the draft as the learner sees it, with its keys", async () => {
    const p = await ok(
      `query($e: ID!) { adminPreview(examId: $e, page: 2) { number pageCount block { type title } subQuestions { kind answer choices { value imageUrl } } } }`,
      { e: examId },
    );
    expect(p.adminPreview).toMatchObject({ number: 2, pageCount: 2, block: { type: "listening", title: "Hören, Teil 1" } });
    expect(p.adminPreview.subQuestions[0]).toMatchObject({ kind: "multiple_choice", answer: "a" });
    expect(
      (await refused(`query($e: ID!) { adminPreview(examId: $e, page: 3) { number } }`, { e: examId })).extensions!.code,
    ).toBe("NOT_FOUND");
  });

  it("publishes once the audio is uploaded; the learner then sees it and can start it", async () => {
    const audio = await upload(fs.readFileSync(path.join(__dirname, "fixtures/tone.ogg")), "teil1.ogg", "audio");
    const b = await ok(`mutation($id: ID!, $i: AdminBlockInput!) { adminUpdateBlock(id: $id, input: $i) { ${BLOCK} } }`, {
      id: listeningId,
      i: { examId, type: "listening", title: "Hören, Teil 1", intro: "<p>Hören Sie.</p>", audio: audio.key, playLimit: 2 },
    });
    expect(b.adminUpdateBlock).toMatchObject({ position: 2, audio: audio.key, audioUrl: audio.url });
    // complete, but no Goethe A2 exam: the blueprint's Teile, items and minutes refuse it (in German for a German console)
    const bp = await refused(`mutation($id: ID!) { adminPublishExam(id: $id) { id } }`, { id: examId }, { lang: "de" });
    expect((bp.extensions!.problems as { kind: string; message: string }[]).map((p) => [p.kind, p.message])).toEqual([
      ["blueprint", "Laut Vorlage fehlt „Lesen, Teil 2“ (5 Aufgaben)."],
      ["blueprint", "Laut Vorlage fehlt „Lesen, Teil 3“ (5 Aufgaben)."],
      ["blueprint", "Laut Vorlage fehlt „Lesen, Teil 4“ (5 Aufgaben)."],
      ["blueprint", "Hören dauert 25 Minuten, die Vorlage sieht 30 vor."],
      ["blueprint", "„Hören, Teil 1“: 1 statt 5 Aufgaben laut Vorlage."],
      ["blueprint", "Laut Vorlage fehlt „Hören, Teil 2“ (5 Aufgaben)."],
      ["blueprint", "Laut Vorlage fehlt „Hören, Teil 3“ (5 Aufgaben)."],
      ["blueprint", "Laut Vorlage fehlt „Hören, Teil 4“ (5 Aufgaben)."],
    ]);
    expect(bp.message).toBe("Die Prüfung ist noch nicht vollständig: 8 Probleme.");
    // a shorter practice set is published on purpose
    const pub = await ok(`mutation($id: ID!) { adminPublishExam(id: $id, ignoreBlueprint: true) { published } }`, { id: examId });
    expect(pub.adminPublishExam.published).toBe(true);
    const seen = await t.gql(`query($id: ID!) { exam(id: $id) { name pageCount skills } }`, { id: examId }, { token: learner });
    expect(seen.data!.exam).toEqual({ name: "Modelltest A2 (Konsole)", pageCount: 2, skills: ["READING", "LISTENING"] });
    const started = await t.gql(`mutation($id: ID!) { startAttempt(examId: $id) { id } }`, { id: examId }, { token: learner });
    expect(started.errors).toBeUndefined();
    const un = await ok(`mutation($id: ID!) { adminPublishExam(id: $id, published: false) { published } }`, { id: examId });
    expect(un.adminPublishExam.published).toBe(false);
  });

  it("a recording replaced in the console drops the old one's sentence timings; an edit that keeps it keeps them", async () => {
    const cues = [{ start: 0, end: 1.2, speaker: "A", text: "Guten Tag." }];
    await t.ds.query(`UPDATE question_blocks SET audio_cues = $2::jsonb WHERE id = $1`, [listeningId, JSON.stringify(cues)]);
    const timings = async () =>
      (await t.ds.query(`SELECT audio_cues FROM question_blocks WHERE id = $1`, [listeningId]))[0].audio_cues as unknown;
    const update = (audio: string, title: string) =>
      ok(`mutation($id: ID!, $i: AdminBlockInput!) { adminUpdateBlock(id: $id, input: $i) { audio title } }`, {
        id: listeningId,
        i: { examId, type: "listening", title, intro: "<p>Hören Sie.</p>", audio, playLimit: 2 },
      });
    const [{ audio: kept }] = await t.ds.query(`SELECT audio FROM question_blocks WHERE id = $1`, [listeningId]);
    await update(kept, "Hören, Teil 1 (neu betitelt)");
    expect(await timings()).toEqual(cues);

    const human = await upload(fs.readFileSync(path.join(__dirname, "fixtures/tone.ogg")), "stimme.ogg", "audio");
    const b = await update(human.key, "Hören, Teil 1");
    expect(b.adminUpdateBlock.audio).toBe(human.key);
    expect(await timings()).toBeNull();
  });

  it("changing a sub-question's answer type leaves nothing of the old type behind", async () => {
    const r = await ok(
      `mutation($id: ID!, $i: AdminSubQuestionInput!) { adminUpdateSubQuestion(id: $id, input: $i) { ${SUB} } }`,
      {
        id: subIds.gap_select,
        i: { blockId: readingId, kind: "gap_text", title: "Der Zug fährt um", acceptedAnswers: ["acht"] },
      },
    );
    expect(r.adminUpdateSubQuestion).toMatchObject({
      kind: "gap_text",
      options: [],
      choices: [],
      answer: null,
      acceptedAnswers: ["acht"],
      position: 5,
    });
  });

  it("deletes a sub-question and a block, renumbering the rest; deleting the exam removes everything", async () => {
    await ok(`mutation($id: ID!) { adminDeleteSubQuestion(id: $id) { id } }`, { id: subIds.matching });
    const subs = await ok(
      `query($b: ID!) { adminSubQuestions(filter: { blockId: $b, sortField: "position" }) { items { position } } }`,
      { b: readingId },
    );
    expect(subs.adminSubQuestions.items.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4]);
    await ok(`mutation($id: ID!) { adminDeleteBlock(id: $id) { id } }`, { id: readingId });
    const blocks = await ok(`query($e: ID!) { adminBlocks(filter: { examId: $e }) { items { id position } } }`, { e: examId });
    expect(blocks.adminBlocks.items).toEqual([{ id: listeningId, position: 1 }]);
    await ok(`mutation($id: ID!) { adminDeleteExam(id: $id) { id } }`, { id: examId });
    expect(await t.ds.query(`SELECT id FROM question_blocks WHERE exam_id = $1`, [examId])).toEqual([]);
    expect((await refused(`mutation($id: ID!) { adminDeleteExam(id: $id) { id } }`, { id: examId })).extensions!.code).toBe(
      "NOT_FOUND",
    );
  });
});
