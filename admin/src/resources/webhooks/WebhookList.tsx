import { DateField, TextField } from "react-admin";
import { ResourceList } from "../../components/ResourceList";

export const WebhookList = () => (
  <ResourceList rowClick="show" bulkActionButtons={false} sort={{ field: "createdAt", order: "DESC" }}>
    <TextField source="url" sortable={false} />
    <TextField source="events" sortable={false} />
    <TextField source="ownerEmail" sortable={false} />
    <DateField source="createdAt" showTime sortable={false} />
  </ResourceList>
);
