import { Alert } from "@mui/material";
import {
  ArrayInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useTranslate,
  type Validator,
} from "react-admin";
import { keyed } from "../../components/choices";
import { LocalizedInput } from "../../components/Localized";

const CERTAINTIES = keyed("app.productive.certainty", ["src", "3rd", "mem", "own"]);

/** Points fall from the best band down and end at 0 (the server checks it too, and the telc values). */
export const fallingPoints: Validator = (bands: unknown) => {
  if (!Array.isArray(bands)) return undefined;
  const points = bands.map((b) => Number((b as { points?: unknown })?.points));
  const falling = points.every((p, i) => Number.isFinite(p) && (i === 0 || p < points[i - 1]));
  return falling && points[points.length - 1] === 0 ? undefined : "app.productive.falling";
};

/**
 * A rubric: its name, weight, source and certainty, and per criterion its label and bands (points and
 * descriptor in every language). Criteria and bands keep their keys and letters: assessments refer to them.
 */
export function RubricForm() {
  const translate = useTranslate();
  return (
    // saved, never deleted: tasks and assessments refer to a rubric
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="key" readOnly />
      <LocalizedInput source="name" requireGerman />
      <NumberInput source="weight" min={0.1} max={10} step={0.1} />
      <SelectInput source="certainty" choices={CERTAINTIES} />
      <TextInput source="source" multiline fullWidth />
      <Alert severity="info" sx={{ my: 1 }}>
        {translate("app.productive.fixed_shape")}
      </Alert>
      <ArrayInput source="criteria">
        <SimpleFormIterator disableAdd disableRemove disableReordering getItemLabel={(i) => `${i + 1}.`}>
          <TextInput source="key" readOnly label="resources.rubrics.fields.key" />
          <LocalizedInput source="label" requireGerman />
          <ArrayInput source="bands" label="resources.rubrics.fields.bands" validate={fallingPoints}>
            <SimpleFormIterator inline disableAdd disableRemove disableReordering>
              <TextInput source="band" readOnly label="resources.rubrics.fields.band" sx={{ width: 80 }} />
              <NumberInput source="points" label="resources.rubrics.fields.points" min={0} max={100} step={0.25} />
              <LocalizedInput source="descriptor" requireGerman />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
