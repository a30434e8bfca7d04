import { graphql } from "../../gql";

// RubricFields, AssessmentFields and AutoFeedbackFields: fragments.graphql at the root (the console selects them too).

/** What the writing page needs of a writing sub-question (spread into the exam's SubQuestionFields). */
export const WritingTaskFieldsFragment = graphql(`
  fragment WritingTaskFields on SubQuestion {
    task
    points
    minWords
    maxWords
    rubric {
      ...RubricFields
    }
  }
`);

/** A reviewed writing item (spread into the review's items). */
export const WritingReviewFieldsFragment = graphql(`
  fragment WritingReviewFields on ReviewItem {
    task
    points
    minWords
    maxWords
    text
    modelAnswer
    rubric {
      ...RubricFields
    }
    feedback {
      ...AutoFeedbackFields
    }
    assessments {
      ...AssessmentFields
    }
  }
`);

export const CalibrationSampleQuery = graphql(`
  query CalibrationSample($subQuestionId: ID!) {
    calibrationSample(subQuestionId: $subQuestionId) {
      done
      task
      text
      rubric {
        ...RubricFields
      }
    }
  }
`);

export const CalibrateMutation = graphql(`
  mutation Calibrate($subQuestionId: ID!, $scores: [CriterionScoreInput!]!) {
    calibrate(subQuestionId: $subQuestionId, scores: $scores) {
      comment
      myTotal
      expertTotal
      criteria {
        key
        label
        mine {
          band
          points
        }
        expert {
          band
          points
        }
      }
    }
  }
`);

export const AssessAnswerMutation = graphql(`
  mutation AssessAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {
    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {
      ...AssessmentFields
    }
  }
`);
