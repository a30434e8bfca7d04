import {
  ArrayInput,
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  required,
} from "react-admin";
import { LocalizedInput } from "../components/Localized";
import { MediaInput } from "../components/MediaInput";

export const FAMILIES = [
  { id: "goethe", name: "Goethe" },
  { id: "telc", name: "telc" },
];
export const CEFRS = ["A1", "A2", "B1", "B2", "C1"].map((c) => ({ id: c, name: c }));

/** The level page shows five pictures (the server holds to the same rule). */
const fiveImages = (images: unknown[] | undefined) =>
  images?.length === 5 ? undefined : { message: "app.five_images", args: { count: images?.length ?? 0 } };

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <SelectInput source="family" choices={FAMILIES} key="family" />,
  <SelectInput source="cefr" choices={CEFRS} key="cefr" />,
];

export function LevelList() {
  return (
    <List filters={filters} sort={{ field: "sortOrder", order: "ASC" }}>
      <Datagrid rowClick="edit">
        <TextField source="id" />
        <TextField source="family" />
        <TextField source="cefr" />
        <TextField source="name" />
        <TextField source="slugDe" />
        <NumberField source="examCount" sortable={false} />
      </Datagrid>
    </List>
  );
}

function LevelForm() {
  return (
    <SimpleForm>
      <SelectInput source="family" choices={FAMILIES} validate={required()} />
      <SelectInput source="cefr" choices={CEFRS} validate={required()} />
      <TextInput source="name" validate={required()} fullWidth />
      {["slugDe", "slugEn", "slugAr", "slugFr", "slugEs"].map((s) => (
        <TextInput key={s} source={s} validate={required()} />
      ))}
      <NumberInput source="sortOrder" />
      <LocalizedInput source="description" rich />
      <ArrayInput source="images" validate={fiveImages}>
        <SimpleFormIterator inline disableReordering={false}>
          <MediaInput source="file" kind="image" />
          <LocalizedInput source="alt" requireGerman />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export const LevelEdit = () => (
  <Edit mutationMode="pessimistic">
    <LevelForm />
  </Edit>
);
export const LevelCreate = () => (
  <Create redirect="list">
    <LevelForm />
  </Create>
);
export const levels = { list: LevelList, edit: LevelEdit, create: LevelCreate, recordRepresentation: "name" };
