import {
  ArrayInput,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FormDataConsumer,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  required,
  useTranslate,
  type RedirectionSideEffect,
} from "react-admin";
import { LocalizedInput } from "../components/Localized";
import { MediaInput } from "../components/MediaInput";

const KINDS = ["multiple_choice", "true_false", "gap_text", "gap_select", "matching"];
const LETTERS = ["a", "b", "c", "d"];
const LABEL_SETS = [
  { id: "richtig_falsch", name: "Richtig / Falsch" },
  { id: "ja_nein", name: "Ja / Nein" },
  { id: "richtig_falsch_nicht", name: "Richtig / Falsch / Steht nicht im Text" },
];
const TF_VALUES: Record<string, { id: string; name: string }[]> = {
  richtig_falsch: [
    { id: "true", name: "Richtig" },
    { id: "false", name: "Falsch" },
  ],
  ja_nein: [
    { id: "true", name: "Ja" },
    { id: "false", name: "Nein" },
  ],
  richtig_falsch_nicht: [
    { id: "true", name: "Richtig" },
    { id: "false", name: "Falsch" },
    { id: "not_given", name: "Steht nicht im Text" },
  ],
};
const LOCATIONS = ["beginning", "middle", "end"].map((l) => ({ id: l, name: l }));

function useKinds() {
  const translate = useTranslate();
  return KINDS.map((k) => ({ id: k, name: translate(`app.kinds.${k}`) }));
}

export function SubQuestionList() {
  const kinds = useKinds();
  return (
    <List
      filters={[
        <SearchInput source="q" alwaysOn key="q" />,
        <ReferenceInput source="examId" reference="exams" key="examId" />,
        <ReferenceInput source="blockId" reference="question_blocks" key="blockId" />,
        <SelectInput source="type" choices={kinds} key="type" />,
      ]}
      sort={{ field: "id", order: "ASC" }}
    >
      <Datagrid rowClick="edit">
        <TextField source="id" />
        <ReferenceField source="blockId" reference="question_blocks" />
        <NumberField source="position" />
        <TextField source="kind" sortable={false} />
        <TextField source="title" />
        <TextField source="answer" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** What KindFields reads of the form's values (empty or half-filled while the admin types). */
interface KindFieldsProps {
  kind?: string | null;
  choiceKind?: string | null;
  labels?: string | null;
  textChoices?: (string | null | undefined)[] | null;
  imageChoices?: unknown[] | null;
  options?: (string | null | undefined)[] | null;
}

/** The fields of one answer type. */
function KindFields({ kind, choiceKind, labels, textChoices, imageChoices, options }: KindFieldsProps) {
  switch (kind) {
    case "multiple_choice": {
      const n = choiceKind === "image" ? (imageChoices ?? []).length : (textChoices ?? []).length;
      return (
        <>
          <SelectInput
            source="choiceKind"
            choices={[
              { id: "text", name: "Text" },
              { id: "image", name: "Bild / image" },
            ]}
            defaultValue="text"
          />
          {choiceKind === "image" ? (
            <ArrayInput source="imageChoices">
              <SimpleFormIterator inline>
                <MediaInput source="image" kind="image" />
                <TextInput source="label" />
              </SimpleFormIterator>
            </ArrayInput>
          ) : (
            <ArrayInput source="textChoices">
              <SimpleFormIterator inline>
                <TextInput source="" label={false} />
              </SimpleFormIterator>
            </ArrayInput>
          )}
          <SelectInput
            source="answer"
            choices={LETTERS.slice(0, Math.max(n, 2)).map((l, i) => ({
              id: l,
              name: `${l.toUpperCase()}${choiceKind !== "image" && textChoices?.[i] ? ` – ${textChoices[i]}` : ""}`,
            }))}
          />
        </>
      );
    }
    case "true_false":
      return (
        <>
          <SelectInput source="trueFalseLabels" choices={LABEL_SETS} defaultValue="richtig_falsch" />
          <SelectInput source="answer" choices={TF_VALUES[labels ?? "richtig_falsch"] ?? TF_VALUES.richtig_falsch} />
        </>
      );
    case "gap_text":
      return (
        <>
          <SelectInput source="location" choices={LOCATIONS} defaultValue="middle" />
          <ArrayInput source="acceptedAnswers">
            <SimpleFormIterator inline>
              <TextInput source="" label={false} />
            </SimpleFormIterator>
          </ArrayInput>
        </>
      );
    case "gap_select":
      return (
        <>
          <SelectInput source="location" choices={LOCATIONS} defaultValue="middle" />
          <ArrayInput source="options">
            <SimpleFormIterator inline>
              <TextInput source="" label={false} />
            </SimpleFormIterator>
          </ArrayInput>
          <SelectInput
            source="answer"
            choices={(options ?? []).filter((o): o is string => Boolean(o)).map((o) => ({ id: o, name: o }))}
          />
        </>
      );
    case "matching":
      return <TextInput source="answer" helperText="value from the part's matching pool" />;
    default:
      return null;
  }
}

function SubQuestionForm() {
  const kinds = useKinds();
  return (
    <SimpleForm>
      <ReferenceInput source="blockId" reference="question_blocks">
        <SelectInput validate={required()} />
      </ReferenceInput>
      <SelectInput source="kind" choices={kinds} validate={required()} />
      <TextInput source="title" fullWidth />
      <TextInput source="lastTitle" fullWidth />
      <FormDataConsumer>
        {({ formData }) => (
          <KindFields
            kind={formData.kind}
            choiceKind={formData.choiceKind}
            labels={formData.trueFalseLabels}
            textChoices={formData.textChoices}
            imageChoices={formData.imageChoices}
            options={formData.options}
          />
        )}
      </FormDataConsumer>
      <MediaInput source="bannerImage" kind="image" />
      <BooleanInput source="highlight" />
      <LocalizedInput source="modelSolution" rich />
      <LocalizedInput source="explanation" rich />
    </SimpleForm>
  );
}

const backToBlock: RedirectionSideEffect = (_r: string | undefined, _id: unknown, data: unknown) =>
  `question_blocks/${(data as { blockId?: string } | undefined)?.blockId}`;

export const SubQuestionEdit = () => (
  <Edit mutationMode="pessimistic" redirect={backToBlock}>
    <SubQuestionForm />
  </Edit>
);
export const SubQuestionCreate = () => (
  <Create redirect={backToBlock}>
    <SubQuestionForm />
  </Create>
);
export const subQuestions = {
  list: SubQuestionList,
  edit: SubQuestionEdit,
  create: SubQuestionCreate,
  recordRepresentation: (r: { title?: string; id: number }) => r.title || `#${r.id}`,
};
