import { graphql } from "../../gql";

/** The score of each skill (the gauges; the progress table's columns). */
export const SkillScoresFieldsFragment = graphql(`
  fragment SkillScoresFields on AttemptResult {
    reading {
      ...SkillScoreFields
    }
    listening {
      ...SkillScoreFields
    }
  }
`);

export const MyAttemptsQuery = graphql(`
  query MyAttempts($family: ExamFamily) {
    myAttempts(family: $family) {
      ...AttemptSummaryFields
      startedAt
      submittedAt
      result {
        ...SkillScoresFields
        ...ProductiveProgressFields
      }
    }
  }
`);

export const AttemptResultQuery = graphql(`
  query AttemptResult($attemptId: ID!) {
    attempt(id: $attemptId) {
      id
      status
      family
      cefr
      submittedAt
      exam {
        id
        name
        passPercent
      }
      result {
        ...SkillScoresFields
        total {
          ...SkillScoreFields
        }
        passed
        passRule
        ...ProductiveResultFields
      }
    }
  }
`);

export const ReviewPageQuery = graphql(`
  query ReviewPage($attemptId: ID!, $page: Int!, $lang: Lang!) {
    attempt(id: $attemptId) {
      id
      status
      family
      pageCount
      exam {
        id
        name
      }
      review(page: $page, lang: $lang) {
        number
        correct
        total
        block {
          id
          skill
          title
          intro
          passage
          audioUrl
          imageUrl
          transcript
          notes
          optionPool {
            ...ChoiceFields
          }
          items {
            ...ReviewItemFields
            ...WritingReviewFields
          }
        }
      }
    }
  }
`);
