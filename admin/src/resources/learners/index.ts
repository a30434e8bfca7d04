import type { RaRecord } from "react-admin";
import { LearnerList } from "./LearnerList";

/** Teachers grant learners extended time (issue 19 §3). */
export const learners = {
  list: LearnerList,
  recordRepresentation: (r: RaRecord) => r.name ?? r.email ?? `#${r.id}`,
};
