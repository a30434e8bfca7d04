import { describe, expect, it } from "vitest";
import { flag, int, listInput, localized, requiredText, rows, strings, text } from "./formValues";

describe("form value readers", () => {
  it("leave out a key the form does not hold and clear an emptied field", () => {
    expect(text(undefined)).toBeUndefined();
    expect(text("")).toBeNull();
    expect(text(null)).toBeNull();
    expect(text("Hören, Teil 1")).toBe("Hören, Teil 1");
    expect(text(12)).toBe("12");
    expect(requiredText(undefined)).toBe("");
    expect(requiredText("7")).toBe("7");
  });

  it("read whole numbers, including ones typed as text, and nothing else", () => {
    expect(int(30)).toBe(30);
    expect(int("45")).toBe(45);
    expect(int("")).toBeNull();
    expect(int(2.5)).toBeNull();
    expect(int("zwanzig")).toBeNull();
    expect(int(undefined)).toBeUndefined();
    expect(flag(false)).toBe(false);
    expect(flag("true")).toBeNull();
  });

  it("keep the objects of a form array and the non-blank strings of a string list", () => {
    expect(rows([{ file: "a.png" }, null, "x", [1]])).toEqual([{ file: "a.png" }]);
    expect(rows(undefined)).toEqual([]);
    expect(strings(["Berlin", "", "  ", null, "in Berlin"])).toEqual(["Berlin", "in Berlin"]);
  });

  it("send every language of a localized text, null where the form has none", () => {
    expect(localized({ de: "<p>Hallo</p>", en: "", fr: 3 })).toEqual({
      de: "<p>Hallo</p>",
      en: "",
      ar: null,
      fr: null,
      es: null,
    });
    expect(localized(undefined)).toEqual({ de: null, en: null, ar: null, fr: null, es: null });
  });
});

describe("listInput: react-admin's list parameters → AdminListInput", () => {
  it("maps page, sort and the known filters; an emptied search is null", () => {
    expect(
      listInput({
        filter: { q: "", examId: 4, published: true, type: "reading" },
        pagination: { page: 2, perPage: 25 },
        sort: { field: "position", order: "DESC" },
      }),
    ).toStrictEqual({
      q: null,
      family: undefined,
      cefr: undefined,
      difficulty: undefined,
      type: "reading",
      levelId: undefined,
      examId: "4",
      blockId: undefined,
      ids: undefined,
      published: true,
      isAdmin: undefined,
      isBlocked: undefined,
      withGuests: undefined,
      page: 2,
      perPage: 25,
      sortField: "position",
      sortOrder: "DESC",
    });
  });

  it("sends ids as strings and leaves out filters the admin lists do not know", () => {
    const input = listInput({ filter: { ids: [3, "5"], userId: "9", colour: "red" } });
    expect(input.ids).toEqual(["3", "5"]);
    expect(JSON.parse(JSON.stringify(input))).toEqual({ ids: ["3", "5"] });
  });
});
