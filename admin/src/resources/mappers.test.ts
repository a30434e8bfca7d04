import { describe, expect, it } from "vitest";
import { blockInput } from "./blocks/blockApi";
import { contactInfoInput } from "./contactInfo/contactInfoApi";
import { examInput } from "./exams/examApi";
import { levelInput } from "./levels/levelApi";
import { placementItemInput } from "./placementItems/placementItemApi";
import { rubricInput } from "./rubrics/rubricApi";
import { subQuestionInput } from "./subQuestions/subQuestionApi";
import { userInput } from "./users/userApi";

const NO_TEXT = { de: null, en: null, ar: null, fr: null, es: null };

/** What the request carries: keys left undefined are not sent. */
const sent = (input: object) => JSON.parse(JSON.stringify(input));

describe("records as the forms hold them → GraphQL inputs", () => {
  it("a level: slugs and texts, its images without position and URL, only those with a file", () => {
    const slugs = Object.fromEntries(["De", "En", "Ar", "Fr", "Es"].map((l) => [`slug${l}`, `goethe-c1-${l.toLowerCase()}`]));
    const description = { de: "<p>Stufe</p>", en: null, ar: null, fr: null, es: null };
    const level = { family: "goethe", cefr: "C1", name: "Goethe-Zertifikat C1", ...slugs, sortOrder: 9, description };
    const record = {
      id: "3",
      ...level,
      examCount: 2,
      images: [
        { position: 1, file: "image/a.png", url: "/media/image/a.png", alt: { de: "Punkt 1" } },
        { position: 2, file: null, alt: { de: "leer" } },
      ],
    };
    expect(sent(levelInput(record))).toEqual({
      ...level,
      images: [{ file: "image/a.png", alt: { ...NO_TEXT, de: "Punkt 1" } }],
    });
  });

  it("an exam: read-only fields stay behind, emptied minutes are cleared, a missing level is sent empty", () => {
    const input = examInput({
      id: "5",
      name: "Konsolenprüfung C1",
      published: true,
      blockCount: 2,
      createdAt: "2025-01-01T00:00:00Z",
      readingMinutes: 30,
      listeningMinutes: "",
      passRule: "per_skill",
      passPercent: 60,
    });
    expect(sent(input)).toEqual({
      levelId: "",
      name: "Konsolenprüfung C1",
      readingMinutes: 30,
      listeningMinutes: null,
      passRule: "per_skill",
      passPercent: 60,
    });
  });

  it("a part: pool rows without a key are dropped and a pool label defaults to empty", () => {
    const input = blockInput({
      examId: "5",
      type: "reading",
      title: "Lesen, Teil 1",
      audio: "",
      playLimit: 2,
      optionPool: [{ value: "a", label: "Küche" }, { value: "b" }, { value: "", label: "ohne Kennung" }],
      notes: { de: "Hinweis" },
      subQuestionCount: 3,
      audioUrl: "/media/audio/x.ogg",
    });
    expect(sent(input)).toEqual({
      examId: "5",
      type: "reading",
      title: "Lesen, Teil 1",
      audio: null,
      playLimit: 2,
      optionPool: [
        { value: "a", label: "Küche" },
        { value: "b", label: "" },
      ],
      notes: { ...NO_TEXT, de: "Hinweis" },
    });
  });

  it("a question: blank choices and answers are dropped, picture choices need a picture", () => {
    const input = subQuestionInput({
      blockId: "8",
      kind: "multiple_choice",
      title: "Wann fährt der Zug?",
      highlight: false,
      choiceKind: "image",
      textChoices: ["um acht", "", "  "],
      acceptedAnswers: undefined,
      imageChoices: [{ image: "image/a.png", label: "" }, { label: "ohne Bild" }],
      answer: "a",
      choices: [{ value: "a", label: "um acht" }],
      modelSolution: { en: "at eight" },
    });
    expect(sent(input)).toEqual({
      blockId: "8",
      kind: "multiple_choice",
      title: "Wann fährt der Zug?",
      highlight: false,
      choiceKind: "image",
      answer: "a",
      textChoices: ["um acht"],
      acceptedAnswers: [],
      options: [],
      imageChoices: [{ image: "image/a.png", label: null }],
      modelSolution: { ...NO_TEXT, en: "at eight" },
      explanation: NO_TEXT,
      points: [],
    });
  });

  it("a writing task: its points with keywords typed as one line or kept as a list, its range and rubric", () => {
    const input = subQuestionInput({
      blockId: "9",
      kind: "writing",
      task: "<p>Schreiben Sie eine E-Mail.</p>",
      points: [
        { text: "Bedanken Sie sich.", keywords: "danke, Dank ,, " },
        { text: "Schlagen Sie einen Termin vor.", keywords: ["Samstag", " Zeit "] },
        { text: "", keywords: "" },
      ],
      minWords: 70,
      maxWords: "",
      rubricKey: "goethe-B1-email",
    });
    expect(sent(input)).toMatchObject({
      kind: "writing",
      task: "<p>Schreiben Sie eine E-Mail.</p>",
      points: [
        { text: "Bedanken Sie sich.", keywords: ["danke", "Dank"] },
        { text: "Schlagen Sie einen Termin vor.", keywords: ["Samstag", "Zeit"] },
      ],
      minWords: 70,
      maxWords: null,
      rubricKey: "goethe-B1-email",
    });
  });

  it("a speaking task: its times as numbers (0 kept, a cleared field sent as null), its model recordings, its rubric", () => {
    const input = subQuestionInput({
      blockId: "12",
      kind: "speaking",
      task: "<p>Stellen Sie ein Thema vor.</p>",
      points: [{ text: "Vorteile", keywords: "gut, praktisch" }],
      prepSeconds: 0,
      maxRecordSeconds: "90",
      modelAudio: "audio/modell.ogg",
      modelAudioMp3: "",
      rubricKey: "goethe-B1-sprechen-praesentation",
      modelAudioUrl: "/media/audio/modell.ogg",
    });
    expect(sent(input)).toMatchObject({
      kind: "speaking",
      points: [{ text: "Vorteile", keywords: ["gut", "praktisch"] }],
      prepSeconds: 0,
      maxRecordSeconds: 90,
      modelAudio: "audio/modell.ogg",
      rubricKey: "goethe-B1-sprechen-praesentation",
    });
    expect(sent(input)).not.toHaveProperty("modelAudioUrl");
    expect(sent(subQuestionInput({ blockId: "12", kind: "speaking", prepSeconds: "", maxRecordSeconds: null }))).toMatchObject({
      prepSeconds: null,
      maxRecordSeconds: null,
    });
  });

  it("a rubric: every criterion and band in order, points as numbers, read-only counts left behind", () => {
    const input = rubricInput({
      id: "4",
      key: "goethe-B1-email",
      usedBy: 2,
      maxPoints: 20,
      name: { de: "Goethe B1", fr: "Goethe B1, courriel" },
      weight: 1,
      certainty: "mem",
      source: "",
      criteria: [
        {
          key: "erfuellung",
          zeroesTask: true,
          label: { de: "Erfüllung" },
          bands: [
            { band: "A", points: 10, descriptor: { de: "alles" } },
            { band: "E", points: "0", descriptor: { de: "nichts" } },
          ],
        },
      ],
    });
    expect(sent(input)).toEqual({
      name: { ...NO_TEXT, de: "Goethe B1", fr: "Goethe B1, courriel" },
      weight: 1,
      source: null,
      certainty: "mem",
      criteria: [
        {
          key: "erfuellung",
          zeroesTask: true,
          label: { ...NO_TEXT, de: "Erfüllung" },
          bands: [
            { band: "A", points: 10, descriptor: { ...NO_TEXT, de: "alles" } },
            { band: "E", points: 0, descriptor: { ...NO_TEXT, de: "nichts" } },
          ],
        },
      ],
    });
  });

  it("a placement item keeps its non-blank choices", () => {
    expect(
      sent(
        placementItemInput({
          cefr: "A2",
          difficulty: "easy",
          title: "Ich ___ Anna.",
          choices: ["bin", "", "ist", "sind"],
          correctAnswer: "bin",
          active: true,
        }),
      ),
    ).toEqual({
      cefr: "A2",
      difficulty: "easy",
      title: "Ich ___ Anna.",
      choices: ["bin", "ist", "sind"],
      correctAnswer: "bin",
      active: true,
    });
  });

  it("a user: only the switch that changed is sent, so the other stays as it is", () => {
    expect(sent(userInput({ isAdmin: true }))).toEqual({ isAdmin: true });
    expect(sent(userInput({ isTeacher: true }))).toEqual({ isTeacher: true });
    expect(sent(userInput({ timeFactor: "1.5" }))).toEqual({ timeFactor: 1.5 });
    expect(sent(userInput({ timeFactor: 2 }))).toEqual({ timeFactor: 2 });
    expect(sent(userInput({ id: "2", email: "a@b.c", isAdmin: false, isBlocked: true }))).toEqual({
      isAdmin: false,
      isBlocked: true,
    });
  });

  it("the site texts: emptied contacts are cleared, named images need a name and a file", () => {
    const input = contactInfoInput({
      id: "1",
      logo: "image/logo.png",
      logoUrl: "/media/image/logo.png",
      email: "",
      images: [
        { name: "a1", file: "image/a1.png", url: "/media/image/a1.png" },
        { name: "", file: "image/x.png" },
      ],
      about: { de: "Über uns" },
    });
    expect(sent(input)).toEqual({
      logo: "image/logo.png",
      image: null,
      email: null,
      phone: null,
      images: [{ name: "a1", file: "image/a1.png" }],
      about: { ...NO_TEXT, de: "Über uns" },
      goetheDesc: NO_TEXT,
      telcDesc: NO_TEXT,
      placementDesc: NO_TEXT,
    });
  });
});
