import { describe, expect, it } from "vitest";
import { itemLabel, markEvidence, quotedFragments } from "./evidence";

describe("quotedFragments", () => {
  it("takes the quoted words and splits them at an ellipsis", () => {
    expect(quotedFragments("<p>Im Text steht: „wartet … auf seine Schwester“.</p>")).toEqual(["wartet", "auf seine Schwester"]);
    expect(quotedFragments("„am Bahnhof“ steht im ersten Satz.")).toEqual(["am Bahnhof"]);
    expect(quotedFragments('The text says "at the station".')).toEqual(["at the station"]);
  });

  it("finds nothing in an explanation without quotes", () => {
    expect(quotedFragments("The text says he waits for his sister.")).toEqual([]);
    expect(quotedFragments(null)).toEqual([]);
  });
});

describe("markEvidence", () => {
  const passage = "<p>Paul wartet am Bahnhof auf seine Schwester Anna.</p>";

  it("marks each fragment once, numbered by its item, outside the tags", () => {
    const { html, found } = markEvidence(passage, [
      { label: "1", fragments: ["wartet", "auf seine Schwester"] },
      { label: "2", fragments: ["am Bahnhof"] },
    ]);
    expect(found).toBe(3);
    expect(html).toBe(
      '<p>Paul <mark class="evidence" data-item="1">wartet</mark> <mark class="evidence" data-item="2">am Bahnhof</mark> ' +
        '<mark class="evidence" data-item="1">auf seine Schwester</mark> Anna.</p>',
    );
  });

  it("leaves the passage as it is when a quote is not in it, and never matches inside a tag", () => {
    expect(markEvidence(passage, [{ label: "3", fragments: ["im Kino"] }])).toEqual({ html: passage, found: 0 });
    expect(markEvidence('<p class="Bahnhof">x</p>', [{ label: "1", fragments: ["Bahnhof"] }]).found).toBe(0);
  });
});

describe("itemLabel", () => {
  it("reads the number the exam prints, else the position", () => {
    expect(itemLabel("12. Wo wartet Paul?", 3)).toBe("12");
    expect(itemLabel("ist der Name von Pauls Schwester.", 5)).toBe("5");
  });
});
