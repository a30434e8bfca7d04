// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scopedCss } from "./LearnerPart";

describe("the learner's style sheets in the console", () => {
  it("nest every rule under the preview, page-wide rules on its box, keyframes outside", () => {
    const css = scopedCss([
      ":root{--c:#0f5f73}body{margin:0}.teaser-body{gap:1px}h2{font-size:2rem}@keyframes spin{to{rotate:1turn}}",
    ]);
    expect(css).toBe(
      "@keyframes spin{to{rotate:1turn}}\n.learner-preview {\n&{--c:#0f5f73}&{margin:0}.teaser-body{gap:1px}h2{font-size:2rem}\n}",
    );
  });
});
