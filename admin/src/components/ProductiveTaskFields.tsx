import type { ReactNode } from "react";
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useGetList } from "react-admin";
import { RichTextInput } from "./RichText";

/** Keywords are held as a list and typed as one comma-separated line. */
export const keywordsFormat = (v: unknown): string => (Array.isArray(v) ? v.join(", ") : typeof v === "string" ? v : "");

/** The rubrics to choose from, by key (e.g. goethe-B1-email), with their German name. */
function RubricInput() {
  const { data = [], isPending } = useGetList("rubrics", {
    pagination: { page: 1, perPage: 500 },
    sort: { field: "key", order: "ASC" },
  });
  const choices = data.map((r) => ({ id: String(r.key), name: `${String(r.key)} – ${String(r.name?.de ?? "")}` }));
  return <SelectInput source="rubricKey" choices={choices} isPending={isPending} fullWidth />;
}

/**
 * The fields every productive task shares: the task (rich text), the content points with their
 * keywords and the rubric; `words` adds the word range (writing). What a kind adds of its own
 * (speaking: preparation and recording seconds) comes in as children, beside the word range.
 */
export function ProductiveTaskFields({ words = false, children }: { words?: boolean; children?: ReactNode }) {
  return (
    <>
      <RichTextInput source="task" fullWidth />
      <ArrayInput source="points">
        <SimpleFormIterator inline>
          <TextInput source="text" label="app.productive.point" sx={{ minWidth: 280 }} />
          <TextInput
            source="keywords"
            label="app.productive.keywords"
            helperText="app.productive.keywords_help"
            format={keywordsFormat}
            sx={{ minWidth: 320 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      {words && (
        <>
          <NumberInput source="minWords" min={1} max={1000} />
          <NumberInput source="maxWords" min={1} max={1000} />
        </>
      )}
      {children}
      <RubricInput />
    </>
  );
}
