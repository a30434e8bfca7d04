/**
 * The expected sizes of an exam's lists, for the cost limit (`@listSize`, graphql/cost.ts): the shipped content's
 * largest, with room for authoring more.
 */
export const CONTENT_SIZES = {
  /** Parts (blocks, pages) of one exam: the largest shipped mock has 16. */
  blocksPerExam: 20,
  /** Items (sub-questions) of one part: the largest shipped part has 22. */
  itemsPerBlock: 25,
  /** Choices of an item or a part's shared option pool: a/b/c/d, or a matching part's pool (the largest has 15). */
  choicesPerItem: 16,
  /** Content points of a writing or speaking task: the console allows 8. */
  pointsPerTask: 8,
  /** Rubrics that judge the tasks of one part: one per task. */
  rubricsPerBlock: 3,
  /** Criteria of a rubric, and bands of a criterion: 5 each in the shipped rubrics. */
  criteriaPerRubric: 6,
  bandsPerCriterion: 6,
  /** Formats of a recording: Ogg Vorbis and MP3. */
  audioFormats: 2,
  /** Texts of one recording, each played by itself: the largest shipped Teil has 6. */
  textsPerRecording: 10,
} as const;
