// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderIn } from "../../test/render";
import { ProgressChart, type ChartPoint } from "./ProgressChart";

afterEach(cleanup);

const POINTS: ChartPoint[] = [
  { id: "1", date: new Date("2026-11-20T10:00:00Z"), reading: 50, listening: 40 },
  { id: "2", date: new Date("2026-11-22T10:00:00Z"), reading: 62.5, listening: null },
  { id: "3", date: new Date("2026-11-23T10:00:00Z"), reading: 100, listening: 100 },
];

describe("ProgressChart", () => {
  it("draws a point per attempt and module, and says the figures in words", async () => {
    await renderIn(<ProgressChart points={POINTS} passPercent={60} />);
    const chart = screen.getByTestId("progress-chart");
    expect(chart.querySelectorAll(".series-reading circle")).toHaveLength(3);
    expect(chart.querySelectorAll(".series-listening rect")).toHaveLength(2);
    expect(chart.querySelector("svg")?.getAttribute("aria-label")).toMatch(/Lesen: 50\s%, 62,5\s%, 100\s%; Hören: 40\s%, 100\s%/);
    expect(chart.textContent).toMatch(/Bestehensgrenze 60\s%/);
  });

  it("puts the pass mark at its height and higher scores higher", async () => {
    await renderIn(<ProgressChart points={POINTS} passPercent={60} />);
    const chart = screen.getByTestId("progress-chart");
    const [a, , c] = [...chart.querySelectorAll(".series-reading circle")].map((el) => Number(el.getAttribute("cy")));
    expect(c).toBeLessThan(a);
    const pass = Number(chart.querySelector(".chart-pass")?.getAttribute("y1"));
    expect(pass).toBeGreaterThan(c);
    expect(pass).toBeLessThan(a);
  });

  it("runs time along the reading direction: right to left in Arabic", async () => {
    const xs = async (lang: "de" | "ar") => {
      await renderIn(<ProgressChart points={POINTS} passPercent={60} />, { lang });
      const out = [...screen.getByTestId("progress-chart").querySelectorAll(".series-reading circle")].map((el) =>
        Number(el.getAttribute("cx")),
      );
      cleanup();
      return out;
    };
    const de = await xs("de");
    expect(de[0]).toBeLessThan(de[2]);
    const ar = await xs("ar");
    expect(ar[0]).toBeGreaterThan(ar[2]);
  });
});
