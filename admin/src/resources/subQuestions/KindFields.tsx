import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from "react-admin";
import { useServerChoices, type Choice } from "../../components/choices";
import { MediaInput } from "../../components/MediaInput";
import { ProductiveTaskFields } from "../../components/ProductiveTaskFields";
import { StringListInput } from "../../components/StringListInput";

const LETTERS = ["a", "b", "c", "d"];
const CHOICE_KINDS: Choice[] = [
  { id: "text", name: "Text" },
  { id: "image", name: "Bild / image" },
];
const LABEL_SETS: Choice[] = [
  { id: "richtig_falsch", name: "Richtig / Falsch" },
  { id: "ja_nein", name: "Ja / Nein" },
  { id: "richtig_falsch_nicht", name: "Richtig / Falsch / Steht nicht im Text" },
];
const TRUE = (name: string): Choice => ({ id: "true", name });
const FALSE = (name: string): Choice => ({ id: "false", name });
const TF_VALUES: Record<string, Choice[]> = {
  richtig_falsch: [TRUE("Richtig"), FALSE("Falsch")],
  ja_nein: [TRUE("Ja"), FALSE("Nein")],
  richtig_falsch_nicht: [TRUE("Richtig"), FALSE("Falsch"), { id: "not_given", name: "Steht nicht im Text" }],
};

/** What KindFields reads of the form's values (empty or half-filled while the admin types). */
export interface KindFieldsProps {
  kind?: string | null;
  choiceKind?: string | null;
  labels?: string | null;
  textChoices?: (string | null | undefined)[] | null;
  imageChoices?: unknown[] | null;
  options?: (string | null | undefined)[] | null;
}

/** The key of a multiple-choice question: one letter a choice (at least two), with the choice's text beside it. */
export function letterChoices({ choiceKind, textChoices, imageChoices }: KindFieldsProps): Choice[] {
  const n = choiceKind === "image" ? (imageChoices ?? []).length : (textChoices ?? []).length;
  return LETTERS.slice(0, Math.max(n, 2)).map((l, i) => ({
    id: l,
    name: `${l.toUpperCase()}${choiceKind !== "image" && textChoices?.[i] ? ` – ${textChoices[i]}` : ""}`,
  }));
}

/** The fields of one answer type. */
export function KindFields(props: KindFieldsProps) {
  const { kind, choiceKind, labels, options } = props;
  // the server checks these on save (its field errors show under the inputs); the ranges only bound the steppers here
  const { locations, prepSeconds, recordSeconds } = useServerChoices();
  switch (kind) {
    case "multiple_choice":
      return (
        <>
          <SelectInput source="choiceKind" choices={CHOICE_KINDS} defaultValue="text" />
          {choiceKind === "image" ? (
            <ArrayInput source="imageChoices">
              <SimpleFormIterator inline>
                <MediaInput source="image" kind="image" />
                <TextInput source="label" />
              </SimpleFormIterator>
            </ArrayInput>
          ) : (
            <StringListInput source="textChoices" />
          )}
          <SelectInput source="answer" choices={letterChoices(props)} />
        </>
      );
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
          <SelectInput source="location" choices={locations} defaultValue="middle" />
          <StringListInput source="acceptedAnswers" />
        </>
      );
    case "gap_select":
      return (
        <>
          <SelectInput source="location" choices={locations} defaultValue="middle" />
          <StringListInput source="options" />
          <SelectInput
            source="answer"
            choices={(options ?? []).filter((o): o is string => Boolean(o)).map((o) => ({ id: o, name: o }))}
          />
        </>
      );
    case "matching":
      return <TextInput source="answer" helperText="value from the part's matching pool" />;
    case "writing":
      return <ProductiveTaskFields words />;
    case "speaking":
      return (
        <ProductiveTaskFields>
          <NumberInput source="prepSeconds" min={prepSeconds?.min} max={prepSeconds?.max} step={10} />
          <NumberInput source="maxRecordSeconds" min={recordSeconds?.min} max={recordSeconds?.max} step={10} />
          <MediaInput source="modelAudio" kind="audio" />
          <MediaInput source="modelAudioMp3" kind="audio" />
        </ProductiveTaskFields>
      );
    default:
      return null;
  }
}
