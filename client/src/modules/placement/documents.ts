import { graphql } from "../../gql";

/** The set of a run now to be answered (empty once the run is finished). */
export const PlacementSetFieldsFragment = graphql(`
  fragment PlacementSetFields on PlacementRun {
    id
    status
    round
    items {
      ...PlacementItemFields
    }
  }
`);

/** Starts a run with its first set, or resumes the caller's open run. */
export const StartPlacementMutation = graphql(`
  mutation StartPlacement {
    startPlacement {
      ...PlacementSetFields
    }
  }
`);

/** Answers the current set; the reply carries the next set, or the finished run (no result: a guest may not read it). */
export const AnswerPlacementMutation = graphql(`
  mutation AnswerPlacement($runId: ID!, $answers: [PlacementAnswerInput!]!, $round: Int) {
    answerPlacement(runId: $runId, answers: $answers, round: $round) {
      ...PlacementSetFields
    }
  }
`);

export const PlacementResultFieldsFragment = graphql(`
  fragment PlacementResultFields on PlacementRun {
    id
    status
    finishedAt
    result {
      level
      cefr
      label
      setType
      correct
      total
      correctAll
      totalAll
      unansweredAll
      sets {
        round
        cefr
        setType
        correct
        answered
        total
        passMark
        passed
      }
      responses {
        round
        value
        answered
        correctValue
        correct
        item {
          ...PlacementItemFields
        }
      }
      examLevels {
        ...LevelLinkFields
        family
        exams {
          id
          name
        }
      }
    }
  }
`);

/** One run of the caller, with its result (registered learners only). */
export const PlacementRunResultQuery = graphql(`
  query PlacementRunResult($id: ID!, $lang: Lang!) {
    placementRun(id: $id) {
      ...PlacementResultFields
    }
  }
`);

/** The caller's runs, newest first: the result page shows the newest finished one. */
export const MyPlacementRunsQuery = graphql(`
  query MyPlacementRuns($lang: Lang!) {
    myPlacementRuns {
      ...PlacementResultFields
    }
  }
`);

/** How long a run takes (sets, items, minutes), from the staircase's bounds; public. */
export const PlacementOutlineQuery = graphql(`
  query PlacementOutline {
    placementOutline {
      setSize
      minSets
      maxSets
      minItems
      maxItems
      minMinutes
      maxMinutes
    }
  }
`);
