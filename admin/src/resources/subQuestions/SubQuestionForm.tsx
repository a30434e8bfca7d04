import { BooleanInput, FormDataConsumer, ReferenceInput, SelectInput, SimpleForm, TextInput, required } from "react-admin";
import { useServerChoices } from "../../components/choices";
import { LocalizedInput } from "../../components/Localized";
import { MediaInput } from "../../components/MediaInput";
import { KindFields } from "./KindFields";

export function SubQuestionForm() {
  const { kinds } = useServerChoices();
  return (
    <SimpleForm>
      <ReferenceInput source="blockId" reference="question_blocks">
        <SelectInput validate={required()} />
      </ReferenceInput>
      <SelectInput source="kind" choices={kinds} validate={required()} />
      <TextInput source="title" fullWidth />
      <FormDataConsumer>
        {({ formData }) => (
          <>
            {/* the text after the gap: gaps only */}
            {(formData.kind === "gap_text" || formData.kind === "gap_select") && <TextInput source="lastTitle" fullWidth />}
            <KindFields
              kind={formData.kind}
              choiceKind={formData.choiceKind}
              labels={formData.trueFalseLabels}
              textChoices={formData.textChoices}
              imageChoices={formData.imageChoices}
              options={formData.options}
            />
          </>
        )}
      </FormDataConsumer>
      <MediaInput source="bannerImage" kind="image" />
      <BooleanInput source="highlight" />
      <LocalizedInput source="modelSolution" rich />
      <LocalizedInput source="explanation" rich />
    </SimpleForm>
  );
}
