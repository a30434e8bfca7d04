import { graphql } from "../../gql";

/** The score of each skill (the result's module bars; the progress chart's points). */
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
      exam {
        passPercent
      }
      result {
        ...SkillScoresFields
        officialPassed
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
      pageCount
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
        officialPassed
        passRule
        parts {
          skill
          teil
          title
          page
          correct
          total
          points
          maxPoints
          percent
        }
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
      pageStates {
        number
        place {
          ...TeilPlaceFields
        }
      }
      exam {
        id
        name
      }
      review(page: $page, lang: $lang) {
        number
        place {
          ...TeilPlaceFields
        }
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
            ...SpeakingReviewFields
          }
        }
      }
    }
  }
`);

/** A guest's attempts without their results (a guest may not see results): what /noresult shows as kept. */
export const GuestAttemptsQuery = graphql(`
  query GuestAttempts {
    myAttempts {
      ...AttemptSummaryFields
      submittedAt
      pageStates {
        skill
        answered
        questions
      }
    }
  }
`);
