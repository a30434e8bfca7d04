import type { RaRecord } from "react-admin";
import { GradingList } from "./GradingList";
import { GradingShow } from "./GradingShow";

export const grading = {
  list: GradingList,
  show: GradingShow,
  recordRepresentation: (r: RaRecord) => `${String(r.learnerName ?? "")} · ${String(r.title ?? r.examName ?? "")}`,
};
