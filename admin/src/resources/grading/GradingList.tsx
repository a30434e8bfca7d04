import { Datagrid, DateField, List, SearchInput, SelectInput, TextField } from "react-admin";
import { LocaleNumberField } from "../../components/numbers";

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <SelectInput
    source="status"
    alwaysOn
    key="status"
    emptyText="app.grading.awaiting"
    choices={[
      { id: "AWAITING", name: "app.grading.awaiting" },
      { id: "GRADED", name: "app.grading.graded" },
    ]}
  />,
];

/** Submitted productive answers of registered learners, oldest first: awaiting a teacher's grade, or graded. */
export const GradingList = () => (
  <List filters={filters} filterDefaultValues={{ status: "AWAITING" }} sort={{ field: "submittedAt", order: "ASC" }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="learnerName" sortable={false} />
      <TextField source="examName" sortable={false} />
      <TextField source="title" sortable={false} />
      <DateField source="submittedAt" showTime />
      <LocaleNumberField source="teacherTotal" sortable={false} />
    </Datagrid>
  </List>
);
