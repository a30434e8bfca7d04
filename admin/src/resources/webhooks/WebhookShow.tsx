import { ArrayField, Datagrid, DateField, NumberField, Show, SimpleShowLayout, TextField } from "react-admin";

/** One webhook and its delivery log: each event's status, tries, the receiver's last answer and error. */
export const WebhookShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <TextField source="url" />
      <TextField source="events" />
      <TextField source="ownerEmail" />
      <DateField source="createdAt" showTime />
      <ArrayField source="deliveries">
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span />}>
          <TextField source="id" />
          <TextField source="event" />
          <TextField source="status" />
          <NumberField source="attempts" />
          <NumberField source="responseStatus" />
          <TextField source="lastError" />
          <DateField source="createdAt" showTime />
          <DateField source="lastAttemptAt" showTime />
          <DateField source="deliveredAt" showTime />
        </Datagrid>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);
