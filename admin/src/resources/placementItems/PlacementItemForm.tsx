import { BooleanInput, FormDataConsumer, SelectInput, SimpleForm, TextInput, required } from "react-admin";
import { CEFRS, DIFFICULTIES } from "../../components/choices";
import { StringListInput } from "../../components/StringListInput";
import { strings } from "../../providers/formValues";

/** A placement item has four choices, one of them right. */
export function PlacementItemForm() {
  return (
    <SimpleForm defaultValues={{ choices: ["", "", "", ""], active: true }}>
      <SelectInput source="cefr" choices={CEFRS} validate={required()} />
      <SelectInput source="difficulty" choices={DIFFICULTIES} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth multiline />
      <StringListInput source="choices" fixed />
      <FormDataConsumer>
        {({ formData }) => (
          <SelectInput
            source="correctAnswer"
            validate={required()}
            choices={strings(formData.choices).map((c) => ({ id: c, name: c }))}
          />
        )}
      </FormDataConsumer>
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
