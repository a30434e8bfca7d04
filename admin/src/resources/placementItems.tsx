import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FormDataConsumer,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  required,
} from "react-admin";
import { CEFRS } from "./levels";

const DIFFICULTIES = ["easy", "middle", "difficult"].map((d) => ({ id: d, name: d }));

export const PlacementItemList = () => (
  <List
    filters={[
      <SearchInput source="q" alwaysOn key="q" />,
      <SelectInput source="cefr" choices={CEFRS} key="cefr" />,
      <SelectInput source="difficulty" choices={DIFFICULTIES} key="d" />,
    ]}
    sort={{ field: "id", order: "ASC" }}
  >
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="cefr" />
      <TextField source="difficulty" />
      <TextField source="title" />
      <TextField source="correctAnswer" sortable={false} />
      <BooleanField source="active" />
    </Datagrid>
  </List>
);

function PlacementItemForm() {
  return (
    <SimpleForm defaultValues={{ choices: ["", "", "", ""], active: true }}>
      <SelectInput source="cefr" choices={CEFRS} validate={required()} />
      <SelectInput source="difficulty" choices={DIFFICULTIES} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth multiline />
      <ArrayInput source="choices">
        <SimpleFormIterator inline disableAdd disableRemove>
          <TextInput source="" label={false} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
      <FormDataConsumer>
        {({ formData }) => (
          <SelectInput
            source="correctAnswer"
            validate={required()}
            choices={(formData.choices ?? []).filter(Boolean).map((c: string) => ({ id: c, name: c }))}
          />
        )}
      </FormDataConsumer>
      <BooleanInput source="active" />
    </SimpleForm>
  );
}

export const placementItems = {
  list: PlacementItemList,
  edit: () => (
    <Edit mutationMode="pessimistic">
      <PlacementItemForm />
    </Edit>
  ),
  create: () => (
    <Create redirect="list">
      <PlacementItemForm />
    </Create>
  ),
  recordRepresentation: "title",
};
