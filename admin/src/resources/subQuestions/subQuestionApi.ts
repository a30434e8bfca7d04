import { graphql } from "../../gql";
import type { AdminSubQuestionInput } from "../../gql/graphql";
import { flag, int, localized, requiredText, rows, strings, text, type FormValues } from "../../providers/formValues";
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
    task
    points {
      text
      keywords
    }
    minWords
    maxWords
    rubricKey
    prepSeconds
    maxRecordSeconds
    modelAudio
    modelAudioMp3
    modelAudioUrl
  }
`);

/** A content point's keywords: a list, or the comma-separated line the form holds once edited. */
export const keywordList = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [])
    .filter((k): k is string => typeof k === "string")
    .map((k) => k.trim())
    .filter(Boolean);

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
  task: text(d.task),
  points: rows(d.points)
    .filter((p) => text(p.text) || keywordList(p.keywords).length)
    .map((p) => ({ text: text(p.text) ?? "", keywords: keywordList(p.keywords) })),
  minWords: int(d.minWords),
  maxWords: int(d.maxWords),
  rubricKey: text(d.rubricKey),
  prepSeconds: int(d.prepSeconds),
  maxRecordSeconds: int(d.maxRecordSeconds),
  modelAudio: text(d.modelAudio),
  modelAudioMp3: text(d.modelAudioMp3),
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
