import type { RaRecord } from "react-admin";
import { UserList } from "./UserList";
import { UserShow } from "./UserShow";

export const users = {
  list: UserList,
  show: UserShow,
  recordRepresentation: (r: RaRecord) => r.email ?? `#${r.id}`,
};
