import { useMediaQuery, type Theme } from "@mui/material";
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SimpleList,
  TextField,
  useTranslate,
  type RaRecord,
} from "react-admin";

/** One row per queue: what waits, runs and failed for good, and the latest error of a run (a phone: one card each). */
export const JobQueueList = () => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const queueName = (r: RaRecord) => translate(`app.job_queue.${r.name}`, { _: String(r.name) });
  const field = (name: string) => translate(`resources.job_queues.fields.${name}`);
  return (
    <List pagination={false} exporter={false} sort={{ field: "name", order: "ASC" }}>
      {narrow ? (
        <SimpleList
          linkType={false}
          primaryText={queueName}
          secondaryText={(r) =>
            `${field("waiting")} ${r.waiting} · ${field("active")} ${r.active} · ${field("failed")} ${r.failed}`
          }
          tertiaryText={(r) => (r.lastError ? `${field("lastError")}: ${r.lastError}` : "")}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField source="name" sortable={false} render={queueName} />
          <NumberField source="waiting" sortable={false} />
          <NumberField source="active" sortable={false} />
          <NumberField source="failed" sortable={false} />
          <TextField source="lastError" sortable={false} emptyText="—" />
          <DateField source="lastErrorAt" showTime sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
};
