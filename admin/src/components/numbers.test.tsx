// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from "react-admin";
import { useI18nextProvider } from "ra-i18n-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { consoleI18nOptions, consoleLocales } from "../i18n/provider";
import { GradingForm } from "../resources/grading/GradingShow";
import type { GradingRecord } from "../resources/grading/gradingApi";
import { formatNumber } from "./numbers";

const record: GradingRecord = {
  id: "7-42",
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
  feedback: null,
  teacherTotal: 32.5,
  rubric: {
    id: "1",
    key: "goethe-B1-mail",
    hasCalibration: false,
    name: "Goethe B1",
    scheme: "goethe",
    weight: 1,
    maxPoints: 40,
    criteria: [
      {
        key: "task",
        label: "Erfüllung",
        maxPoints: 10,
        zeroesTask: false,
        bands: [
          { band: "A", points: 10, descriptor: "voll" },
          { band: "B", points: 7.5, descriptor: "weitgehend" },
          { band: "E", points: 0, descriptor: "nicht" },
        ],
      },
    ],
  },
  assessments: [
    { by: "SELF", total: 27.5, maxPoints: 40, scores: [], at: "2026-01-02", assessorName: null, comment: null },
    { by: "TEACHER", total: 32.5, maxPoints: 40, scores: [], at: "2026-01-03", assessorName: "Frau Roth", comment: null },
  ],
} as GradingRecord;

function Console({ lng }: { lng: string }) {
  const i18nProvider = useI18nextProvider({ options: consoleI18nOptions(lng), availableLocales: consoleLocales });
  if (!i18nProvider) return null;
  return (
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="grading">
        <RecordContextProvider value={record}>
          <GradingForm />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>
  );
}

afterEach(cleanup);

describe("numbers in the console", () => {
  it("are written as the console's language writes them", () => {
    expect(formatNumber(7.5, "de")).toBe("7,5");
    expect(formatNumber(32.5, "de")).toBe("32,5");
    expect(formatNumber(40, "de")).toBe("40");
    expect(formatNumber(7.5, "en")).toBe("7.5");
    expect(formatNumber(12.25, "en")).toBe("12.25");
  });

  it("show a grade in German with decimal commas: totals, the maximum and every band", async () => {
    render(<Console lng="de" />);
    expect(await screen.findByText("Aktuelle Bewertung: 32,5 von 40 (Frau Roth)")).toBeTruthy();
    expect(screen.getByText("Selbstbewertung: 27,5 von 40")).toBeTruthy();
    expect(screen.getByText("B · 7,5 – weitgehend")).toBeTruthy();
    expect(screen.queryByText(/\d\.\d/)).toBeNull();
  });

  it("and in English with decimal points", async () => {
    render(<Console lng="en" />);
    expect(await screen.findByText("Current teacher grade: 32.5 of 40 (Frau Roth)")).toBeTruthy();
    expect(screen.getByText("B · 7.5 – weitgehend")).toBeTruthy();
  });
});
