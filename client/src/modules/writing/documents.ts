import { graphql } from "../../gql";

/** A rubric with its criteria and bands (descriptors in the caller's language). */
export const RubricFieldsFragment = graphql(`
  fragment RubricFields on Rubric {
    id
    key
    hasCalibration
    name
    scheme
    weight
    maxPoints
    criteria {
      key
      label
      maxPoints
      zeroesTask
      bands {
        band
        points
        descriptor
      }
    }
  }
`);

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

/** A self-assessment or a teacher's grade. */
export const AssessmentFieldsFragment = graphql(`
  fragment AssessmentFields on Assessment {
    by
    assessorName
    total
    maxPoints
    comment
    at
    scores {
      key
      band
      points
    }
  }
`);

/** The automatic feedback on a text: a hint, never a score. */
export const AutoFeedbackFieldsFragment = graphql(`
  fragment AutoFeedbackFields on AutoFeedback {
    hint
    wordCount
    wordTarget
    minWords
    maxWords
    range
    pointsCovered {
      point
      covered
      evidence
    }
    spelling {
      word
      offset
      suggestions
    }
    register {
      kind
      message
      evidence
    }
    connectorCount
    connectors
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
