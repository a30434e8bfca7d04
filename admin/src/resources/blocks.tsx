import { Box, Button, Card, CardContent, Chip, Typography } from "@mui/material";
import {
  ArrayInput,
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SelectField,
  TextField,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { RichTextInput } from "../components/RichText";
import { Link } from "react-router-dom";
import { LocalizedInput } from "../components/Localized";
import { MediaInput } from "../components/MediaInput";
import { SortableList } from "../components/SortableList";
import { useOrderedChildren } from "../components/useOrderedChildren";

/** The spec's block type codes, shown by their names in the console language. */
export const BLOCK_TYPES = ["listening", "listening and image", "reading", "image", "sub"].map((t) => ({
  id: t,
  name: blockTypeLabel(t),
}));
export function blockTypeLabel(type: string): string {
  return `app.block_type.${type.replace(/ /g, "_")}`;
}

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <ReferenceInput source="examId" reference="exams" key="examId" />,
  <SelectInput source="type" choices={BLOCK_TYPES} key="type" />,
];

export function BlockList() {
  return (
    <List filters={filters} sort={{ field: "id", order: "ASC" }}>
      <Datagrid rowClick="edit">
        <TextField source="id" />
        <ReferenceField source="examId" reference="exams" />
        <NumberField source="position" />
        <SelectField source="type" choices={BLOCK_TYPES} />
        <TextField source="title" />
        <NumberField source="subQuestionCount" sortable={false} />
      </Datagrid>
    </List>
  );
}

function BlockForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="examId" reference="exams">
        <SelectInput validate={required()} disabled={!!useRecordContext()?.id} />
      </ReferenceInput>
      <SelectInput source="type" choices={BLOCK_TYPES} validate={required()} />
      <TextInput source="title" fullWidth />
      <RichTextInput source="intro" fullWidth />
      <RichTextInput source="passage" fullWidth />
      <MediaInput source="audio" kind="audio" />
      <MediaInput source="image" kind="image" />
      <NumberInput source="playLimit" min={1} max={5} />
      <NumberInput source="readingSeconds" min={0} max={600} />
      <TextInput source="transcript" multiline fullWidth />
      <ArrayInput source="optionPool">
        <SimpleFormIterator inline>
          <TextInput source="value" label="app.pool_value" />
          <TextInput source="label" label="app.pool_label" />
        </SimpleFormIterator>
      </ArrayInput>
      <LocalizedInput source="notes" rich />
    </SimpleForm>
  );
}

function BlockSubQuestions() {
  const block = useRecordContext();
  const translate = useTranslate();
  const { items, reorder } = useOrderedChildren("sub_questions", "blockId", block?.id);
  if (!block) return null;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
          <Typography variant="h6">{translate("app.sub_questions")}</Typography>
          <Button component={Link} to={`/exams/${block.examId}/show`} size="small">
            ← {translate("resources.exams.name", { smart_count: 1 })}
          </Button>
        </Box>
        <SortableList
          testId="sub-questions"
          items={items}
          onReorder={reorder}
          render={(q) => (
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <Link to={`/sub_questions/${q.id}`}>{[q.title, q.lastTitle].filter(Boolean).join(" … ") || `#${q.id}`}</Link>
              <Chip size="small" label={translate(`app.kinds.${q.kind}`)} />
            </Box>
          )}
        />
        <Button
          component={Link}
          to={`/sub_questions/create?source=${encodeURIComponent(JSON.stringify({ blockId: String(block.id) }))}`}
          variant="outlined"
        >
          {translate("app.add_sub_question")}
        </Button>
      </CardContent>
    </Card>
  );
}

export const BlockEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} aside={undefined}>
    <BlockForm />
    <BlockSubQuestions />
  </Edit>
);
export const BlockCreate = () => (
  <Create redirect="edit">
    <BlockForm />
  </Create>
);
export const blocks = {
  list: BlockList,
  edit: BlockEdit,
  create: BlockCreate,
  recordRepresentation: (r: { title?: string; id: number }) => r.title || `#${r.id}`,
};
