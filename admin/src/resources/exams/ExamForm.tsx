import { NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, required } from "react-admin";
import { useServerChoices } from "../../components/choices";

const levelName = (l: { family: string; cefr: string; name: string }) => `${l.family} ${l.cefr} – ${l.name}`;

export function ExamForm() {
  const { passRules } = useServerChoices();
  return (
    <SimpleForm>
      <ReferenceInput source="levelId" reference="levels">
        <SelectInput optionText={levelName} validate={required()} />
      </ReferenceInput>
      <TextInput source="name" validate={required()} fullWidth />
      <NumberInput source="readingMinutes" min={1} />
      <NumberInput source="listeningMinutes" min={1} />
      <NumberInput source="writingMinutes" min={1} />
      <NumberInput source="speakingMinutes" min={1} />
      <SelectInput source="passRule" choices={passRules} defaultValue="per_skill" />
      <NumberInput source="passPercent" defaultValue={60} />
      <NumberInput source="sortOrder" />
    </SimpleForm>
  );
}
