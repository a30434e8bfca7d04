import { graphql } from "../../gql";
import type { AdminSubQuestionInput } from "../../gql/graphql";
import { flag, localized, requiredText, rows, strings, text, type FormValues } from "../../providers/formValues";
import { defineResource } from "../../providers/resource";

graphql(`
  fragment AdminSubQuestionFields on AdminSubQuestion {
    id
    blockId
    examId
    position
    kind
    title
    lastTitle
    bannerImage
    bannerUrl
    highlight
    choiceKind
    textChoices
    imageChoices {
      image
      imageUrl
      label
    }
    trueFalseLabels
    location
    acceptedAnswers
    options
    answer
    choices {
      value
      label
      imageUrl
    }
    modelSolution {
      ...AdminLocalizedFields
    }
    explanation {
      ...AdminLocalizedFields
    }
  }
`);

/** A question as the form holds it → its input (blank choices and answers are dropped). */
export const subQuestionInput = (d: FormValues): AdminSubQuestionInput => ({
  blockId: requiredText(d.blockId),
  kind: requiredText(d.kind),
  title: text(d.title),
  lastTitle: text(d.lastTitle),
  bannerImage: text(d.bannerImage),
  highlight: flag(d.highlight),
  choiceKind: text(d.choiceKind),
  trueFalseLabels: text(d.trueFalseLabels),
  location: text(d.location),
  answer: text(d.answer),
  textChoices: strings(d.textChoices),
  acceptedAnswers: strings(d.acceptedAnswers),
  options: strings(d.options),
  imageChoices: rows(d.imageChoices)
    .filter((c) => c.image)
    .map((c) => ({ image: requiredText(c.image), label: text(c.label) ?? null })),
  modelSolution: localized(d.modelSolution),
  explanation: localized(d.explanation),
});

export const subQuestionApi = defineResource("sub_questions", {
  list: graphql(`
    query AdminSubQuestionList($filter: AdminListInput) {
      page: adminSubQuestions(filter: $filter) {
        total
        items {
          ...AdminSubQuestionFields
        }
      }
    }
  `),
  one: graphql(`
    query AdminSubQuestionOne($id: ID!) {
      record: adminSubQuestion(id: $id) {
        ...AdminSubQuestionFields
      }
    }
  `),
  create: graphql(`
    mutation AdminCreateSubQuestion($input: AdminSubQuestionInput!) {
      record: adminCreateSubQuestion(input: $input) {
        ...AdminSubQuestionFields
      }
    }
  `),
  update: graphql(`
    mutation AdminUpdateSubQuestion($id: ID!, $input: AdminSubQuestionInput!) {
      record: adminUpdateSubQuestion(id: $id, input: $input) {
        ...AdminSubQuestionFields
      }
    }
  `),
  remove: graphql(`
    mutation AdminDeleteSubQuestion($id: ID!) {
      record: adminDeleteSubQuestion(id: $id) {
        id
      }
    }
  `),
  toInput: subQuestionInput,
});

export const ReorderSubQuestionsDocument = graphql(`
  mutation AdminReorderSubQuestions($parentId: ID!, $ids: [ID!]!) {
    adminReorderSubQuestions(blockId: $parentId, ids: $ids) {
      id
    }
  }
`);
