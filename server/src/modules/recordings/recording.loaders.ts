import DataLoader from "dataloader";
import type { DataSource } from "typeorm";

/** A recording as the edges use it. */
export interface RecordingView {
  id: string;
  userId: number;
  subQuestionId: number | null;
  durationSeconds: number;
  contentType: string;
}

/** The recordings of one request, by id (the review and the grading queue show many). */
export function recordingLoaders(ds: DataSource) {
  return {
    byId: new DataLoader<string, RecordingView | null>(async (ids) => {
      const rows: RecordingView[] = await ds.query(
        `SELECT id, user_id AS "userId", sub_question_id AS "subQuestionId", duration_seconds AS "durationSeconds",
                content_type AS "contentType" FROM recordings WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
