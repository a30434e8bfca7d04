import { graphql } from "../../gql";
import type { AdminBlockInput } from "../../gql/graphql";
import { int, localized, requiredText, rows, text, type FormValues } from "../../providers/formValues";
import { defineResource } from "../../providers/resource";

graphql(`
  fragment AdminBlockFields on AdminBlock {
    id
    examId
    position
    type
    skill
    title
    intro
    passage
    audio
    audioUrl
    audioMp3
    image
    imageUrl
    playLimit
    readingSeconds
    transcript
    optionPool {
      value
      label
    }
    notes {
      ...AdminLocalizedFields
    }
    subQuestionCount
  }
`);

/** A part as the form holds it → its input (pool rows without a key are dropped). */
export const blockInput = (d: FormValues): AdminBlockInput => ({
  examId: requiredText(d.examId),
  type: requiredText(d.type),
  title: text(d.title),
  intro: text(d.intro),
  passage: text(d.passage),
  audio: text(d.audio),
  audioMp3: text(d.audioMp3),
  image: text(d.image),
  playLimit: int(d.playLimit),
  readingSeconds: int(d.readingSeconds),
  transcript: text(d.transcript),
  optionPool: rows(d.optionPool)
    .filter((o) => o.value)
    .map((o) => ({ value: requiredText(o.value), label: text(o.label) ?? "" })),
  notes: localized(d.notes),
});

export const blockApi = defineResource("question_blocks", {
  list: graphql(`
    query AdminBlockList($filter: AdminListInput) {
      page: adminBlocks(filter: $filter) {
        total
        items {
          ...AdminBlockFields
        }
      }
    }
  `),
  one: graphql(`
    query AdminBlockOne($id: ID!) {
      record: adminBlock(id: $id) {
        ...AdminBlockFields
      }
    }
  `),
  create: graphql(`
    mutation AdminCreateBlock($input: AdminBlockInput!) {
      record: adminCreateBlock(input: $input) {
        ...AdminBlockFields
      }
    }
  `),
  update: graphql(`
    mutation AdminUpdateBlock($id: ID!, $input: AdminBlockInput!) {
      record: adminUpdateBlock(id: $id, input: $input) {
        ...AdminBlockFields
      }
    }
  `),
  remove: graphql(`
    mutation AdminDeleteBlock($id: ID!) {
      record: adminDeleteBlock(id: $id) {
        id
      }
    }
  `),
  toInput: blockInput,
});

export const ReorderBlocksDocument = graphql(`
  mutation AdminReorderBlocks($parentId: ID!, $ids: [ID!]!) {
    adminReorderBlocks(examId: $parentId, ids: $ids) {
      id
    }
  }
`);
