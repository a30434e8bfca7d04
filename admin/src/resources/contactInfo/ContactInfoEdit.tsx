import { ArrayInput, Edit, SimpleForm, SimpleFormIterator, TextInput, Title, useTranslate } from "react-admin";
import { LocalizedInput } from "../../components/Localized";
import { MediaInput } from "../../components/MediaInput";

/** The site-content singleton (id 1), edited at /contact_info. */
export function ContactInfoEdit() {
  const translate = useTranslate();
  return (
    <Edit resource="contact_info" id={1} mutationMode="pessimistic" redirect={false}>
      <Title title={translate("resources.contact_info.name")} />
      <SimpleForm>
        <MediaInput source="logo" kind="image" />
        <MediaInput source="image" kind="image" />
        <ArrayInput source="images">
          <SimpleFormIterator inline>
            <TextInput source="name" />
            <MediaInput source="file" kind="image" />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="email" />
        <TextInput source="phone" />
        <LocalizedInput source="about" rich />
        <LocalizedInput source="goetheDesc" rich />
        <LocalizedInput source="telcDesc" rich />
        <LocalizedInput source="placementDesc" rich />
      </SimpleForm>
    </Edit>
  );
}
