import { graphql } from "../../gql";

export const SkillScoreFieldsFragment = graphql(`
  fragment SkillScoreFields on SkillScore {
    correct
    total
    percent
    passed
  }
`);

export const MyAttemptsQuery = graphql(`
  query MyAttempts($family: ExamFamily) {
    myAttempts(family: $family) {
      id
      status
      startedAt
      submittedAt
      currentPage
      pageCount
      family
      cefr
      exam {
        id
        name
      }
      result {
        reading {
          ...SkillScoreFields
        }
        listening {
          ...SkillScoreFields
        }
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
        reading {
          ...SkillScoreFields
        }
        listening {
          ...SkillScoreFields
        }
        total {
          ...SkillScoreFields
        }
        passed
        passRule
        officialPassed
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
          type
          skill
          title
          intro
          passage
          audioUrl
          imageUrl
          transcript
          notes
          optionPool {
            value
            label
            imageUrl
          }
          items {
            id
            position
            answerType
            completeMode
            answerLocation
            title
            lastTitle
            bannerImageUrl
            choices {
              value
              label
              imageUrl
            }
            answer
            answerLabel
            correct
            correctAnswers
            correctLabel
            modelSolution
            explanation
          }
        }
      }
    }
  }
`);
