import { graphql } from "../../gql";

/** The sentence timings of a listening block of an attempt (after submission, or a checked drill page). */
export const AudioCuesQuery = graphql(`
  query AudioCues($attemptId: ID!, $blockId: ID!) {
    audioCues(attemptId: $attemptId, blockId: $blockId) {
      start
      end
      speaker
      text
    }
  }
`);

export const WordCardFieldsFragment = graphql(`
  fragment WordCardFields on WordCard {
    id
    word
    sentence
    source
    note
    meaning
    audio {
      start
      end
      sources {
        url
        mimeType
      }
    }
    due
    state
    reviews
    createdAt
    schedule {
      rating
      due
    }
  }
`);

export const WordDeckQuery = graphql(`
  query WordDeck {
    wordDeck {
      total
      due
      nextDueAt
    }
  }
`);

export const DueWordsQuery = graphql(`
  query DueWords {
    dueWords(limit: 100) {
      ...WordCardFields
    }
    wordDeck {
      total
      due
      nextDueAt
    }
  }
`);

export const MyWordsQuery = graphql(`
  query MyWords {
    myWords {
      ...WordCardFields
    }
  }
`);

export const AddWordMutation = graphql(`
  mutation AddWord($input: AddWordInput!) {
    addWord(input: $input) {
      ...WordCardFields
    }
  }
`);

export const ReviewWordMutation = graphql(`
  mutation ReviewWord($id: ID!, $rating: WordRating!) {
    reviewWord(id: $id, rating: $rating) {
      ...WordCardFields
    }
  }
`);

export const UpdateWordNoteMutation = graphql(`
  mutation UpdateWordNote($id: ID!, $note: String) {
    updateWordNote(id: $id, note: $note) {
      ...WordCardFields
    }
  }
`);

export const RemoveWordMutation = graphql(`
  mutation RemoveWord($id: ID!) {
    removeWord(id: $id)
  }
`);

/** What adding, reviewing or removing a word changes: the deck's counts and lists. */
export const WORDS_REFETCH = ["WordDeck", "DueWords", "MyWords"];
