import { ArrayField, Datagrid, DateField, NumberField, SelectField, Show, SimpleShowLayout, TextField } from "react-admin";

const STATUSES = ["pending", "delivered", "failed"].map((id) => ({ id, name: `app.webhook_status.${id}` }));

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
          <SelectField source="status" choices={STATUSES} />
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
