/** Select choices the resources share; `name` is shown as it is or translated when it is a message key. */
export interface Choice {
  id: string;
  name: string;
}

const asIs = (values: string[]): Choice[] => values.map((v) => ({ id: v, name: v }));

export const FAMILIES: Choice[] = [
  { id: "goethe", name: "Goethe" },
  { id: "telc", name: "telc" },
];
export const CEFRS = asIs(["A1", "A2", "B1", "B2", "C1"]);
export const DIFFICULTIES = asIs(["easy", "middle", "difficult"]);
export const LOCATIONS = asIs(["beginning", "middle", "end"]);

/** Choices whose names are message keys under `prefix` (spaces in a value become underscores in its key). */
export const keyed = (prefix: string, values: string[]): Choice[] =>
  values.map((v) => ({ id: v, name: `${prefix}.${v.replace(/ /g, "_")}` }));

export const PASS_RULES = keyed("app.pass_rule", ["per_skill", "total", "written"]);
/** The spec's block type codes, shown by their names in the console language. */
export const BLOCK_TYPES = keyed("app.block_type", [
  "listening",
  "listening and image",
  "reading",
  "image",
  "sub",
  "writing",
  "speaking",
]);
export const KINDS = keyed("app.kinds", [
  "multiple_choice",
  "true_false",
  "gap_text",
  "gap_select",
  "matching",
  "writing",
  "speaking",
]);

export const blockTypeLabel = (type: string): string => `app.block_type.${type.replace(/ /g, "_")}`;
