// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { useI18nextProvider } from "ra-i18n-i18next";
import { describe, expect, it } from "vitest";
import { consoleI18nOptions, consoleLocales } from "./provider";

describe("the console's translations", () => {
  it("put names into page titles as plain text (React escapes them once)", async () => {
    for (const [lng, prefix] of [
      ["de", "Bewertung"],
      ["en", "Grading"],
    ]) {
      const options = consoleI18nOptions(lng);
      const { result } = renderHook(() => useI18nextProvider({ options, availableLocales: consoleLocales }));
      await waitFor(() => expect(result.current).not.toBeNull());
      const title = result.current!.translate("ra.page.show", {
        name: prefix,
        recordRepresentation: `Zoë O'Brien <Lena> & "Team" · Brief`,
      });
      expect(title).toBe(`${prefix} Zoë O'Brien <Lena> & "Team" · Brief`);
    }
  });
});
