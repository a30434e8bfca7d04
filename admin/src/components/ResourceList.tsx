import type { ReactElement, ReactNode } from "react";
import { Datagrid, List, SearchInput, TextField, type DatagridProps, type SortPayload } from "react-admin";

/** A resource's list: free-text search first, then its own filters; the id column, then its own columns. */
export function ResourceList({
  filters = [],
  sort = { field: "id", order: "ASC" },
  rowClick = "edit",
  bulkActionButtons,
  children,
}: {
  filters?: ReactElement[];
  sort?: SortPayload;
  rowClick?: DatagridProps["rowClick"];
  bulkActionButtons?: DatagridProps["bulkActionButtons"];
  children: ReactNode;
}) {
  return (
    <List filters={[<SearchInput source="q" alwaysOn key="q" />, ...filters]} sort={sort}>
      <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons}>
        <TextField source="id" />
        {children}
      </Datagrid>
    </List>
  );
}
