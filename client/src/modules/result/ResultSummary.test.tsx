// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderIn } from "../../test/render";
import { ResultSummary, type AttemptWithResult } from "./ResultSummary";
import { weakestTeil, type TeilScore, type TeilScores } from "./useTeilScores";

afterEach(cleanup);

const skill = (correct: number, total: number) => ({
  correct,
  total,
  percent: Math.round((correct / total) * 1000) / 10,
  passed: correct / total >= 0.6,
  points: correct,
  maxPoints: total,
});

function attempt(passed: boolean, over: Partial<AttemptWithResult> = {}): AttemptWithResult {
  return {
    id: "7",
    status: "SUBMITTED",
    family: "GOETHE",
    cefr: "B1",
    submittedAt: "2026-11-23T10:00:00.000Z",
    pageCount: 4,
    exam: { id: "3", name: "Goethe-Zertifikat B1 – Modellsatz 1", passPercent: 60 },
    result: {
      reading: passed ? skill(7, 8) : skill(5, 8),
      listening: passed ? skill(1, 1) : skill(0, 1),
      total: passed ? skill(8, 9) : skill(5, 9),
      passed,
      passRule: "PER_SKILL",
      officialPassed: passed,
      pending: [],
      writing: null,
      speaking: null,
      official: { verdict: passed ? "PASSED" : "FAILED", parts: [] },
      parts: [],
      tasks: [],
    },
    ...over,
  };
}

const teil = (page: number, s: "READING" | "LISTENING", title: string, correct: number, total: number): TeilScore => ({
  page,
  skill: s,
  title,
  correct,
  total,
  points: correct,
  maxPoints: total,
  percent: Math.round((correct / total) * 1000) / 10,
});
const TEILE: TeilScore[] = [
  teil(1, "READING", "Lesen, Teil 1", 3, 5),
  teil(2, "READING", "Lesen, Teil 2", 1, 1),
  teil(3, "READING", "Sprachbausteine", 1, 2),
  teil(4, "LISTENING", "Hören, Teil 1", 0, 1),
];
const done: TeilScores = { state: "done", teile: TEILE };

async function show(a: AttemptWithResult, teile: TeilScores = done, lang: "de" | "ar" = "de") {
  return renderIn(<ResultSummary title="Ihr Ergebnis" attempt={a} result={a.result!} teile={teile} />, { lang });
}

