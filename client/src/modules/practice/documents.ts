import { graphql } from "../../gql";

/** A practice set as the hub, the grid and the drill show it. */
export const PracticeSetFieldsFragment = graphql(`
  fragment PracticeSetFields on PracticeSet {
    id
    family
    cefr
    skill
    teil
    teilLabel
    title
    name
    description
    tip
    blockCount
    itemCount
  }
`);

export const PracticeSetsQuery = graphql(`
  query PracticeSets($family: ExamFamily!, $cefr: Cefr!) {
    practiceSets(family: $family, cefr: $cefr) {
      ...PracticeSetFields
    }
  }
`);

export const MasteryFieldsFragment = graphql(`
  fragment MasteryFields on Mastery {
    set {
      ...PracticeSetFields
    }
    attempted
    correct
    percent
    trend
    lastPracticedAt
    band
    recommended
    windowItems
    windowCorrect
    lowerBound
    itemsNeeded
  }
`);

export const ReadinessFieldsFragment = graphql(`
  fragment ReadinessFields on Readiness {
    family
    cefr
    passRule
    passPercent
    low
    high
    verdict
    basis
    modules {
      skill
      low
      high
      items
      basis
    }
  }
`);

/** A learner's mastery and readiness (of one family and level, or of all). */
export const PracticeProgressQuery = graphql(`
  query PracticeProgress($family: ExamFamily, $cefr: Cefr) {
    mastery(family: $family, cefr: $cefr) {
      ...MasteryFields
    }
    readiness(family: $family, cefr: $cefr) {
      ...ReadinessFields
    }
  }
`);

export const MistakeCountQuery = graphql(`
  query MistakeCount {
    mistakeCount
  }
`);

export const MyMistakesQuery = graphql(`
  query MyMistakes($family: ExamFamily, $cefr: Cefr) {
    myMistakes(family: $family, cefr: $cefr) {
      subQuestionId
      set {
        ...PracticeSetFields
      }
      title
      lastAnswer
      lastAnswerLabel
      times
      lastWrongAt
      rightSince
    }
  }
`);

export const StartDrillMutation = graphql(`
  mutation StartDrill($setId: ID, $mistakes: Boolean, $family: ExamFamily, $cefr: Cefr) {
    startDrill(setId: $setId, mistakes: $mistakes, family: $family, cefr: $cefr) {
      ...AttemptSummaryFields
      kind
      mistakesDrill
      practiceSet {
        ...PracticeSetFields
      }
    }
  }
`);

/** A practice set given as an assignment: its drill attempt, tied to the assignment. */
export const StartAssignedDrillMutation = graphql(`
  mutation StartAssignedDrill($assignmentId: ID!) {
    startAssignment(assignmentId: $assignmentId) {
      ...AttemptSummaryFields
      kind
      mistakesDrill
      practiceSet {
        ...PracticeSetFields
      }
    }
  }
`);

export const CheckedAnswerFieldsFragment = graphql(`
  fragment CheckedAnswerFields on CheckedAnswer {
    subQuestionId
    answer
    correct
    correctAnswers
    correctLabel
    explanation
    modelSolution
    checkedAt
  }
`);

export const CheckedAnswersQuery = graphql(`
  query CheckedAnswers($attemptId: ID!) {
    checkedAnswers(attemptId: $attemptId) {
      ...CheckedAnswerFields
    }
  }
`);

export const CheckAnswersMutation = graphql(`
  mutation CheckAnswers($attemptId: ID!, $subQuestionIds: [ID!]!) {
    checkAnswers(attemptId: $attemptId, subQuestionIds: $subQuestionIds) {
      ...CheckedAnswerFields
    }
  }
`);
