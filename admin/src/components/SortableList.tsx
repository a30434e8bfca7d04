import { useEffect, useState, type ReactNode } from "react";
import { Box, IconButton, List, ListItem, Typography } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";

export interface SortableItem {
  id: string | number;
}

/**
 * Drag-and-drop ordering (HTML5 drag and drop) with Up/Down buttons for the keyboard.
 * onReorder receives every id in the new order; the server stores it in one call.
 */
export function SortableList<T extends SortableItem>({
  items,
  render,
  onReorder,
  testId,
}: {
  items: T[];
  render: (item: T, index: number) => ReactNode;
  onReorder: (ids: (string | number)[]) => Promise<void>;
  testId: string;
}) {
  const [order, setOrder] = useState(items);
  const [dragging, setDragging] = useState<number | null>(null);
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => setOrder(items), [items]);

  async function commit(next: T[]) {
    const before = order;
    setOrder(next);
    try {
      await onReorder(next.map((i) => i.id));
      notify("app.order_saved", { type: "success" });
    } catch (e) {
      setOrder(before);
      notify((e as Error).message, { type: "error" });
    }
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [it] = next.splice(from, 1);
    next.splice(to, 0, it);
    void commit(next);
  };

  return (
    <List dense data-testid={testId}>
      {order.map((item, i) => (
        <ListItem
          key={item.id}
          data-testid={`${testId}-item`}
          data-id={item.id}
          draggable
          onDragStart={(e) => {
            setDragging(i);
            e.dataTransfer.effectAllowed = "move";
            e.dataTransfer.setData("text/plain", String(item.id));
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null) move(dragging, i);
            setDragging(null);
          }}
          sx={{
            border: "1px solid #ddd",
            borderRadius: 1,
            mb: 0.5,
            cursor: "grab",
            bgcolor: dragging === i ? "action.selected" : "background.paper",
          }}
        >
          <Typography sx={{ mr: 1, color: "text.secondary", minWidth: 24 }}>{i + 1}.</Typography>
          <Box sx={{ flex: 1 }}>{render(item, i)}</Box>
          <IconButton size="small" aria-label={translate("app.move_up")} onClick={() => move(i, i - 1)} disabled={i === 0}>
            ▲
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate("app.move_down")}
            onClick={() => move(i, i + 1)}
            disabled={i === order.length - 1}
          >
            ▼
          </IconButton>
        </ListItem>
      ))}
    </List>
  );
}
