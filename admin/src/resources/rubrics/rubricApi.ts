import { graphql } from "../../gql";
import type { AdminRubricInput } from "../../gql/graphql";
import { localized, rows, text, type FormValues } from "../../providers/formValues";
import { defineResource } from "../../providers/resource";

graphql(`
  fragment AdminRubricFields on AdminRubric {
    id
    key
    family
    cefr
    taskKind
    name {
      ...AdminLocalizedFields
    }
    scheme
    weight
    maxPoints
    source
    certainty
    usedBy
    criteria {
      key
      zeroesTask
      label {
        ...AdminLocalizedFields
      }
      bands {
        band
        points
        descriptor {
          ...AdminLocalizedFields
        }
      }
    }
  }
`);

/** A number as the form holds it (NumberInput: a number; a typed string counts when it is one); NaN is refused by the server. */
const num = (v: unknown): number => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN);

/** A rubric as the form holds it → its input: every criterion and band in order, as the server checks them. */
export const rubricInput = (d: FormValues): AdminRubricInput => ({
  name: localized(d.name),
  weight: typeof d.weight === "number" ? d.weight : undefined,
  source: text(d.source),
  certainty: text(d.certainty),
  criteria: rows(d.criteria).map((c) => ({
    key: text(c.key) ?? "",
    zeroesTask: c.zeroesTask === true,
    label: localized(c.label),
    bands: rows(c.bands).map((b) => ({ band: text(b.band) ?? "", points: num(b.points), descriptor: localized(b.descriptor) })),
  })),
});

export const rubricApi = defineResource("rubrics", {
  list: graphql(`
    query AdminRubricList($filter: AdminListInput) {
      page: adminRubrics(filter: $filter) {
        total
        items {
          ...AdminRubricFields
        }
      }
    }
  `),
  one: graphql(`
    query AdminRubricOne($id: ID!) {
      record: adminRubric(id: $id) {
        ...AdminRubricFields
      }
    }
  `),
  update: graphql(`
    mutation AdminUpdateRubric($id: ID!, $input: AdminRubricInput!) {
      record: adminUpdateRubric(id: $id, input: $input) {
        ...AdminRubricFields
      }
    }
  `),
  toInput: rubricInput,
});
