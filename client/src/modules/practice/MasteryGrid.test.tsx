// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MasteryFieldsFragment, ReadinessFieldsFragment } from "../../gql/graphql";
import { renderIn } from "../../test/render";
import { MasteryGrid } from "./MasteryGrid";
import { ReadinessView } from "./ReadinessView";

afterEach(cleanup);

const set = (teil: number, skill: "READING" | "LISTENING", name: string) => ({
  id: `goethe-B1-${skill.toLowerCase()}-${teil}`,
  family: "GOETHE" as const,
  cefr: "B1" as const,
  skill,
  teil,
  teilLabel: `${skill === "READING" ? "Lesen" : "Hören"}, Teil ${teil}`,
  title: `Goethe B1 · ${skill === "READING" ? "Lesen" : "Hören"}, Teil ${teil}: ${name}`,
  name,
  description: null,
  tip: null,
  blockCount: 2,
  itemCount: 10,
});

const ROWS: MasteryFieldsFragment[] = [
  {
    set: set(1, "READING", "Aussagen prüfen"),
    attempted: 30,
    correct: 25,
    percent: 90,
    trend: 10,
    lastPracticedAt: "2026-11-20T10:00:00Z",
    band: "STRONG",
    recommended: false,
    windowItems: 20,
    windowCorrect: 18,
    lowerBound: 73.8,
    itemsNeeded: 0,
  },
  {
    set: set(1, "LISTENING", "Hören und prüfen"),
    attempted: 20,
    correct: 9,
    percent: 45,
    trend: -12.4,
    lastPracticedAt: "2026-11-22T10:00:00Z",
    band: "WEAK",
    recommended: true,
    windowItems: 20,
    windowCorrect: 9,
    lowerBound: 27.5,
    itemsNeeded: 0,
  },
  {
    set: set(2, "LISTENING", "Hören und auswählen"),
    attempted: 0,
    correct: 0,
    percent: 0,
    trend: null,
    lastPracticedAt: null,
    band: "NEW",
    recommended: false,
    windowItems: 0,
    windowCorrect: 0,
    lowerBound: 0,
    itemsNeeded: 10,
  },
  {
    set: set(3, "READING", "Anzeigen zuordnen"),
    attempted: 7,
    correct: 3,
    percent: 42.9,
    trend: null,
    lastPracticedAt: "2026-11-23T10:00:00Z",
    band: "TOO_FEW",
    recommended: false,
    windowItems: 7,
    windowCorrect: 3,
    lowerBound: 17.5,
    itemsNeeded: 3,
  },
];

describe("MasteryGrid", () => {
  it("says each set's mastery in words beside its colour, with percent, trend and the last practice", async () => {
    await renderIn(<MasteryGrid rows={ROWS} />);
    const cells = screen.getAllByTestId("mastery-cell");
    expect(cells).toHaveLength(4);
    const [strong, weak, fresh] = cells;
    expect(strong.className).toContain("mastery-cell-strong");
    expect(within(strong).getByTestId("mastery-band").textContent).toBe("✓ Sicher");
    expect(strong.textContent).toMatch(/90\s%\srichtig \(letzte 20\).*\+10 Punkte/);
    expect(strong.textContent).toContain("25 von 30 Aufgaben richtig");
    expect(within(weak).getByTestId("mastery-band").textContent).toBe("✗ Schwach");
    expect(weak.textContent).toContain("▼ −12 Punkte");
    expect(weak.textContent).toMatch(/Zuletzt geübt: 22\.11\.2026/);
    expect(within(fresh).getByTestId("mastery-band").textContent).toBe("○ Noch nicht geübt");
    expect(fresh.textContent).not.toMatch(/%/);
  });

  it("gives no verdict on fewer than ten items: 'Zu wenig Daten', the count right and what to do", async () => {
    await renderIn(<MasteryGrid rows={ROWS} />);
    const few = screen.getAllByTestId("mastery-cell")[3];
    expect(few.className).toContain("mastery-cell-too_few");
    expect(within(few).getByTestId("mastery-band").textContent).toBe("… Zu wenig Daten");
    expect(within(few).getByTestId("mastery-needed").textContent).toBe("3 von 7 Aufgaben richtig · Noch 3 Aufgaben üben");
    expect(few.textContent).not.toMatch(/%/);
  });

  it("points at the recommended set to practise next, as a link to its drill", async () => {
    await renderIn(<MasteryGrid rows={ROWS} />);
    const next = screen.getByTestId("practise-next");
    expect(next.textContent).toContain("Als Nächstes üben");
    expect(next.textContent).toContain("Hören, Teil 1: Hören und prüfen");
    expect(next.getAttribute("href")).toBe("/practice/drill/goethe-B1-listening-1");
  });

  it("recommends a set with too few items by what is missing, not by a share right", async () => {
    await renderIn(<MasteryGrid rows={ROWS.map((r) => ({ ...r, recommended: r.band === "TOO_FEW" }))} />);
    expect(screen.getByTestId("practise-next").textContent).toContain("3 von 7 Aufgaben richtig · Noch 3 Aufgaben üben");
  });

  it("speaks Arabic under /ar and keeps the language prefix in its links", async () => {
    await renderIn(<MasteryGrid rows={ROWS} />, { lang: "ar", url: "/ar/goethe-user-exam" });
    expect(screen.getAllByTestId("mastery-band").map((b) => b.textContent)).toEqual([
      "✓ متمكّن",
      "✗ ضعيف",
      "○ لم يُتدرَّب عليه بعد",
      "… بيانات غير كافية",
    ]);
    expect(screen.getByTestId("mastery-needed").textContent).toContain("تدرّب على 3 أسئلة أخرى");
    expect(screen.getByTestId("practise-next").getAttribute("href")).toBe("/ar/practice/drill/goethe-B1-listening-1");
  });
});

describe("ReadinessView", () => {
  const readiness: ReadinessFieldsFragment = {
    family: "GOETHE",
    cefr: "B1",
    passRule: "PER_SKILL",
    passPercent: 60,
    low: null,
    high: null,
    verdict: "POSSIBLE",
    basis: "HISTORY",
    modules: [
      { skill: "READING", low: 55, high: 70, items: 40, basis: "HISTORY" },
      { skill: "LISTENING", low: null, high: null, items: 0, basis: "NONE" },
    ],
  };

  it("states a range per module, never one number, and the verdict against the pass mark", async () => {
    await renderIn(<ReadinessView readiness={readiness} />);
    const modules = screen.getAllByTestId("readiness-module").map((m) => m.textContent);
    expect(modules).toEqual(["Lesen: wahrscheinlich 55–70 %", "Hören: noch keine Angabe möglich"]);
    expect(screen.getByTestId("readiness").textContent).toContain(
      "Bestehen ist möglich, aber nicht sicher (Bestehensgrenze 60 %).",
    );
  });
});
