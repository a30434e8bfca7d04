import { describe, expect, it } from "vitest";
import { placementReason } from "./placementReason";

const set = (cefr: string, setType: string, passed: boolean) => ({ cefr, setType, passed });

describe("placementReason", () => {
  it("A1 not reached", () => {
    expect(placementReason(null, [set("A2", "difficult", false), set("A1", "mixed", false)])).toEqual({ key: "below" });
  });

  it("the harder items of a level failed, its easier ones passed", () => {
    expect(placementReason("A2", [set("A2", "difficult", false), set("A2", "mixed", true)])).toEqual({
      key: "secondChance",
      level: "A2",
    });
  });

  it("placed below a level whose sets were both failed", () => {
    const sets = [
      set("A2", "difficult", true),
      set("B1", "difficult", true),
      set("B2", "difficult", false),
      set("B2", "mixed", false),
    ];
    expect(placementReason("B1", sets)).toEqual({ key: "upperFailed", level: "B1", above: "B2" });
  });

  it("A1 passed after A2 was too hard", () => {
    const sets = [set("A2", "difficult", false), set("A2", "mixed", false), set("A1", "difficult", true)];
    expect(placementReason("A1", sets)).toEqual({ key: "upperFailed", level: "A1", above: "A2" });
  });

  it("the highest level passed", () => {
    const sets = ["A2", "B1", "B2", "C1"].map((l) => set(l, "difficult", true));
    expect(placementReason("C1", sets)).toEqual({ key: "top", level: "C1" });
  });
});
