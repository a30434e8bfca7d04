import { NumberField, SelectInput, TextField } from "react-admin";
import { CEFRS, FAMILIES } from "../../components/choices";
import { ResourceList } from "../../components/ResourceList";

export const LevelList = () => (
  <ResourceList
    filters={[
      <SelectInput source="family" choices={FAMILIES} key="family" />,
      <SelectInput source="cefr" choices={CEFRS} key="cefr" />,
    ]}
    sort={{ field: "sortOrder", order: "ASC" }}
  >
    <TextField source="family" />
    <TextField source="cefr" />
    <TextField source="name" />
    <TextField source="slugDe" />
    <NumberField source="examCount" sortable={false} />
  </ResourceList>
);
