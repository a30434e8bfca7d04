import { stem, writingFeedback, type WritingTask } from "./feedback";
import { learnerDistance } from "./learner-distance";
import { createGermanSpeller, type Speller } from "./spelling";

let speller: Speller;
beforeAll(() => {
  speller = createGermanSpeller();
});

const task: WritingTask = {
  minWords: 30,
  maxWords: 60,
  kind: "email",
  task: "<p>Ihre Freundin Anna hat Sie zu ihrer Geburtstagsfeier eingeladen. Sie können nicht kommen.</p>",
  points: [
    { text: "Bedanken Sie sich für die Einladung.", keywords: [] },
    { text: "Sagen Sie, warum Sie nicht kommen können.", keywords: ["leider", "krank", "arbeiten", "keine Zeit"] },
    { text: "Schlagen Sie ein neues Treffen vor.", keywords: ["treffen", "nächste Woche", "vorschlag"] },
  ],
};

const letter = `Liebe Anna,

vielen Dank für deine Einladung zur Geburtstagsfeier! Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss.
Ich wünsche dir trotzdem eine schöne Feier und viel Spaß mit den Gästen. Die Wohnnung ist bestimmt voll.

Viele Grüße
Maria`;

describe("writing feedback (a hint, not a score)", () => {
  it("counts words and places them against the task's range", () => {
    const f = writingFeedback(letter, task, speller);
    expect(f.wordCount).toBe(41);
    expect(f.range).toBe("WITHIN");
    expect(writingFeedback("Hallo Anna, danke!", task, speller).range).toBe("BELOW");
    expect(writingFeedback("Hallo", { ...task, minWords: null, maxWords: null }, speller).range).toBeNull();
  });

  it("names each content point likely covered, with the covering sentence, and the one left out", () => {
    const f = writingFeedback(letter, task, speller);
    expect(f.pointsCovered).toEqual([
      { point: task.points[0].text, covered: true, evidence: "vielen Dank für deine Einladung zur Geburtstagsfeier!" },
      {
        point: task.points[1].text,
        covered: true,
        evidence: "Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss.",
      },
      { point: task.points[2].text, covered: false, evidence: null },
    ]);
  });

  it("flags a misspelt word with its offset and a suggestion, and accepts compounds and names", () => {
    const f = writingFeedback(letter, task, speller);
    expect(f.spelling).toEqual([{ word: "Wohnnung", offset: letter.indexOf("Wohnnung"), suggestions: ["Wohnung"] }]);
    expect(writingFeedback("Ich fahre mit dem Fahrad.", task, speller).spelling[0].suggestions).toContain("Fahrrad");
  });

  it("notices du and Sie mixed, and a letter without greeting or closing", () => {
    const mixed = writingFeedback(
      "Hallo Tom, ich danke dir. Können Sie mir helfen? Ich rufe Ihnen an. Viele Grüße",
      task,
      speller,
    );
    expect(mixed.register.map((r) => r.kind)).toEqual(["MIXED_ADDRESS"]);
    expect(mixed.register[0].evidence).toEqual(["dir", "Sie", "Ihnen"]);
    const bare = writingFeedback("Ich komme morgen nicht. Das Wetter ist schlecht.", task, speller);
    expect(bare.register.map((r) => r.kind)).toEqual(["NO_GREETING", "NO_CLOSING"]);
    // "Sie" opening a sentence may mean "she": not counted as the polite form
    const she = writingFeedback("Hallo Tom, wie geht es dir? Sie kommt morgen. Bis bald", task, speller);
    expect(she.register).toEqual([]);
    expect(writingFeedback("Ich komme nicht.", { ...task, kind: "forum" }, speller).register).toEqual([]);
  });

  it("counts connectors", () => {
    const f = writingFeedback(letter, task, speller);
    expect(f.connectors.sort()).toEqual(["trotzdem", "weil"]);
    expect(f.connectorCount).toBe(2);
  });

  it("stems word forms alike", () => {
    expect(stem("Einladung")).toBe(stem("einladen"));
    expect(stem("Einladungen")).toBe(stem("Einladung"));
    expect(stem("Grüße")).toBe("gruss");
  });
});

