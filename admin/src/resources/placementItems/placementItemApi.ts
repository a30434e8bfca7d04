import { graphql } from "../../gql";
import type { AdminPlacementItemInput } from "../../gql/graphql";
import { flag, requiredText, strings, type FormValues } from "../../providers/formValues";
import { defineResource } from "../../providers/resource";

graphql(`
  fragment AdminPlacementItemFields on AdminPlacementItem {
    id
    cefr
    difficulty
    title
    choices
    correctAnswer
    active
    contentKey
  }
`);

/** A placement item as the form holds it → its input. */
export const placementItemInput = (d: FormValues): AdminPlacementItemInput => ({
  cefr: requiredText(d.cefr),
  difficulty: requiredText(d.difficulty),
  title: requiredText(d.title),
  correctAnswer: requiredText(d.correctAnswer),
  active: flag(d.active),
  choices: strings(d.choices),
});

export const placementItemApi = defineResource("placement_items", {
  list: graphql(`
    query AdminPlacementItemList($filter: AdminListInput) {
      page: adminPlacementItems(filter: $filter) {
        total
        items {
          ...AdminPlacementItemFields
        }
      }
    }
  `),
  one: graphql(`
    query AdminPlacementItemOne($id: ID!) {
      record: adminPlacementItem(id: $id) {
        ...AdminPlacementItemFields
      }
    }
  `),
  create: graphql(`
    mutation AdminCreatePlacementItem($input: AdminPlacementItemInput!) {
      record: adminCreatePlacementItem(input: $input) {
        ...AdminPlacementItemFields
      }
    }
  `),
  update: graphql(`
    mutation AdminUpdatePlacementItem($id: ID!, $input: AdminPlacementItemInput!) {
      record: adminUpdatePlacementItem(id: $id, input: $input) {
        ...AdminPlacementItemFields
      }
    }
  `),
  remove: graphql(`
    mutation AdminDeletePlacementItem($id: ID!) {
      record: adminDeletePlacementItem(id: $id) {
        id
      }
    }
  `),
  toInput: placementItemInput,
});
