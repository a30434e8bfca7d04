import { ArrayInput, NumberInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, required } from "react-admin";
import { CEFRS, FAMILIES } from "../../components/choices";
import { LocalizedInput } from "../../components/Localized";
import { MediaInput } from "../../components/MediaInput";
import { SLUG_FIELDS } from "../../providers/formValues";

/** The level page shows five pictures (the server holds to the same rule). */
export const fiveImages = (images: unknown[] | undefined) =>
  images?.length === 5 ? undefined : { message: "app.five_images", args: { count: images?.length ?? 0 } };

export function LevelForm() {
  return (
    <SimpleForm>
      <SelectInput source="family" choices={FAMILIES} validate={required()} />
      <SelectInput source="cefr" choices={CEFRS} validate={required()} />
      <TextInput source="name" validate={required()} fullWidth />
      {SLUG_FIELDS.map((s) => (
        <TextInput key={s} source={s} validate={required()} />
      ))}
      <NumberInput source="sortOrder" />
      <LocalizedInput source="description" rich />
      <ArrayInput source="images" validate={fiveImages}>
        <SimpleFormIterator inline disableReordering={false}>
          <MediaInput source="file" kind="image" />
          <LocalizedInput source="alt" requireGerman />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
