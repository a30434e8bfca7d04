import type { RaRecord, RedirectionSideEffect } from "react-admin";
import { formPages } from "../../components/formPages";
import { SubQuestionForm } from "./SubQuestionForm";
import { SubQuestionList } from "./SubQuestionList";

/** After saving a question the author goes back to its part. */
const backToBlock: RedirectionSideEffect = (_resource, _id, data) => `question_blocks/${(data as RaRecord | undefined)?.blockId}`;

export const subQuestions = {
  list: SubQuestionList,
  ...formPages(SubQuestionForm, { edit: { redirect: backToBlock }, create: { redirect: backToBlock } }),
  recordRepresentation: (r: RaRecord) => r.title || `#${r.id}`,
};
