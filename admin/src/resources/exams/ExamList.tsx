import {
  BooleanField,
  BooleanInput,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
} from "react-admin";
import { CEFRS, FAMILIES, useServerChoices } from "../../components/choices";
import { ResourceList } from "../../components/ResourceList";

const filters = [
  <SelectInput source="family" choices={FAMILIES} key="family" />,
  <SelectInput source="cefr" choices={CEFRS} key="cefr" />,
  <ReferenceInput source="levelId" reference="levels" key="levelId" />,
  <BooleanInput source="published" key="published" />,
];

export const ExamList = () => {
  const { passRules } = useServerChoices();
  return (
    <ResourceList filters={filters} rowClick="show">
      <TextField source="name" />
      <ReferenceField source="levelId" reference="levels" />
      <BooleanField source="published" />
      <NumberField source="blockCount" sortable={false} />
      <SelectField source="passRule" choices={passRules} sortable={false} />
    </ResourceList>
  );
};
