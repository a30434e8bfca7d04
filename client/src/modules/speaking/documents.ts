import { graphql } from "../../gql";

/** What the exam page needs of a speaking sub-question (spread into the exam's SubQuestionFields). */
export const SpeakingTaskFieldsFragment = graphql(`
  fragment SpeakingTaskFields on SubQuestion {
    prepSeconds
    maxRecordSeconds
  }
`);

/** A reviewed speaking item (spread into the review's items, beside the writing fields). */
export const SpeakingReviewFieldsFragment = graphql(`
  fragment SpeakingReviewFields on ReviewItem {
    recordingUrl
    modelAudioUrl
    prepSeconds
    maxRecordSeconds
    feedback {
      durationSeconds
    }
  }
`);
