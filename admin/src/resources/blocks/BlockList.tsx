import { NumberField, ReferenceField, ReferenceInput, SelectField, SelectInput, TextField } from "react-admin";
import { BLOCK_TYPES } from "../../components/choices";
import { ResourceList } from "../../components/ResourceList";

const filters = [
  <ReferenceInput source="examId" reference="exams" key="examId" />,
  <SelectInput source="type" choices={BLOCK_TYPES} key="type" />,
];

export const BlockList = () => (
  <ResourceList filters={filters}>
    <ReferenceField source="examId" reference="exams" />
    <NumberField source="position" />
    <SelectField source="type" choices={BLOCK_TYPES} />
    <TextField source="title" />
    <NumberField source="subQuestionCount" sortable={false} />
  </ResourceList>
);
