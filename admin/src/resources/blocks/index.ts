import type { RaRecord } from "react-admin";
import { formPages } from "../../components/formPages";
import { BlockForm } from "./BlockForm";
import { BlockList } from "./BlockList";
import { BlockSubQuestions } from "./BlockSubQuestions";

export const blocks = {
  list: BlockList,
  ...formPages(BlockForm, { edit: { redirect: false }, create: { redirect: "edit" }, belowEdit: BlockSubQuestions }),
  recordRepresentation: (r: RaRecord) => r.title || `#${r.id}`,
};
