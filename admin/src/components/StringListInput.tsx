import { ArrayInput, SimpleFormIterator, TextInput, required } from "react-admin";

/** A list of plain strings (choices, accepted answers, options); `fixed` keeps its length as it is. */
export function StringListInput({ source, fixed = false }: { source: string; fixed?: boolean }) {
  return (
    <ArrayInput source={source}>
      <SimpleFormIterator inline disableAdd={fixed} disableRemove={fixed}>
        <TextInput source="" label={false} validate={fixed ? required() : undefined} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
