// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AssessmentFieldsFragment, RubricFieldsFragment } from "../../gql/graphql";
import { renderIn } from "../../test/render";
import { AssessmentView } from "./AssessmentView";

afterEach(cleanup);

// A teacher's grade given on the Goethe B2 discussion rubric before issue 29 rebuilt it: it was rated on Kohärenz,
// which the rubric now rates as Interaktion. The grade shows as given, each criterion under its name.
const grade: AssessmentFieldsFragment = {
  by: "TEACHER",
  assessorName: "Frau Weber",
  total: 12,
  maxPoints: 16,
  comment: null,
  at: "2026-11-01T10:00:00Z",
  scores: [
    { key: "erfuellung", band: "A", points: 4 },
    { key: "kohaerenz", band: "B", points: 3 },
  ],
};
const rubric = {
  criteria: [
    { key: "erfuellung", label: "Erfüllung" },
    { key: "interaktion", label: "Interaktion" },
  ],
} as unknown as RubricFieldsFragment;

describe("a grade given on a criterion its rubric no longer has", () => {
  it("names it as it was called, in the learner's language", async () => {
    await renderIn(<AssessmentView assessment={grade} rubric={rubric} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items[0]).toMatch(/^Erfüllung:/);
    expect(items[1]).toMatch(/^Kohärenz:/);
    cleanup();
    await renderIn(<AssessmentView assessment={grade} rubric={rubric} />, { lang: "fr", url: "/fr" });
    expect(screen.getAllByRole("listitem")[1]!.textContent).toMatch(/^Cohérence/);
  });

  it("shows an unknown key as it is rather than nothing", async () => {
    await renderIn(
      <AssessmentView assessment={{ ...grade, scores: [{ key: "zusatz", band: "A", points: 1 }] }} rubric={rubric} />,
    );
    expect(screen.getByRole("listitem").textContent).toMatch(/^zusatz:/);
  });
});
