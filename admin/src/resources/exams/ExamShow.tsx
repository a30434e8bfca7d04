import { Box, Button, Typography } from "@mui/material";
import {
  EditButton,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { blockTypeLabel, useServerChoices } from "../../components/choices";
import { OrderedChildren } from "../../components/OrderedChildren";
import { PublishPanel } from "./PublishPanel";

/** "Lesen 30 Min. · Hören 20 Min. · Schreiben 60 Min." (a module without a limit says so; writing shows once it has minutes). */
function ModuleMinutes() {
  const exam = useRecordContext<{
    id: string;
    readingMinutes?: number | null;
    listeningMinutes?: number | null;
    writingMinutes?: number | null;
    speakingMinutes?: number | null;
  }>();
  const translate = useTranslate();
  if (!exam) return null;
  const part = (skill: string, minutes: number | null | undefined) =>
    `${translate(`app.skill.${skill}`)} ${minutes ? translate("app.minutes", { smart_count: minutes }) : translate("app.no_limit")}`;
  return (
    <span data-testid="module-minutes">
      {[
        part("reading", exam.readingMinutes),
        part("listening", exam.listeningMinutes),
        ...(exam.writingMinutes ? [part("writing", exam.writingMinutes)] : []),
        ...(exam.speakingMinutes ? [part("speaking", exam.speakingMinutes)] : []),
      ].join(" · ")}
    </span>
  );
}

function ExamBlocks() {
  const translate = useTranslate();
  return (
    <OrderedChildren
      resource="question_blocks"
      parentField="examId"
      title="app.blocks"
      addLabel="app.add_block"
      testId="blocks"
      label={(b) => b.title}
      chip={(b) => blockTypeLabel(b.type)}
      extra={(b) => (
        <Typography variant="caption">{translate("app.question_count", { smart_count: b.subQuestionCount })}</Typography>
      )}
    />
  );
}

/** The mock on paper (the learner site's print page, which also asks the console's sign-in for the key). */
function PrintButton() {
  const exam = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  if (!exam) return null;
  return (
    <Button href={`/exam/${exam.id}/print`} target="_blank" rel="noopener" size="small">
      {translate("app.print")}
    </Button>
  );
}

function PassRuleField() {
  const { passRules } = useServerChoices();
  return <SelectField source="passRule" choices={passRules} />;
}

export const ExamShow = () => (
  <Show
    actions={
      <TopToolbar>
        <PrintButton />
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
        <PassRuleField />
        <span>
          <NumberField source="passPercent" /> %
        </span>
      </Box>
      <PublishPanel />
      <ExamBlocks />
    </Box>
  </Show>
);
