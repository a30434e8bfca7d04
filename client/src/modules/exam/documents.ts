import { graphql } from "../../gql";

/** An attempt as a list or the exam runner shows it: where it stands and of which exam. */
export const AttemptSummaryFieldsFragment = graphql(`
  fragment AttemptSummaryFields on Attempt {
    id
    status
    currentPage
    pageCount
    family
    cefr
    exam {
      id
      name
    }
  }
`);

/** Where a page stands in its module: its Teil of the module's Teile and its text of the Teil's (the server decides). */
export const TeilPlaceFieldsFragment = graphql(`
  fragment TeilPlaceFields on TeilPlace {
    skill
    teil
    teilCount
    text
    textCount
  }
`);

/** A page's Teil and its answered items (the navigator's and the hand-in's); a save brings them back too. */
export const PageStateFieldsFragment = graphql(`
  fragment PageStateFields on AttemptPageState {
    number
    skill
    place {
      ...TeilPlaceFields
    }
    questions
    answered
  }
`);

/** A module's clock and its place in the attempt (first page, Teile): what the cockpit and a save both read. */
export const ModuleTimerFieldsFragment = graphql(`
  fragment ModuleTimerFields on ModuleTimer {
    skill
    firstPage
    teilCount
    limitSeconds
    startedAt
    remainingSeconds
    expired
  }
`);

export const StartAttemptMutation = graphql(`
  mutation StartAttempt($examId: ID!, $mode: AttemptMode) {
    startAttempt(examId: $examId, mode: $mode) {
      ...AttemptSummaryFields
    }
  }
`);

/** An assignment of a course: starts (or resumes) the attempt tied to it, in the mode and modules the teacher chose. */
export const StartAssignmentMutation = graphql(`
  mutation StartAssignment($assignmentId: ID!) {
    startAssignment(assignmentId: $assignmentId) {
      ...AttemptSummaryFields
    }
  }
`);

/** A page as the player shows it: its Teil, its block and the caller's saved answers (read live, or ahead for offline use). */
export const AttemptPageFieldsFragment = graphql(`
  fragment AttemptPageFields on AttemptPage {
    number
    skill
    place {
      ...TeilPlaceFields
    }
    plays
    playsLeft
    textPlays
    answers {
      subQuestionId
      value
    }
    block {
      id
      title
      intro
      passage
      audioUrl
      audioMp3Url
      audioSources {
        url
        mimeType
      }
      imageUrl
      playLimit
      readingSeconds
      audioTexts {
        start
        end
      }
      optionPool {
        ...ChoiceFields
      }
      subQuestions {
        ...SubQuestionFields
      }
    }
  }
`);

export const AttemptPageQuery = graphql(`
  query AttemptPage($attemptId: ID!, $page: Int!) {
    attempt(id: $attemptId) {
      id
      status
      pageCount
      page(number: $page) {
        ...AttemptPageFields
      }
    }
  }
`);

/** The same page read ahead, to be kept on the device for offline use: it does not start its module's clock. */
export const AttemptPageAheadQuery = graphql(`
  query AttemptPageAhead($attemptId: ID!, $page: Int!) {
    attempt(id: $attemptId) {
      id
      status
      pageCount
      page(number: $page, ahead: true) {
        ...AttemptPageFields
      }
    }
  }
`);

/** A save answers with the clocks and every page's answered items: the cockpit's states follow each acknowledged save. */
export const SaveAnswersMutation = graphql(`
  mutation SaveAnswers($attemptId: ID!, $answers: [AnswerInput!]!) {
    saveAnswers(attemptId: $attemptId, answers: $answers) {
      saved
      attempt {
        id
        currentPage
        timers {
          ...ModuleTimerFields
        }
        pageStates {
          ...PageStateFields
        }
      }
    }
  }
`);

export const SubmitAttemptMutation = graphql(`
  mutation SubmitAttempt($attemptId: ID!) {
    submitAttempt(attemptId: $attemptId) {
      id
      status
      submittedAt
    }
  }
`);

export const RegisterAudioPlayMutation = graphql(`
  mutation RegisterAudioPlay($attemptId: ID!, $blockId: ID!, $text: Int) {
    registerAudioPlay(attemptId: $attemptId, blockId: $blockId, text: $text) {
      blockId
      text
      plays
      playLimit
      playsLeft
    }
  }
`);
