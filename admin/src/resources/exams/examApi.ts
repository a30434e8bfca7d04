import { graphql } from "../../gql";
import type { AdminExamInput } from "../../gql/graphql";
import { int, requiredText, text, type FormValues } from "../../providers/formValues";
import { defineResource } from "../../providers/resource";

graphql(`
  fragment AdminExamFields on AdminExam {
    id
    levelId
    name
    contentKey
    published
    sortOrder
    readingMinutes
    listeningMinutes
    writingMinutes
    speakingMinutes
    passRule
    passPercent
    blockCount
    createdAt
  }
`);

/** An exam as the form holds it → its input (publishing has its own mutation). */
export const examInput = (d: FormValues): AdminExamInput => ({
  levelId: requiredText(d.levelId),
  name: requiredText(d.name),
  sortOrder: int(d.sortOrder),
  readingMinutes: int(d.readingMinutes),
  listeningMinutes: int(d.listeningMinutes),
  writingMinutes: int(d.writingMinutes),
  speakingMinutes: int(d.speakingMinutes),
  passRule: text(d.passRule),
  passPercent: int(d.passPercent),
});

export const examApi = defineResource("exams", {
  list: graphql(`
    query AdminExamList($filter: AdminListInput) {
      page: adminExams(filter: $filter) {
        total
        items {
          ...AdminExamFields
        }
      }
    }
  `),
  one: graphql(`
    query AdminExamOne($id: ID!) {
      record: adminExam(id: $id) {
        ...AdminExamFields
      }
    }
  `),
  create: graphql(`
    mutation AdminCreateExam($input: AdminExamInput!) {
      record: adminCreateExam(input: $input) {
        ...AdminExamFields
      }
    }
  `),
  update: graphql(`
    mutation AdminUpdateExam($id: ID!, $input: AdminExamInput!) {
      record: adminUpdateExam(id: $id, input: $input) {
        ...AdminExamFields
      }
    }
  `),
  remove: graphql(`
    mutation AdminDeleteExam($id: ID!) {
      record: adminDeleteExam(id: $id) {
        id
      }
    }
  `),
  toInput: examInput,
});

export const PublishExamDocument = graphql(`
  mutation AdminPublishExam($id: ID!, $published: Boolean!, $ignoreBlueprint: Boolean = false) {
    record: adminPublishExam(id: $id, published: $published, ignoreBlueprint: $ignoreBlueprint) {
      ...AdminExamFields
    }
  }
`);
