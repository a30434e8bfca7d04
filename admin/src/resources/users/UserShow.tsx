import { Box, Button } from "@mui/material";
import {
  BooleanField,
  Datagrid,
  DateField,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from "react-admin";

/** Promote or demote, grant or take back the teacher flag, block or unblock: one switch at a time, saved at once. */
function UserActions() {
  const user = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!user) return null;
  const set = (data: Record<string, boolean>) =>
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
      <Button variant="outlined" color="warning" disabled={isPending} onClick={() => set({ isBlocked: !user.isBlocked })}>
        {translate(user.isBlocked ? "app.unblock" : "app.block")}
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
      <DateField source="createdAt" showTime />
      <UserActions />
      <ReferenceManyField reference="attempts" target="userId" label="app.attempts">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="examName" />
          <TextField source="status" />
          <DateField source="startedAt" showTime />
          <DateField source="submittedAt" showTime />
          <NumberField source="readingPercent" />
          <NumberField source="listeningPercent" />
          <NumberField source="totalPercent" />
          <BooleanField source="passed" />
        </Datagrid>
      </ReferenceManyField>
    </SimpleShowLayout>
  </Show>
);
