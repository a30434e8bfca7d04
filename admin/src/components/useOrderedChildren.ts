import { useDataProvider, useGetList, type Identifier } from "react-admin";
import type { AppDataProvider } from "../providers/dataProvider";

/** The children of one parent in their order (the blocks of an exam, the questions of a block), and a reorder. */
export function useOrderedChildren(resource: "question_blocks" | "sub_questions", parentField: string, parentId?: Identifier) {
  const dp = useDataProvider<AppDataProvider>();
  const { data = [], refetch } = useGetList(
    resource,
    {
      filter: { [parentField]: String(parentId ?? "") },
      sort: { field: "position", order: "ASC" },
      pagination: { page: 1, perPage: 500 },
    },
    { enabled: parentId != null },
  );
  async function reorder(ids: Identifier[]): Promise<void> {
    await dp.reorder(resource, parentId!, ids);
    await refetch();
  }
  return { items: data, reorder };
}
