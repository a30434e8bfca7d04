import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { colourTokens, contrastRatio } from "./contrast";

const css = readFileSync(join(import.meta.dirname, "tokens.css"), "utf8");

const tokens = colourTokens(css);

/** Every text colour on the backgrounds it is used on. */
const PAIRS: [text: string, background: string][] = [
  ["--c-text", "--c-bg"],
  ["--c-text", "--c-surface"],
  ["--c-muted", "--c-bg"],
  ["--c-muted", "--c-surface"],
  ["--c-muted", "--c-neutral-bg"],
  ["--c-primary", "--c-surface"],
  ["--c-primary", "--c-bg"],
  ["--c-primary", "--c-primary-soft"],
  ["--c-surface", "--c-primary"],
  ["--c-surface", "--c-primary-dark"],
  ["--c-primary-dark", "--c-primary-soft"],
  ["--c-accent", "--c-surface"],
  ["--c-accent", "--c-accent-soft"],
  ["--c-green", "--c-surface"],
  ["--c-green", "--c-green-bg"],
  ["--c-green-ink", "--c-green-bg"],
  ["--c-pink", "--c-surface"],
  ["--c-pink-ink", "--c-pink-bg"],
  ["--c-red", "--c-surface"],
  ["--c-red", "--c-red-bg"],
  ["--c-surface", "--c-green"],
  ["--c-surface", "--c-red"],
];

describe("the palette", () => {
  it("defines every token the pairs use", () => {
    for (const [a, b] of PAIRS) {
      expect(tokens[a], a).toMatch(/^#[0-9a-f]{6}$/);
      expect(tokens[b], b).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(PAIRS)("%s on %s reaches 4.5:1", (text, background) => {
    expect(contrastRatio(tokens[text], tokens[background])).toBeGreaterThanOrEqual(4.5);
  });

  it("computes the known ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
