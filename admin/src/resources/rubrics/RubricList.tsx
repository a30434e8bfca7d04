import { NumberField, SelectInput, TextField } from "react-admin";
import { LocaleNumberField } from "../../components/numbers";
import { CEFRS, FAMILIES } from "../../components/choices";
import { ResourceList } from "../../components/ResourceList";

export const RubricList = () => (
  <ResourceList
    filters={[
      <SelectInput source="family" choices={FAMILIES} key="family" />,
      <SelectInput source="cefr" choices={CEFRS} key="cefr" />,
    ]}
    sort={{ field: "key", order: "ASC" }}
  >
    <TextField source="key" />
    <TextField source="name.de" label="resources.rubrics.fields.name" sortable={false} />
    <TextField source="scheme" sortable={false} />
    <LocaleNumberField source="maxPoints" sortable={false} />
    <TextField source="certainty" sortable={false} />
    <NumberField source="usedBy" sortable={false} />
  </ResourceList>
);
