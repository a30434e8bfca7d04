import { Edit } from "react-admin";
import { createElement } from "react";
import { RubricForm } from "./RubricForm";
import { RubricList } from "./RubricList";

/** Rubrics are seeded from content/ and edited here; they are neither created nor deleted in the console. */
export const rubrics = {
  list: RubricList,
  edit: () => createElement(Edit, { mutationMode: "pessimistic" }, createElement(RubricForm)),
  recordRepresentation: "key",
};
