import { describe, expect, it } from "vitest";
import type { ProductiveAnswerFieldsFragment } from "../../gql/graphql";
import { pageOf, parseGradingId, statusOf, toRecord } from "./gradingApi";

const answer = (over: Partial<ProductiveAnswerFieldsFragment>): ProductiveAnswerFieldsFragment => ({
  attemptId: "7",
  subQuestionId: "42",
  learnerName: "Lina",
  examName: "Goethe B1",
  title: "Schreiben, Teil 1",
  skill: "WRITING",
  submittedAt: "2026-01-01T10:00:00Z",
  task: "<p>Aufgabe</p>",
  points: [],
  minWords: 30,
  maxWords: 80,
  text: "Liebe Eva",
  recordingUrl: null,
  modelAnswer: null,
  rubric: null,
  feedback: null,
  assessments: [],
  ...over,
});

describe("grading queue", () => {
  it("joins attempt and sub-question into the record id, and reads it back", () => {
    const record = toRecord(
      answer({
        assessments: [
          { by: "SELF", total: 15, maxPoints: 20, scores: [], at: "2026-01-02", assessorName: null, comment: null },
          { by: "TEACHER", total: 12.5, maxPoints: 20, scores: [], at: "2026-01-03", assessorName: "T", comment: "gut" },
        ],
      }),
    );
    expect(record.id).toBe("7-42");
    expect(record.teacherTotal).toBe(12.5);
    expect(toRecord(answer({})).teacherTotal).toBeNull();
    expect(parseGradingId("7-42")).toEqual({ attemptId: "7", subQuestionId: "42" });
    expect(parseGradingId("7")).toBeNull();
  });

  it("filters awaiting by default, searches, sorts newest first on request and pages", () => {
    expect(statusOf(undefined)).toBe("AWAITING");
    expect(statusOf("GRADED")).toBe("GRADED");
    const records = ["Anna", "Bert", "Carla"].map((learnerName, i) =>
      toRecord(answer({ learnerName, attemptId: String(i + 1) })),
    );
    expect(pageOf(records, { filter: { q: "ber" } }).data.map((r) => r.learnerName)).toEqual(["Bert"]);
    const page = pageOf(records, { pagination: { page: 2, perPage: 2 }, sort: { field: "submittedAt", order: "DESC" } });
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.learnerName)).toEqual(["Anna"]);
  });
});
