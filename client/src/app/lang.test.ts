// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  applyDocumentLang,
  formatPercent,
  gqlLang,
  initialLang,
  isLang,
  LANG_STORAGE_KEY,
  langOfPath,
  localPath,
  storedLang,
  storeLang,
  switchLangPath,
} from "./lang";

/** Intl writes narrow and no-break spaces and, in Arabic, direction marks: compare what a reader sees. */
const seen = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\s/g, " ");

describe("formatPercent", () => {
  it("writes a percentage the interface language's way", () => {
    expect(seen(formatPercent(62.5, "de"))).toBe("62,5 %");
    expect(seen(formatPercent(62.5, "en"))).toBe("62.5%");
    expect(seen(formatPercent(62.5, "fr"))).toBe("62,5 %");
    expect(seen(formatPercent(62.5, "es"))).toBe("62,5 %");
  });

  it("keeps Latin digits in Arabic, as in the German exam material", () => {
    const text = formatPercent(62.5, "ar");
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(seen(text)).toBe("62.5%");
  });

  it("rounds to one decimal and drops a zero fraction", () => {
    expect(seen(formatPercent(33.333, "en"))).toBe("33.3%");
    expect(seen(formatPercent(100, "de"))).toBe("100 %");
    expect(seen(formatPercent(0, "en"))).toBe("0%");
  });
});

describe("language of a path", () => {
  it("reads the prefix of the five languages only", () => {
    expect(langOfPath("/ar/login")).toBe("ar");
    expect(langOfPath("/en")).toBe("en");
    expect(langOfPath("/login")).toBeNull();
    expect(langOfPath("/it/login")).toBeNull();
    expect(langOfPath("/")).toBeNull();
  });

  it("knows the five languages and their GraphQL names", () => {
    expect(["de", "en", "ar", "fr", "es"].every(isLang)).toBe(true);
    expect(isLang("it")).toBe(false);
    expect(isLang(undefined)).toBe(false);
    expect(gqlLang("ar")).toBe("AR");
    expect(gqlLang("de")).toBe("DE");
  });
});

describe("localPath", () => {
  it("puts a path under the current prefix; the home page is the bare prefix", () => {
    expect(localPath("ar", "/login")).toBe("/ar/login");
    expect(localPath("ar", "/")).toBe("/ar");
    expect(localPath("fr", "/goethe-tests/a1")).toBe("/fr/goethe-tests/a1");
  });

  it("leaves a path alone without a prefix", () => {
    expect(localPath(null, "/login")).toBe("/login");
    expect(localPath(null, "/")).toBe("/");
  });
});

describe("switchLangPath", () => {
  it("moves a prefixed page to the other language and keeps the rest of the path", () => {
    expect(switchLangPath("/ar/goethe-tests/a1-start-deutsch", "en")).toBe("/en/goethe-tests/a1-start-deutsch");
    expect(switchLangPath("/de", "ar")).toBe("/ar");
  });

  it("does not touch a path without a prefix (the stored choice decides there)", () => {
    expect(switchLangPath("/goethe-tests", "ar")).toBeNull();
    expect(switchLangPath("/", "en")).toBeNull();
  });
});

describe("the starting language", () => {
  afterEach(() => localStorage.clear());

  it("takes the path prefix first, then the stored choice, then German", () => {
    expect(initialLang("/login")).toBe("de");
    storeLang("fr");
    expect(initialLang("/login")).toBe("fr");
    expect(initialLang("/ar/login")).toBe("ar");
  });

  it("ignores a stored value that is not one of the languages", () => {
    localStorage.setItem(LANG_STORAGE_KEY, "klingon");
    expect(storedLang()).toBeNull();
    expect(initialLang("/")).toBe("de");
  });

  it("sets <html lang dir>: right to left for Arabic only", () => {
    applyDocumentLang("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    applyDocumentLang("de");
    expect(document.documentElement.lang).toBe("de");
    expect(document.documentElement.dir).toBe("ltr");
  });
});
