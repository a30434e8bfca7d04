import type { ComponentType } from "react";
import { Create, Edit, type CreateProps, type EditProps } from "react-admin";

interface FormPagesOptions {
  edit?: Omit<EditProps, "children">;
  create?: Omit<CreateProps, "children">;
  /** Shown under the form when editing (the children of a record, say). */
  belowEdit?: ComponentType;
}

/** A resource's edit and create pages around its one form; edits save before they leave (pessimistic). */
export function formPages(Form: ComponentType, { edit, create, belowEdit: Below }: FormPagesOptions = {}) {
  const EditPage = () => (
    <Edit mutationMode="pessimistic" {...edit}>
      <Form />
      {Below && <Below />}
    </Edit>
  );
  const CreatePage = () => (
    <Create {...create}>
      <Form />
    </Create>
  );
  return { edit: EditPage, create: CreatePage };
}
