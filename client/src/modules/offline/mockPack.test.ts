import { describe, expect, it } from "vitest";
import type { AttemptCockpitQuery, AttemptPageQuery } from "../../gql/graphql";
import { countedOn, mediaOf, withSaved } from "./mockPack";

type Page = NonNullable<AttemptPageQuery["attempt"]>["page"];

const page = (block: Partial<Page["block"]>, answers: Page["answers"] = []): Page =>
  ({
    number: 3,
    answers,
    block: {
      audioUrl: null,
      audioMp3Url: null,
      audioSources: [],
      imageUrl: null,
      passage: null,
      subQuestions: [{ id: "q1" }, { id: "q2" }],
      ...block,
    },
  }) as unknown as Page;

describe("mediaOf: what a page needs kept", () => {
  it("keeps the one recording this browser plays (the first source it can), never the others", () => {
    const p = page({
      audioUrl: "/media/a.ogg",
      audioMp3Url: "/media/a.mp3",
      audioSources: [
        { url: "/media/a.ogg", mimeType: "audio/ogg" },
        { url: "/media/a.mp3", mimeType: "audio/mpeg" },
      ] as Page["block"]["audioSources"],
    });
    expect(mediaOf(p, (t) => t === "audio/mpeg")).toEqual(["/media/a.mp3"]);
    expect(mediaOf(p, () => true)).toEqual(["/media/a.ogg"]);
  });

  it("keeps every picture (the block's, the choices', those in a passage) and no private recording", () => {
    const p = page({
      imageUrl: "/media/goethe/b.svg",
      passage: '<p><img src="/media/goethe/c.png"> <a href="/media/recordings/9">x</a></p>',
      subQuestions: [{ id: "q1", choices: [{ imageUrl: "/media/goethe/d.svg" }] }] as unknown as Page["block"]["subQuestions"],
    });
    expect(mediaOf(p, () => true).sort()).toEqual(["/media/goethe/b.svg", "/media/goethe/c.png", "/media/goethe/d.svg"]);
  });
});

describe("countedOn: a kept module clock runs on offline", () => {
  const cockpit = {
    attempt: {
      timers: [
        { skill: "READING", remainingSeconds: 600, expired: false },
        { skill: "LISTENING", remainingSeconds: null, expired: false },
      ],
    },
  } as unknown as AttemptCockpitQuery;

  it("takes off the time passed since the server's clock was read, and is up at zero", () => {
    const later = countedOn(cockpit, 1_000, 1_000 + 90_500).attempt!.timers;
    expect(later.map((t) => [t.remainingSeconds, t.expired])).toEqual([
      [510, false],
      [null, false],
    ]);
    expect(countedOn(cockpit, 0, 700_000).attempt!.timers[0]).toMatchObject({ remainingSeconds: 0, expired: true });
  });
});

describe("withSaved: a kept page shows what the server acknowledged since", () => {
  it("overlays the acknowledged answers of this page's items only", () => {
    const kept = { attempt: { page: page({}, [{ subQuestionId: "q1", value: "a" }] as Page["answers"]) } } as AttemptPageQuery;
    const shown = withSaved(kept, { q1: "b", q2: "c", other: "z" }).attempt!.page.answers;
    expect(shown.map((a) => [a.subQuestionId, a.value])).toEqual([
      ["q1", "b"],
      ["q2", "c"],
    ]);
  });
});
