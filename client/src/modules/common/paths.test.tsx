// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { familyName, familyPath, reportPath } from "../levels/family";
import { useLocalPath } from "./paths";

afterEach(cleanup);

function localPathAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => useLocalPath(), { wrapper }).result.current;
}

describe("useLocalPath", () => {
  it("keeps the language prefix of the page the learner is on", () => {
    const local = localPathAt("/ar/goethe-tests");
    expect(local("/login")).toBe("/ar/login");
    expect(local("/")).toBe("/ar");
  });

  it("adds no prefix on a page without one", () => {
    const local = localPathAt("/goethe-tests");
    expect(local("/login")).toBe("/login");
    expect(local("/")).toBe("/");
  });

  it("does not take an unknown first segment for a language", () => {
    expect(localPathAt("/it/login")("/register")).toBe("/register");
  });
});

describe("family paths", () => {
  it("names each family's level list, report and label", () => {
    expect(familyPath("GOETHE")).toBe("/goethe-tests");
    expect(familyPath("TELC")).toBe("/telc-tests");
    expect(reportPath("GOETHE", "42")).toBe("/goethe-report/42");
    expect(reportPath("TELC", "42")).toBe("/telc-report/42");
    expect(familyName("GOETHE")).toBe("Goethe");
    expect(familyName("TELC")).toBe("telc");
  });
});
