import { graphql } from "../../gql";

/** Every page of a mock to print: the same blocks and items the player shows, never a key. */
export const PrintSheetQuery = graphql(`
  query PrintSheet($examId: ID!) {
    printSheet(examId: $examId) {
      exam {
        id
        name
        timeLimits {
          reading
          listening
          writing
        }
      }
      pages {
        number
        skill
        place {
          ...TeilPlaceFields
        }
        block {
          id
          title
          intro
          passage
          imageUrl
          audioUrl
          playLimit
          optionPool {
            ...ChoiceFields
          }
          subQuestions {
            ...SubQuestionFields
          }
        }
      }
    }
  }
`);

/** Teachers and admins only (the server refuses anyone else): the key, model answers and transcripts. */
export const PrintKeyQuery = graphql(`
  query PrintKey($examId: ID!) {
    printKey(examId: $examId, lang: DE) {
      number
      skill
      place {
        ...TeilPlaceFields
      }
      title
      transcript
      items {
        id
        position
        answerType
        correctAnswers
        correctLabel
        modelSolution
      }
    }
  }
`);

/** Whether the caller may print the key (teachers and admins). */
export const PrintViewerQuery = graphql(`
  query PrintViewer {
    me {
      id
      isAdmin
      isTeacher
    }
  }
`);
