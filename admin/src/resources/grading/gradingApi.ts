import type { Identifier, RaRecord } from "react-admin";
import { graphql } from "../../gql";
import type { GradingStatus, ProductiveAnswerFieldsFragment } from "../../gql/graphql";
import type { ListRequest } from "../../providers/formValues";
import { gql } from "../../providers/graphqlClient";
import { unsupported, type ResourceOps } from "../../providers/resource";

// RubricFields, AssessmentFields and AutoFeedbackFields: fragments.graphql at the root (the learner client selects them too).
graphql(`
  fragment ProductiveAnswerFields on ProductiveAnswer {
    attemptId
    subQuestionId
    learnerName
    examName
    title
    skill
    submittedAt
    task
    points
    minWords
    maxWords
    text
    recordingUrl
    modelAnswer
    rubric {
      ...RubricFields
    }
    feedback {
      ...AutoFeedbackFields
      durationSeconds
    }
    assessments {
      ...AssessmentFields
    }
  }
`);

const GradingQueueDocument = graphql(`
  query GradingQueue($status: GradingStatus) {
    gradingQueue(status: $status) {
      ...ProductiveAnswerFields
    }
  }
`);

const ProductiveAnswerDocument = graphql(`
  query ProductiveAnswer($attemptId: ID!, $subQuestionId: ID!) {
    productiveAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId) {
      ...ProductiveAnswerFields
    }
  }
`);

const GradeAnswerDocument = graphql(`
  mutation GradeAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {
    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {
      ...AssessmentFields
    }
  }
`);

/** One answer in the queue as react-admin holds it: the id joins attempt and sub-question. */
export type GradingRecord = ProductiveAnswerFieldsFragment & {
  id: string;
  /** The teacher's total, when graded. */
  teacherTotal: number | null;
};

export const gradingId = (attemptId: string, subQuestionId: string) => `${attemptId}-${subQuestionId}`;

export function parseGradingId(id: Identifier): { attemptId: string; subQuestionId: string } | null {
  const m = /^(\d+)-(\d+)$/.exec(String(id));
  return m ? { attemptId: m[1], subQuestionId: m[2] } : null;
}

export function toRecord(a: ProductiveAnswerFieldsFragment): GradingRecord {
  const teacher = a.assessments.find((x) => x.by === "TEACHER");
  return { ...a, id: gradingId(a.attemptId, a.subQuestionId), teacherTotal: teacher?.total ?? null };
}

/** The queue's status filter: awaiting (the default) or graded; anything else is awaiting. */
export const statusOf = (v: unknown): GradingStatus => (v === "GRADED" ? "GRADED" : "AWAITING");

/** Search, sort and page a queue the server answers whole (oldest first). */
export function pageOf(records: GradingRecord[], { filter = {}, pagination, sort }: ListRequest) {
  const q = typeof filter.q === "string" ? filter.q.trim().toLowerCase() : "";
  let rows = q
    ? records.filter((r) => [r.learnerName, r.examName, r.title, r.text].some((f) => f?.toLowerCase().includes(q)))
    : records;
  if (sort?.field === "submittedAt" && sort.order === "DESC") rows = [...rows].reverse();
  const perPage = pagination?.perPage ?? rows.length;
  const start = ((pagination?.page ?? 1) - 1) * perPage;
  return { data: rows.slice(start, start + perPage), total: rows.length };
}

export const gradingApi: ResourceOps = {
  async list(request) {
    const { gradingQueue } = await gql(GradingQueueDocument, { status: statusOf(request.filter?.status) });
    return pageOf(gradingQueue.map(toRecord), request);
  },
  async one(id): Promise<RaRecord | null> {
    const ids = parseGradingId(id);
    if (!ids) return null;
    return toRecord((await gql(ProductiveAnswerDocument, ids)).productiveAnswer);
  },
  create: unsupported("grading", "create"),
  update: unsupported("grading", "update"),
  remove: unsupported("grading", "delete"),
};

/** Saves a teacher's grade (a teacher or admin's assessAnswer is TEACHER); again: replaces. */
export async function gradeAnswer(
  record: Pick<GradingRecord, "attemptId" | "subQuestionId">,
  scores: { key: string; points: number }[],
  comment: string,
) {
  const { assessAnswer } = await gql(GradeAnswerDocument, {
    attemptId: record.attemptId,
    subQuestionId: record.subQuestionId,
    scores,
    comment: comment.trim() || null,
  });
  return assessAnswer;
}
