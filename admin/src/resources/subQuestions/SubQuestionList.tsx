import { NumberField, ReferenceField, ReferenceInput, SelectInput, TextField } from "react-admin";
import { useServerChoices } from "../../components/choices";
import { ResourceList } from "../../components/ResourceList";

export const SubQuestionList = () => {
  const { kinds } = useServerChoices();
  const filters = [
    <ReferenceInput source="examId" reference="exams" key="examId" />,
    <ReferenceInput source="blockId" reference="question_blocks" key="blockId" />,
    <SelectInput source="type" choices={kinds} key="type" />,
  ];
  return (
    <ResourceList filters={filters}>
      <ReferenceField source="blockId" reference="question_blocks" />
      <NumberField source="position" />
      <TextField source="kind" sortable={false} />
      <TextField source="title" />
      <TextField source="answer" sortable={false} />
    </ResourceList>
  );
};