describe("writing feedback without false alarms", () => {
  const claraTask: WritingTask = {
    minWords: 70,
    maxWords: 100,
    kind: "email",
    task:
      "<p>Sie haben vor zwei Wochen einen Hund aus dem Tierheim zu sich genommen. Ihre Freundin Clara weiß das noch nicht. " +
      "Schreiben Sie Clara eine E-Mail.</p><ul><li>Beschreiben Sie den Hund.</li><li>Wie hat sich Ihr Alltag verändert?</li>" +
      "<li>Laden Sie Clara zu einem gemeinsamen Ausflug mit dem Hund ein.</li></ul>",
    points: [
      { text: "Beschreiben Sie den Hund.", keywords: ["heißt", "Jahre", "groß", "klein", "braun", "freundlich", "Fell"] },
      { text: "Wie hat sich Ihr Alltag verändert?", keywords: ["Alltag", "früher", "jeden", "Morgen", "aufstehen", "anders"] },
      { text: "Laden Sie Clara zu einem Ausflug mit dem Hund ein.", keywords: ["Lust", "Ausflug", "wandern", "Wochenende"] },
    ],
  };
  const email = `Liebe Clara,

seit zwei Wochen habe ich einen Hund aus dem Tierheim! Er heißt Bruno und ist sehr freundlich.
Mein Alltag ist jetzt anders, weil ich jeden Morgen frue aufstehen muss. Vieleicht hast du am Wochenente Lust,
mit uns am See zu picknicken? Lena kommt auch mit.

Viele Grüße
Aylin`;

  it("never flags the task's names, a person's name or a correct rare word", () => {
    const flagged = writingFeedback(email, claraTask, speller).spelling.map((s) => s.word);
    for (const word of ["Clara", "Lena", "picknicken", "Aylin", "Bruno", "Tierheim"]) expect(flagged).not.toContain(word);
  });

  it("catches typical learner misspellings, real words among them, with the right correction first", () => {
    const f = writingFeedback(email, claraTask, speller);
    const first = Object.fromEntries(f.spelling.map((s) => [s.word, s.suggestions[0]]));
    expect(first).toEqual({ frue: "früh", Vieleicht: "Vielleicht", Wochenente: "Wochenende" });
    expect(f.spelling.find((s) => s.word === "Wochenente")!.offset).toBe(email.indexOf("Wochenente"));
  });

  it("ranks suggestions by the learner's likely slip: a silent h, an umlaut, a doubled letter, a compound's part", () => {
    // the speller alone, without the curated list: früh before freue
    expect(speller.suggest("frue")[0]).toBe("früh");
    expect(speller.suggest("Stüle")[0]).toBe("Stühle");
    expect(speller.suggest("Fahrad")[0]).toBe("Fahrrad");
    expect(speller.suggest("Kopfschmertzen")[0]).toBe("Kopfschmerzen");
    expect(learnerDistance("frue", "früh")).toBeLessThan(learnerDistance("frue", "freue"));
  });

  it("claims a content point only with the learner's own sentence, and nothing for an answer off the topic", () => {
    const covered = writingFeedback(email, claraTask, speller).pointsCovered;
    expect(covered.map((p) => p.covered)).toEqual([true, true, true]);
    for (const p of covered) expect(email).toContain(p.evidence!);
    expect(covered[1].evidence).toBe("Mein Alltag ist jetzt anders, weil ich jeden Morgen frue aufstehen muss.");

    const forum: WritingTask = {
      minWords: 70,
      maxWords: 100,
      kind: "forum",
      task:
        "<p>Sie haben im Fernsehen eine Diskussion zum Thema „Sollen Supermärkte auch am Sonntag öffnen?“ gesehen.</p>" +
        "<blockquote><p>Kathi_92: Ich arbeite die ganze Woche bis 19 Uhr. Wann soll ich denn in Ruhe einkaufen?</p></blockquote>",
      points: [
        { text: "Gehen Sie auf Kathis Beitrag ein.", keywords: ["Kathi", "verstehen", "Beitrag"] },
        {
          text: "Sagen Sie Ihre Meinung und begründen Sie sie.",
          keywords: ["Meinung", "finde", "dagegen", "dafür", "weil", "denn"],
        },
        {
          text: "Nennen Sie ein Beispiel oder eine eigene Erfahrung.",
          keywords: ["Beispiel", "Schwester", "Erfahrung", "meine"],
        },
      ],
    };
    const offTopic =
      "Meiner Meinung nach ist Urlaub am Meer am schönsten, weil man dort gut schwimmen kann. Ich finde Berge langweilig. " +
      "Zum Beispiel war meine Schwester in den Alpen und hatte schlechtes Wetter. Das ist meine Erfahrung.";
    expect(writingFeedback(offTopic, forum, speller).pointsCovered.map((p) => p.covered)).toEqual([false, false, false]);

    const onTopic =
      "Ich kann Kathi gut verstehen. Trotzdem bin ich dagegen, dass Supermärkte am Sonntag öffnen, weil die Verkäufer auch frei haben müssen. " +
      "Meine Schwester arbeitet zum Beispiel in einem Supermarkt und ist froh über den freien Sonntag.";
    const points = writingFeedback(onTopic, forum, speller).pointsCovered;
    expect(points.map((p) => p.evidence)).toEqual([
      "Ich kann Kathi gut verstehen.",
      "Trotzdem bin ich dagegen, dass Supermärkte am Sonntag öffnen, weil die Verkäufer auch frei haben müssen.",
      "Meine Schwester arbeitet zum Beispiel in einem Supermarkt und ist froh über den freien Sonntag.",
    ]);
    // only linking words (weil, denn) and "finde": not evidence of an opinion on the topic
    const vague = "Ich finde das so. Das ist gut, weil es so ist. Denn ich denke nach.";
    expect(writingFeedback(vague, forum, speller).pointsCovered[1].covered).toBe(false);
  });

  it("expects greeting and closing in e-mails and letters, not in forum posts or essays", () => {
    const post = "Ich bin gegen offene Supermärkte am Sonntag. Die Verkäufer brauchen einen freien Tag.";
    const kinds = (kind: string | null, task: string | null = null) =>
      writingFeedback(post, { ...task0, kind, task }, speller).register.map((r) => r.kind);
    const task0: WritingTask = { minWords: null, maxWords: null, kind: null, task: null, points: [] };
    expect(kinds("forum")).toEqual([]);
    expect(kinds("essay")).toEqual([]);
    expect(kinds("email")).toEqual(["NO_GREETING", "NO_CLOSING"]);
    expect(kinds("formal_letter")).toEqual(["NO_GREETING", "NO_CLOSING"]);
    // without a rubric, the task's wording decides
    expect(kinds(null, "<p>Schreiben Sie einen Beitrag im Forum.</p>")).toEqual([]);
    expect(kinds(null, "<p>Schreiben Sie Ihrem Freund eine E-Mail.</p>")).toEqual(["NO_GREETING", "NO_CLOSING"]);
  });
});
