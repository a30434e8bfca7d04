import { BooleanField, SelectInput, TextField } from "react-admin";
import { CEFRS, DIFFICULTIES } from "../../components/choices";
import { ResourceList } from "../../components/ResourceList";

const filters = [
  <SelectInput source="cefr" choices={CEFRS} key="cefr" />,
  <SelectInput source="difficulty" choices={DIFFICULTIES} key="d" />,
];

export const PlacementItemList = () => (
  <ResourceList filters={filters}>
    <TextField source="cefr" />
    <TextField source="difficulty" />
    <TextField source="title" />
    <TextField source="correctAnswer" sortable={false} />
    <BooleanField source="active" />
  </ResourceList>
);
