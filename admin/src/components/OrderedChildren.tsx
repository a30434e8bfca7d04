import type { ReactNode } from "react";
import { Box, Button, Card, CardContent, Chip, Typography } from "@mui/material";
import { useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { Link } from "react-router-dom";
import { SortableList } from "./SortableList";
import { useOrderedChildren } from "./useOrderedChildren";

/** The create page of a resource with a field filled in (react-admin reads `?source=`). */
export const createPath = (resource: string, defaults: Record<string, string>): string =>
  `/${resource}/create?source=${encodeURIComponent(JSON.stringify(defaults))}`;

/**
 * The children of the record in view (the parts of an exam, the questions of a part) in their order, each a link
 * with a chip, reordered by dragging, and a button that creates one more under this parent.
 */
export function OrderedChildren({
  resource,
  parentField,
  title,
  addLabel,
  testId,
  label,
  chip,
  extra,
  header,
}: {
  resource: "question_blocks" | "sub_questions";
  parentField: "examId" | "blockId";
  title: string;
  addLabel: string;
  testId: string;
  label: (child: RaRecord) => string;
  /** A message key shown as a chip beside the link. */
  chip: (child: RaRecord) => string;
  extra?: (child: RaRecord) => ReactNode;
  header?: ReactNode;
}) {
  const parent = useRecordContext();
  const translate = useTranslate();
  const { items, reorder } = useOrderedChildren(resource, parentField, parent?.id);
  if (!parent) return null;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
          <Typography variant="h6">{translate(title)}</Typography>
          {header}
        </Box>
        <SortableList
          testId={testId}
          items={items}
          onReorder={reorder}
          render={(child) => (
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <Link to={`/${resource}/${child.id}`}>{label(child) || `#${child.id}`}</Link>
              <Chip size="small" label={translate(chip(child))} />
              {extra?.(child)}
            </Box>
          )}
        />
        <Button component={Link} to={createPath(resource, { [parentField]: String(parent.id) })} variant="outlined">
          {translate(addLabel)}
        </Button>
      </CardContent>
    </Card>
  );
}
