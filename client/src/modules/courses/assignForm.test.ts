import { describe, expect, it } from "vitest";
import { validateAssign, type AssignValues } from "./assignForm";

const base: AssignValues = {
  kind: "exam",
  examId: "7",
  skills: ["READING"],
  mode: "EXAM",
  practiceSetId: "",
  title: "Modellprüfung 2",
  startsAt: "",
  dueAt: "",
  note: "",
};

describe("validateAssign", () => {
  it("accepts a mock exam with a module and a title", () => {
    expect(validateAssign(base)).toEqual({});
  });
  it("asks for the exam, a module, the set and a title", () => {
    expect(validateAssign({ ...base, examId: "" })).toEqual({ examId: "assign.errors.exam" });
    expect(validateAssign({ ...base, skills: [] })).toEqual({ skills: "assign.errors.skills" });
    expect(validateAssign({ ...base, kind: "practice" })).toEqual({ practiceSetId: "assign.errors.set" });
    expect(validateAssign({ ...base, title: "  " })).toEqual({ title: "assign.errors.title" });
  });
  it("refuses a due date before the start", () => {
    expect(validateAssign({ ...base, startsAt: "2026-12-04T10:00", dueAt: "2026-12-03T10:00" })).toEqual({
      dueAt: "assign.errors.dueBeforeStart",
    });
    expect(validateAssign({ ...base, startsAt: "2026-12-04T10:00", dueAt: "2026-12-05T10:00" })).toEqual({});
  });
});
