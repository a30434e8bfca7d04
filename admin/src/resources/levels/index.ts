import { formPages } from "../../components/formPages";
import { LevelForm } from "./LevelForm";
import { LevelList } from "./LevelList";

export const levels = {
  list: LevelList,
  ...formPages(LevelForm, { create: { redirect: "list" } }),
  recordRepresentation: "name",
};
