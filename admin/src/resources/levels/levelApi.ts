import { graphql } from "../../gql";
import type { AdminLevelInput } from "../../gql/graphql";
import { int, localized, requiredText, rows, type FormValues } from "../../providers/formValues";
import { defineResource } from "../../providers/resource";

graphql(`
  fragment AdminLevelFields on AdminLevel {
    id
    family
    cefr
    name
    slugDe
    slugEn
    slugAr
    slugFr
    slugEs
    description {
      ...AdminLocalizedFields
    }
    sortOrder
    examCount
    images {
      position
      file
      url
      alt {
        ...AdminLocalizedFields
      }
    }
  }
`);

/** A level as the form holds it → its input (the images without their positions and URLs). */
export const levelInput = (d: FormValues): AdminLevelInput => ({
  family: requiredText(d.family),
  cefr: requiredText(d.cefr),
  name: requiredText(d.name),
  slugDe: requiredText(d.slugDe),
  slugEn: requiredText(d.slugEn),
  slugAr: requiredText(d.slugAr),
  slugFr: requiredText(d.slugFr),
  slugEs: requiredText(d.slugEs),
  sortOrder: int(d.sortOrder),
  description: localized(d.description),
  images: rows(d.images)
    .filter((i) => i.file)
    .map((i) => ({ file: requiredText(i.file), alt: localized(i.alt) })),
});

export const levelApi = defineResource("levels", {
  list: graphql(`
    query AdminLevelList($filter: AdminListInput) {
      page: adminLevels(filter: $filter) {
        total
        items {
          ...AdminLevelFields
        }
      }
    }
  `),
  one: graphql(`
    query AdminLevelOne($id: ID!) {
      record: adminLevel(id: $id) {
        ...AdminLevelFields
      }
    }
  `),
  create: graphql(`
    mutation AdminCreateLevel($input: AdminLevelInput!) {
      record: adminCreateLevel(input: $input) {
        ...AdminLevelFields
      }
    }
  `),
  update: graphql(`
    mutation AdminUpdateLevel($id: ID!, $input: AdminLevelInput!) {
      record: adminUpdateLevel(id: $id, input: $input) {
        ...AdminLevelFields
      }
    }
  `),
  remove: graphql(`
    mutation AdminDeleteLevel($id: ID!) {
      record: adminDeleteLevel(id: $id) {
        id
      }
    }
  `),
  toInput: levelInput,
});
