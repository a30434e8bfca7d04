import { formPages } from "../../components/formPages";
import { PlacementItemForm } from "./PlacementItemForm";
import { PlacementItemList } from "./PlacementItemList";

export const placementItems = {
  list: PlacementItemList,
  ...formPages(PlacementItemForm, { create: { redirect: "list" } }),
  recordRepresentation: "title",
};
