import { Box, Button, MenuItem, TextField as MuiTextField } from "@mui/material";
import {
  BooleanField,
  Datagrid,
  DateField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  useUpdate,
} from "react-admin";
import { LocaleNumberField } from "../../components/numbers";
import { deleteUser, exportUserData, TIME_FACTORS } from "./userApi";

/** Saves a JSON document as a file download. */
function download(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** Promote or demote, grant or take back the teacher flag, grant extended time, block or unblock: each saved at once. */
function UserActions() {
  const user = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const redirect = useRedirect();
  if (!user) return null;
  const fail = (e: unknown) => notify((e as Error).message, { type: "error" });
  const exportData = () => exportUserData(String(user.id)).then((d) => download(`user-${user.id}.json`, d), fail);
  const remove = () => {
    if (!window.confirm(translate("app.delete_account_confirm"))) return;
    deleteUser(String(user.id)).then(() => {
      notify("app.account_deleted", { type: "info" });
      redirect("list", "users");
    }, fail);
  };
  const set = (data: Record<string, boolean | number>) =>
    update(
      "users",
      { id: user.id, data, previousData: user },
      {
        mutationMode: "pessimistic",
        onSuccess: () => refresh(),
        onError: (e) => notify((e as Error).message, { type: "error" }),
      },
    );
  return (
    <Box sx={{ display: "flex", gap: 1 }}>
      <Button variant="outlined" disabled={isPending} onClick={() => set({ isAdmin: !user.isAdmin })}>
        {translate(user.isAdmin ? "app.demote" : "app.promote")}
      </Button>
      <Button variant="outlined" disabled={isPending} onClick={() => set({ isTeacher: !user.isTeacher })}>
        {translate(user.isTeacher ? "app.revoke_teacher" : "app.grant_teacher")}
      </Button>
      <MuiTextField
        select
        size="small"
        label={translate("app.time_factor")}
        value={user.timeFactor ?? 1}
        disabled={isPending}
        onChange={(e) => set({ timeFactor: Number(e.target.value) })}
        sx={{ minWidth: 160 }}
        slotProps={{ htmlInput: { "data-testid": "time-factor" } }}
      >
        {TIME_FACTORS.map((f) => (
          <MenuItem key={f} value={f}>
            {f === 1 ? translate("app.time_factor_none") : `× ${f}`}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button variant="outlined" color="warning" disabled={isPending} onClick={() => set({ isBlocked: !user.isBlocked })}>
        {translate(user.isBlocked ? "app.unblock" : "app.block")}
      </Button>
      <Button variant="outlined" onClick={exportData}>
        {translate("app.export_data")}
      </Button>
      <Button variant="outlined" color="error" onClick={remove}>
        {translate("app.delete_account")}
      </Button>
    </Box>
  );
}

export const UserShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" />
      <BooleanField source="isAdmin" />
      <BooleanField source="isTeacher" />
      <BooleanField source="isBlocked" />
      <BooleanField source="emailConfirmed" />
      <LocaleNumberField source="timeFactor" />
      <DateField source="createdAt" showTime />
      <UserActions />
      <ReferenceManyField reference="attempts" target="userId" label="app.attempts">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="examName" />
          <TextField source="status" />
          <DateField source="startedAt" showTime />
          <DateField source="submittedAt" showTime />
          <LocaleNumberField source="readingPercent" />
          <LocaleNumberField source="listeningPercent" />
          <LocaleNumberField source="totalPercent" />
          <BooleanField source="passed" />
        </Datagrid>
      </ReferenceManyField>
    </SimpleShowLayout>
  </Show>
);