describe("ResultSummary", () => {
  it("failed: the verdict once with its rule, bars per module and Teil, the weakest Teil first", async () => {
    await show(attempt(false));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ihr Ergebnis");
    expect(screen.getByTestId("verdict").textContent).toContain("Nicht bestanden");
    expect(screen.getAllByText(/Nicht bestanden/)).toHaveLength(1);
    expect(screen.getByTestId("verdict").textContent).toMatch(/bestanden ab 60\s%\s?je Modul/);
    const modules = screen.getAllByTestId("module-score");
    expect(modules).toHaveLength(2);
    expect(modules[0].textContent).toContain("5/8");
    expect(modules[0].textContent).toContain("Bestehensgrenze erreicht");
    expect(modules[1].textContent).toContain("unter der Bestehensgrenze");
    expect(screen.getAllByTestId("teil-score")).toHaveLength(4);
    const weakest = screen.getByTestId("next-weakest");
    expect(weakest.textContent).toContain("Zuerst üben: Hören, Teil 1");
    expect(weakest.getAttribute("href")).toBe("/goethe-report/7?page=4");
    expect(weakest.classList.contains("action-card-primary")).toBe(true);
    expect(screen.queryByTestId("next-level")).toBeNull();
    expect(screen.getByTestId("try-again").getAttribute("href")).toBe("/exam/3");
  });

  it("passed: the next level is the next step, the weakest Teil comes after trying again", async () => {
    await show(attempt(true));
    expect(screen.getByTestId("verdict").textContent).toContain("Bestanden");
    expect(screen.getByTestId("next-level").textContent).toContain("Weiter mit B2");
    expect(screen.getByTestId("next-level").getAttribute("href")).toBe("/goethe-tests");
    expect(screen.getByTestId("next-weakest").classList.contains("action-card-primary")).toBe(false);
  });

  it("says what the level means", async () => {
    await show(attempt(true));
    const canDo = screen.getByTestId("can-do");
    expect(canDo.textContent).toContain("Was B1 bedeutet");
    expect(canDo.querySelectorAll("li")).toHaveLength(2);
  });

  it("telc: the written part in official points, and each module and Teil in points with its right answers", async () => {
    const base = attempt(false);
    const weighted = (correct: number, total: number, points: number, maxPoints: number) => ({
      ...skill(correct, total),
      points,
      maxPoints,
      percent: Math.round((points / maxPoints) * 1000) / 10,
    });
    const telc: AttemptWithResult = {
      ...base,
      family: "TELC",
      exam: { id: "9", name: "telc Deutsch B1 – Modelltest 1", passPercent: 60 },
      result: {
        ...base.result!,
        passRule: "WRITTEN",
        reading: weighted(30, 40, 77.5, 105),
        listening: weighted(10, 20, 37.5, 75),
        official: {
          verdict: "FAILED",
          parts: [{ key: "written", points: 115, maxPoints: 180, passPoints: 108, status: "PASSED" }],
        },
      },
    };
    const teile: TeilScores = {
      state: "done",
      teile: [
        { ...teil(1, "READING", "Leseverstehen, Teil 1", 5, 5), points: 25, maxPoints: 25, percent: 100 },
        { ...teil(2, "READING", "Sprachbausteine, Teil 1", 5, 10), points: 7.5, maxPoints: 15, percent: 50 },
      ],
    };
    await show(telc, teile);
    expect(screen.getByTestId("official-points").textContent).toBe("Schriftliche Prüfung: 115 von 180 Punkten, bestanden ab 108");
    expect(screen.queryByText(/Gesamt:/)).toBeNull();
    const modules = screen.getAllByTestId("module-score");
    expect(modules[0].textContent).toContain("77,5 von 105 Punkten");
    expect(modules[0].textContent).toContain("(30 von 40 richtig)");
    const bars = screen.getAllByTestId("teil-score");
    expect(bars[1].textContent).toContain("7,5 von 15 Punkten");
    expect(bars[1].textContent).toContain("(5 von 10 richtig)");
    expect(screen.getByText(/Jeder Teil hat seine offiziellen Punkte/)).toBeTruthy();
    cleanup();
    await show(telc, teile, "ar");
    expect(screen.getByTestId("official-points").textContent).toBe("الامتحان الكتابي: 115 من 180 نقطة، النجاح من 108");
  });

  it("waiting for assessment: the verdict is open (not failed), says which module waits, and the writing score waits", async () => {
    const base = attempt(false);
    const waiting: AttemptWithResult = {
      ...base,
      result: {
        ...base.result!,
        reading: skill(7, 8),
        listening: skill(1, 1),
        officialPassed: false,
        pending: ["WRITING"],
        official: { verdict: "PENDING", parts: [] },
      },
    };
    await show(waiting);
    const verdict = screen.getByTestId("official-verdict");
    expect(verdict.getAttribute("data-verdict")).toBe("PENDING");
    expect(verdict.textContent).toBe("Ihr Ergebnis folgt nach der Bewertung");
    expect(screen.getByTestId("verdict").textContent).not.toContain("Nicht bestanden");
    expect(screen.getByTestId("pending-skills").textContent).toContain("Noch nicht bewertet: Schreiben");
    expect(screen.getByTestId("score-WRITING").textContent).toBe("Schreiben: wartet auf Bewertung");
    expect(screen.queryByTestId("next-level")).toBeNull();
    cleanup();
    await show(waiting, done, "ar");
    expect(screen.getByTestId("official-verdict").textContent).toBe("تظهر نتيجتك بعد التقييم");
  });

  it("telc waiting for the oral part: the written part in points, the oral part awaiting its points", async () => {
    const base = attempt(false);
    await show({
      ...base,
      family: "TELC",
      result: {
        ...base.result!,
        passRule: "WRITTEN",
        pending: ["SPEAKING"],
        official: {
          verdict: "PENDING",
          parts: [
            { key: "written", points: 120, maxPoints: 225, passPoints: 135, status: "FAILED" },
            { key: "oral", points: null, maxPoints: 75, passPoints: 45, status: "PENDING" },
          ],
        },
      },
    });
    const lines = screen.getByTestId("official-points").querySelectorAll("li");
    expect(lines[0].textContent).toBe("Schriftliche Prüfung: 120 von 225 Punkten, bestanden ab 135");
    expect(lines[1].textContent).toContain("wartet auf Bewertung (von 75 Punkten)");
  });

  it("Goethe modular: a line per module on its 100 points, a module not taken says so, no total over modules", async () => {
    const base = attempt(false);
    await show({
      ...base,
      result: {
        ...base.result!,
        official: {
          verdict: "FAILED",
          parts: [
            { key: "reading", points: 62.5, maxPoints: 100, passPoints: 60, status: "PASSED" },
            { key: "listening", points: 0, maxPoints: 100, passPoints: 60, status: "FAILED" },
            { key: "speaking", points: null, maxPoints: 100, passPoints: 60, status: "NOT_TAKEN" },
          ],
        },
      },
    });
    const lines = [...screen.getByTestId("official-points").querySelectorAll("li")].map((li) => li.textContent);
    expect(lines).toEqual([
      "Lesen: 62,5 von 100 Punkten – bestanden (Bestehensgrenze 60)",
      "Hören: 0 von 100 Punkten – nicht bestanden (Bestehensgrenze 60)",
      "Sprechen: nicht abgelegt",
    ]);
    expect(screen.queryByText(/Gesamt/)).toBeNull();
    expect(screen.getAllByTestId("module-score")[0].textContent).not.toContain("Punkt");
  });

  it("writing partly graded: what is known of the tasks written, each task a Teil, an empty task 0 points at once", async () => {
    const base = attempt(false);
    const task = (page: number, status: "GRADED" | "PENDING" | "NO_ANSWER", points: number | null) => ({
      skill: "WRITING" as const,
      subQuestionId: String(page),
      page,
      title: `Schreiben, Teil ${page - 2}`,
      status,
      points,
      maxPoints: 40,
      assessedBy: status === "GRADED" ? "TEACHER" : null,
    });
    await show({
      ...base,
      result: {
        ...base.result!,
        pending: ["WRITING"],
        official: { verdict: "PENDING", parts: [] },
        tasks: [task(3, "GRADED", 32.5), task(4, "PENDING", null), task(5, "NO_ANSWER", 0)],
      },
    });
    expect(screen.getByTestId("module-pending").textContent).toBe(
      "Schreiben: wartet auf Bewertung – 1 von 2 Aufgaben bewertet: 32,5 von 40 Punkten",
    );
    const tasks = screen.getAllByTestId("task-score");
    expect(tasks).toHaveLength(3);
    expect(tasks[0].textContent).toContain("Schreiben, Teil 1");
    expect(tasks[0].textContent).toContain("32,5 von 40 Punkten");
    expect(tasks[1].textContent).toBe("Schreiben, Teil 2: wartet auf Bewertung");
    expect(tasks[2].textContent).toBe("Schreiben, Teil 3: Keine Antwort abgegeben: 0 Punkte");
  });

  it("an exam without a listening module says so", async () => {
    const a = attempt(true);
    await show({ ...a, result: { ...a.result!, listening: null } }, { state: "done", teile: TEILE.slice(0, 3) });
    expect(screen.getAllByTestId("module-score")).toHaveLength(1);
    expect(screen.getByText("Hören: In dieser Prüfung nicht enthalten")).toBeTruthy();
  });

  it("in Arabic: the verdict, the can-do lines and the exam's German name", async () => {
    await show(attempt(false), done, "ar");
    expect(screen.getByTestId("verdict").textContent).toContain("غير ناجح");
    expect(screen.getByTestId("can-do").textContent).toContain("ماذا يعني المستوى B1");
    expect(screen.getByText("Goethe-Zertifikat B1 – Modellsatz 1").getAttribute("lang")).toBe("de");
  });
});

describe("weakestTeil", () => {
  it("picks the lowest share right, the first of equals, none when all were right", () => {
    expect(weakestTeil(TEILE)?.page).toBe(4);
    expect(weakestTeil([teil(1, "READING", "A", 1, 2), teil(2, "READING", "B", 2, 4)])?.page).toBe(1);
    expect(weakestTeil([teil(1, "READING", "A", 2, 2)])).toBeNull();
    expect(weakestTeil([])).toBeNull();
  });
});
