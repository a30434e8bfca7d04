import { describe, expect, it } from "vitest";
import { letterChoices } from "../resources/subQuestions/KindFields";
import { consoleMessages } from "./consoleMessages";
import { inLanguage, type Messages } from "./messageTree";
import { messages } from "./index";

/** The message at a dotted key, as react-admin's translate reads it. */
const at = (tree: object, key: string): unknown =>
  key.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], tree);

const keys = (m: Messages, prefix = ""): string[] =>
  Object.entries(m).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : keys(v, `${prefix}${k}.`)));

describe("console messages", () => {
  it("split into English and German with the same keys", () => {
    const en = inLanguage(consoleMessages, "en");
    const de = inLanguage(consoleMessages, "de");
    expect(keys(de)).toEqual(keys(en));
    expect(keys(en)).toContain("resources.sub_questions.fields.acceptedAnswers");
  });

  it("read as an author sees them in each language", () => {
    expect(at(messages.de, "app.title")).toBe("Prüfungskonsole");
    expect(at(messages.en, "app.title")).toBe("Exam console");
    expect(at(messages.de, "app.block_type.listening_and_image")).toBe("Hören mit Bild");
    expect(at(messages.de, "resources.levels.fields.slugAr")).toBe("Slug ar");
    expect(at(messages.en, "resources.levels.fields.slugEs")).toBe("Slug es");
    expect(at(messages.de, "ra.action.save")).toBe("Speichern");
  });
});

describe("multiple-choice keys", () => {
  it("offer a letter per choice, at least two, with the choice's text", () => {
    expect(letterChoices({ choiceKind: "text", textChoices: ["um acht", "um neun", "um zehn"] })).toEqual([
      { id: "a", name: "A – um acht" },
      { id: "b", name: "B – um neun" },
      { id: "c", name: "C – um zehn" },
    ]);
    expect(letterChoices({ choiceKind: "image", imageChoices: [{}] }).map((c) => c.name)).toEqual(["A", "B"]);
  });
});
