import { stem, writingFeedback, type WritingTask } from "./feedback";
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
