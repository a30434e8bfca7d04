import { useState } from "react";
import { Alert, Box, Button, Card, CardContent, Chip, List as MuiList, ListItem, Typography } from "@mui/material";
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  HttpError,
} from "react-admin";
import { Link } from "react-router-dom";
import type { AppDataProvider } from "../dataProvider";
import { SortableList } from "../components/SortableList";
import { useOrderedChildren } from "../components/useOrderedChildren";
import { blockTypeLabel } from "./blocks";
import { CEFRS, FAMILIES } from "./levels";

export const PASS_RULES = [
  { id: "per_skill", name: "app.pass_rule.per_skill" },
  { id: "total", name: "app.pass_rule.total" },
  { id: "written", name: "app.pass_rule.written" },
];

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <SelectInput source="family" choices={FAMILIES} key="family" />,
  <SelectInput source="cefr" choices={CEFRS} key="cefr" />,
  <ReferenceInput source="levelId" reference="levels" key="levelId" />,
  <BooleanInput source="published" key="published" />,
];

export function ExamList() {
  return (
    <List filters={filters} sort={{ field: "id", order: "ASC" }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="name" />
        <ReferenceField source="levelId" reference="levels" />
        <BooleanField source="published" />
        <NumberField source="blockCount" sortable={false} />
        <SelectField source="passRule" choices={PASS_RULES} sortable={false} />
      </Datagrid>
    </List>
  );
}

function ExamForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="levelId" reference="levels">
        <SelectInput
          optionText={(l: { family: string; cefr: string; name: string }) => `${l.family} ${l.cefr} – ${l.name}`}
          validate={required()}
        />
      </ReferenceInput>
      <TextInput source="name" validate={required()} fullWidth />
      <NumberInput source="readingMinutes" min={1} />
      <NumberInput source="listeningMinutes" min={1} />
      <SelectInput source="passRule" choices={PASS_RULES} defaultValue="per_skill" />
      <NumberInput source="passPercent" defaultValue={60} />
      <NumberInput source="sortOrder" />
    </SimpleForm>
  );
}

export const ExamEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <ExamForm />
  </Edit>
);
export const ExamCreate = () => (
  <Create redirect="show">
    <ExamForm />
  </Create>
);

interface Problem {
  resource: string;
  id: number;
  message: string;
  link: string;
}

/** Publish or unpublish; a refusal lists each problem with a link to the place to fix it. */
function PublishPanel() {
  const exam = useRecordContext();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [problems, setProblems] = useState<Problem[]>([]);
  if (!exam) return null;
  async function toggle() {
    try {
      await dp.publish(exam!.id, !exam!.published);
      setProblems([]);
      refresh();
    } catch (e) {
      const body = (e as HttpError).body as { problems?: Problem[] } | undefined;
      setProblems(body?.problems ?? []);
      notify((e as Error).message, { type: "error" });
    }
  }
  return (
    <Box sx={{ my: 2 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        <Chip color={exam.published ? "success" : "default"} label={translate(exam.published ? "app.published" : "app.draft")} />
        <Button variant="contained" onClick={toggle}>
          {translate(exam.published ? "app.unpublish" : "app.publish")}
        </Button>
        <Button component={Link} to={`/preview/${exam.id}/1`} variant="outlined">
          {translate("app.preview")}
        </Button>
      </Box>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="publish-problems">
          {translate("app.publish_refused")}
          <MuiList dense>
            {problems.map((p, i) => (
              <ListItem key={i}>
                <Link to={p.link}>{p.message}</Link>
              </ListItem>
            ))}
          </MuiList>
        </Alert>
      )}
    </Box>
  );
}

function ExamBlocks() {
  const exam = useRecordContext();
  const translate = useTranslate();
  const { items, reorder } = useOrderedChildren("question_blocks", "examId", exam?.id);
  if (!exam) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6">{translate("app.blocks")}</Typography>
        <SortableList
          testId="blocks"
          items={items}
          onReorder={reorder}
          render={(b) => (
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <Link to={`/question_blocks/${b.id}`}>{b.title || `#${b.id}`}</Link>
              <Chip size="small" label={translate(blockTypeLabel(b.type))} />
              <Typography variant="caption">{translate("app.question_count", { smart_count: b.subQuestionCount })}</Typography>
            </Box>
          )}
        />
        <Button
          component={Link}
          to={`/question_blocks/create?source=${encodeURIComponent(JSON.stringify({ examId: String(exam.id) }))}`}
          variant="outlined"
        >
          {translate("app.add_block")}
        </Button>
      </CardContent>
    </Card>
  );
}

/** "Lesen 30 Min. · Hören 20 Min." (a module without a limit says so). */
function ModuleMinutes() {
  const exam = useRecordContext<{ readingMinutes?: number | null; listeningMinutes?: number | null }>();
  const translate = useTranslate();
  if (!exam) return null;
  const part = (skill: string, minutes: number | null | undefined) =>
    `${translate(`app.skill.${skill}`)} ${minutes ? translate("app.minutes", { smart_count: minutes }) : translate("app.no_limit")}`;
  return (
    <span data-testid="module-minutes">{`${part("reading", exam.readingMinutes)} · ${part("listening", exam.listeningMinutes)}`}</span>
  );
}

export const ExamShow = () => (
  <Show
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <Typography variant="h5">
        <TextField source="name" variant="h5" />
      </Typography>
      <ReferenceField source="levelId" reference="levels" />
      <Box sx={{ display: "flex", gap: 3, mt: 1 }}>
        <ModuleMinutes />
        <SelectField source="passRule" choices={PASS_RULES} />
        <span>
          <NumberField source="passPercent" /> %
        </span>
      </Box>
      <PublishPanel />
      <ExamBlocks />
    </Box>
  </Show>
);

export const exams = { list: ExamList, show: ExamShow, edit: ExamEdit, create: ExamCreate, recordRepresentation: "name" };
