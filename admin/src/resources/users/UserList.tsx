import { BooleanField, BooleanInput, DateField, NumberField, TextField } from "react-admin";
import { ResourceList } from "../../components/ResourceList";

const filters = [<BooleanInput source="isAdmin" key="a" />, <BooleanInput source="isBlocked" key="b" />];

export const UserList = () => (
  <ResourceList filters={filters} rowClick="show" bulkActionButtons={false}>
    <TextField source="name" />
    <TextField source="email" />
    <BooleanField source="isAdmin" />
    <BooleanField source="isTeacher" />
    <BooleanField source="isBlocked" />
    <NumberField source="attemptCount" sortable={false} />
    <DateField source="createdAt" />
  </ResourceList>
);
