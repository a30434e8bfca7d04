import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS } from "./lang";

/** Every string of a locale file, flattened. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(LANGS)("the exam families' names in %s", (lang) => {
  const dir = join(import.meta.dirname, "..", "locales", lang);
  // every namespace of the language, not only the home page's
  const texts = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => strings(JSON.parse(readFileSync(join(dir, file), "utf8"))));

  it('write "telc" in lower case, as the exam does', () => {
    expect(texts.filter((s) => /\bTelc\b|\bTELC\b/.test(s))).toEqual([]);
    expect(texts.some((s) => s.includes("telc"))).toBe(true);
  });

  it('write "Goethe" in Latin letters, one way', () => {
    expect(texts.filter((s) => /جوته|غوته|جيته|غوتة|\bgoethe\b/.test(s))).toEqual([]);
    expect(texts.some((s) => s.includes("Goethe"))).toBe(true);
  });

  it("never spell telc in Arabic letters (تلك also means “that”)", () => {
    expect(texts.filter((s) => /امتحانات تلك|مستويات تلك|اختبارات تلك/.test(s))).toEqual([]);
  });
});
