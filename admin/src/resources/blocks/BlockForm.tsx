import {
  ArrayInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useRecordContext,
} from "react-admin";
import { BLOCK_TYPES } from "../../components/choices";
import { LocalizedInput } from "../../components/Localized";
import { MediaInput } from "../../components/MediaInput";
import { RichTextInput } from "../../components/RichText";

export function BlockForm() {
  const saved = !!useRecordContext()?.id;
  return (
    <SimpleForm>
      <ReferenceInput source="examId" reference="exams">
        <SelectInput validate={required()} disabled={saved} />
      </ReferenceInput>
      <SelectInput source="type" choices={BLOCK_TYPES} validate={required()} />
      <TextInput source="title" fullWidth />
      <RichTextInput source="intro" fullWidth />
      <RichTextInput source="passage" fullWidth />
      <FormDataConsumer>
        {({ formData }) => {
          // only the fields of the part's type: a recording for listening parts, a matching pool where items match
          const listening = String(formData.type ?? "").startsWith("listening");
          return (
            <>
              {listening && <MediaInput source="audio" kind="audio" twinSource="audioMp3" scriptSource="transcript" />}
              <MediaInput source="image" kind="image" />
              {listening && <NumberInput source="playLimit" min={1} max={5} />}
              <NumberInput source="readingSeconds" min={0} max={600} />
              {listening && <TextInput source="transcript" multiline fullWidth />}
              {formData.type !== "writing" && (
                <ArrayInput source="optionPool">
                  <SimpleFormIterator inline>
                    <TextInput source="value" label="app.pool_value" />
                    <TextInput source="label" label="app.pool_label" />
                  </SimpleFormIterator>
                </ArrayInput>
              )}
            </>
          );
        }}
      </FormDataConsumer>
      <LocalizedInput source="notes" rich />
    </SimpleForm>
  );
}
