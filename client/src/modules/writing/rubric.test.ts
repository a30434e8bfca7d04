import { describe, expect, it } from "vitest";
import type { RubricFieldsFragment } from "../../gql/graphql";
import { choiceOf, scoresOf } from "./rubric";

const rubric: RubricFieldsFragment = {
  id: "1",
  key: "goethe-B1-email",
  hasCalibration: true,
  name: "Goethe B1",
  scheme: "goethe",
  weight: 1,
  maxPoints: 20,
  criteria: ["erfuellung", "sprache"].map((key) => ({
    key,
    label: key,
    maxPoints: 10,
    zeroesTask: key === "erfuellung",
    bands: [
      { band: "A", points: 10, descriptor: "gut" },
      { band: "B", points: 7.5, descriptor: "fast" },
      { band: "E", points: 0, descriptor: "nicht" },
    ],
  })),
};

describe("a band per criterion (self-assessment, calibration, the console's grading)", () => {
  it("sends one band's points per criterion, nothing while a criterion has no band", () => {
    expect(scoresOf(rubric, { erfuellung: "B" })).toBeNull();
    expect(scoresOf(rubric, { erfuellung: "B", sprache: "Z" })).toBeNull();
    expect(scoresOf(rubric, { erfuellung: "B", sprache: "E" })).toEqual([
      { key: "erfuellung", points: 7.5 },
      { key: "sprache", points: 0 },
    ]);
  });

  it("starts from the earlier grade's bands", () => {
    expect(choiceOf([{ key: "erfuellung", band: "A" }])).toEqual({ erfuellung: "A" });
    expect(choiceOf(undefined)).toEqual({});
  });
});
