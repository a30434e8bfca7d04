import { MenuItem, TextField as MuiTextField } from "@mui/material";
import {
  DateField,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from "react-admin";
import { ResourceList } from "../../components/ResourceList";
import { TEACHER_TIME_FACTORS } from "./learnerApi";

/** The learner's extended time, granted at once when another factor is chosen. */
/** `label` is the column header react-admin reads from the field. */
function TimeFactorSelect(_: { label?: string }) {
  const learner = useRecordContext<RaRecord & { timeFactor: number; name?: string | null; email?: string | null }>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!learner) return null;
  const who = learner.name ?? learner.email ?? `#${learner.id}`;
  return (
    <MuiTextField
      select
      size="small"
      label={translate("app.time_factor")}
      value={learner.timeFactor ?? 1}
      disabled={isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) =>
        update(
          "learners",
          { id: learner.id, data: { timeFactor: Number(e.target.value) }, previousData: learner },
          {
            mutationMode: "pessimistic",
            onSuccess: () => {
              notify("app.time_factor_granted", { type: "info" });
              refresh();
            },
            onError: (err) => notify((err as Error).message, { type: "error" }),
          },
        )
      }
      sx={{ minWidth: 160 }}
      slotProps={{ htmlInput: { "data-testid": "time-factor", "aria-label": `${translate("app.time_factor")}: ${who}` } }}
    >
      {TEACHER_TIME_FACTORS.map((f) => (
        <MenuItem key={f} value={f}>
          {f === 1 ? translate("app.time_factor_none") : `× ${f}`}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

export const LearnerList = () => (
  <ResourceList rowClick={false} bulkActionButtons={false} sort={{ field: "name", order: "ASC" }}>
    <TextField source="name" />
    <TextField source="email" />
    <TimeFactorSelect label="resources.learners.fields.timeFactor" />
    <TextField source="timeFactorGrantedBy" sortable={false} />
    <DateField source="timeFactorGrantedAt" showTime sortable={false} />
  </ResourceList>
);
