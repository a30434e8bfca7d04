import type { Cefr, ExamFamily } from "../../gql/graphql";

/** The practice hub of a family and level: /practice/goethe/b1. */
export function hubPath(family: ExamFamily, cefr: Cefr): string {
  return `/practice/${family.toLowerCase()}/${cefr.toLowerCase()}`;
}

/** A drill of one set (started or resumed when the page opens). */
export function drillPath(setId: string): string {
  return `/practice/drill/${encodeURIComponent(setId)}`;
}

export const MISTAKES_DRILL = "/practice/drill/mistakes";

/** What a check or a finished drill changes: the header's count, the mistakes, mastery and readiness. */
export const PRACTICE_REFETCH = ["MistakeCount", "MyMistakes", "PracticeProgress"];

const FAMILIES: Record<string, ExamFamily> = { goethe: "GOETHE", telc: "TELC" };
const CEFRS = ["A1", "A2", "B1", "B2", "C1"] as const;

/** The family and level of a hub address, or null for anything else. */
export function parseHub(family: string | undefined, cefr: string | undefined): { family: ExamFamily; cefr: Cefr } | null {
  const f = FAMILIES[(family ?? "").toLowerCase()];
  const c = CEFRS.find((x) => x === (cefr ?? "").toUpperCase());
  return f && c ? { family: f, cefr: c } : null;
}
