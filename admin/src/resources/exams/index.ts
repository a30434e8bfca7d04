import { formPages } from "../../components/formPages";
import { ExamForm } from "./ExamForm";
import { ExamList } from "./ExamList";
import { ExamShow } from "./ExamShow";

export const exams = {
  list: ExamList,
  show: ExamShow,
  ...formPages(ExamForm, { edit: { redirect: "show" }, create: { redirect: "show" } }),
  recordRepresentation: "name",
};
