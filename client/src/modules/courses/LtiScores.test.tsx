// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CourseQuery } from "../../gql/graphql";
import { renderIn } from "../../test/render";
import { LtiScores } from "./LtiScores";

afterEach(cleanup);

type Assignment = NonNullable<CourseQuery["course"]>["assignments"][number];
type Score = NonNullable<Assignment["ltiScores"]>[number];

const score = (over: Partial<Score>): Score => ({
  attemptId: "1",
  learnerName: "Aylin Demir",
  state: "POSTED",
  scoreGiven: 76.2,
  scoreMaximum: 100,
  gradingProgress: "FullyGraded",
  tries: 0,
  lastError: null,
  postedAt: "2026-11-20T10:00:00.000Z",
  nextTryAt: null,
  ...over,
});

const assignment = (ltiScores: Score[] | null) => ({ id: "5", title: "Lesen B1", ltiScores }) as unknown as Assignment;

describe("LtiScores: whether each learner's score reached the learning platform", () => {
  it("shows sent, pending (next try, last error) and failed (tries, last error) per learner, opened when one failed", async () => {
    await renderIn(
      <LtiScores
        assignment={assignment([
          score({}),
          score({
            attemptId: "2",
            learnerName: "Ben Okafor",
            state: "PENDING",
            scoreGiven: 100,
            gradingProgress: "Pending",
            tries: 2,
            lastError: "score endpoint answered 503",
            postedAt: null,
            nextTryAt: "2026-11-20T10:02:00.000Z",
          }),
          score({
            attemptId: "3",
            learnerName: "Chiara Rossi",
            state: "FAILED",
            tries: 8,
            lastError: "token endpoint answered 401",
          }),
        ])}
      />,
    );
    const box = screen.getByTestId("lti-scores");
    expect(box).toHaveProperty("open", true);
    expect(screen.getByTestId("lti-scores-summary").textContent).toBe("gesendet: 1 · ausstehend: 1 · fehlgeschlagen: 1");
    const rows = within(box).getAllByTestId("lti-score-row");
    expect(rows.map((r) => r.getAttribute("data-state"))).toEqual(["POSTED", "PENDING", "FAILED"]);
    expect(rows[0].textContent).toContain("gesendet");
    expect(rows[0].textContent).toContain("76,2 / 100");
    expect(rows[1].textContent).toContain("Bewertung offen");
    expect(within(rows[1]).getByTestId("lti-score-error").textContent).toBe("score endpoint answered 503");
    expect(rows[1].textContent).toContain("2");
    expect(within(rows[2]).getByTestId("lti-score-error").textContent).toBe("token endpoint answered 401");
    expect(rows[2].textContent).toContain("fehlgeschlagen");
  });

  it("in Arabic; nothing for an assignment that is not the platform's", async () => {
    await renderIn(<LtiScores assignment={assignment([])} />, { lang: "ar" });
    expect(screen.getByTestId("lti-scores").textContent).toContain("لا تسليم بعد");
    cleanup();
    const { container } = await renderIn(<LtiScores assignment={assignment(null)} />);
    expect(container.textContent).toBe("");
  });
});
