// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderIn } from "../../test/render";
import { SpeakingReview } from "../speaking/SpeakingReview";
import { WritingReview, type WritingReviewItem } from "../writing/WritingReview";

afterEach(cleanup);

const teacher = {
  by: "TEACHER" as const,
  assessorName: "Frau Roth",
  total: 15,
  maxPoints: 20,
  comment: "Klar gegliedert.",
  at: "2026-11-24T09:00:00.000Z",
  scores: [],
};

function writing(over: Partial<WritingReviewItem>): WritingReviewItem {
  return {
    id: "31",
    title: "Schreiben, Teil 1",
    task: "<p>Schreiben Sie eine E-Mail an Clara.</p>",
    points: [],
    minWords: 70,
    maxWords: 100,
    text: null,
    modelAnswer: null,
    rubric: null,
    feedback: null,
    assessments: [],
    ...over,
  };
}

const noop = () => undefined;

describe("the review of a writing task", () => {
  it("nothing written: says so, scored 0 at once, never waiting for a teacher", async () => {
    await renderIn(<WritingReview item={writing({})} attemptId="7" onChanged={noop} />);
    expect(screen.getByText("Sie haben zu dieser Aufgabe nichts geschrieben.")).toBeTruthy();
    const teacher = screen.getByTestId("teacher-section").textContent;
    expect(teacher).toContain("Keine Antwort abgegeben: 0 Punkte");
    expect(teacher).not.toContain("noch nicht bewertet");
    expect(screen.queryByTestId("writing-answer")).toBeNull();
  });

  it("a text not graded yet: says that no teacher has graded it yet", async () => {
    await renderIn(<WritingReview item={writing({ text: "Liebe Clara, danke!" })} attemptId="7" onChanged={noop} />);
    expect(screen.getByTestId("teacher-section").textContent).toContain("Eine Lehrkraft hat Ihren Text noch nicht bewertet.");
  });

  it("a graded text: the text as plain text (never HTML), the teacher's points and comment, the model text", async () => {
    await renderIn(
      <WritingReview
        item={writing({
          text: "Liebe Clara, <b>danke</b>!",
          assessments: [teacher],
          modelAnswer: "<p>Liebe Clara, vielen Dank!</p>",
        })}
        attemptId="7"
        onChanged={noop}
      />,
    );
    expect(screen.getByTestId("writing-answer").textContent).toBe("Liebe Clara, <b>danke</b>!");
    expect(screen.getByTestId("writing-answer").querySelector("b")).toBeNull();
    expect(screen.getByTestId("assessment-total").textContent).toBe("15 von 20 Punkten");
    expect(screen.getByTestId("assessment-comment").textContent).toBe("Klar gegliedert.");
    expect(screen.getByTestId("model-answer").textContent).toContain("Liebe Clara, vielen Dank!");
  });

  it("in Arabic: the headings right to left, the learner's German text left to right", async () => {
    await renderIn(<WritingReview item={writing({ text: "Liebe Clara" })} attemptId="7" onChanged={noop} />, { lang: "ar" });
    expect(screen.getByTestId("writing-answer").getAttribute("dir")).toBe("ltr");
    expect(screen.getByTestId("teacher-section").closest("[dir]")?.getAttribute("dir")).toBe("rtl");
  });
});

describe("the review of a speaking task", () => {
  const speaking = (over: object) =>
    ({
      ...writing({ title: "Sprechen, Teil 1", task: "<p>Stellen Sie sich vor.</p>" }),
      recordingUrl: null,
      modelAudioUrl: null,
      prepSeconds: 30,
      maxRecordSeconds: 120,
      ...over,
    }) as Parameters<typeof SpeakingReview>[0]["item"];

  it("nothing recorded: says so, scored 0 at once; the model transcript is shown", async () => {
    await renderIn(<SpeakingReview item={speaking({ modelAnswer: "<p>Ich heiße Lena.</p>" })} attemptId="7" onChanged={noop} />);
    expect(screen.getByTestId("own-recording").textContent).toContain("Sie haben für diese Aufgabe nichts aufgenommen.");
    expect(screen.getByTestId("model-answer").textContent).toContain("Ich heiße Lena.");
    expect(screen.getByTestId("teacher-section").textContent).toContain("Keine Antwort abgegeben: 0 Punkte");
  });

  it("a recording: the player with its length against the limit, and the teacher's grade", async () => {
    await renderIn(
      <SpeakingReview
        item={speaking({
          recordingUrl: "/media/recordings/1.webm",
          feedback: { hint: "", durationSeconds: 75 },
          assessments: [teacher],
        })}
        attemptId="7"
        onChanged={noop}
      />,
    );
    expect(screen.getByLabelText("Ihre Aufnahme").getAttribute("src")).toBe("/media/recordings/1.webm");
    expect(screen.getByTestId("recording-duration").textContent).toBe("Länge: 1:15 (höchstens 2:00)");
    expect(screen.getByTestId("assessment-total").textContent).toBe("15 von 20 Punkten");
  });
});
