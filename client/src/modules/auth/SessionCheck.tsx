import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { session } from "../../app/session";
import { MeQuery } from "./documents";
import { useSession } from "./useAuth";

/** On start, asks the server whether the stored token still holds; a dead token is dropped silently (spec §4). */
export function SessionCheck() {
  const { token } = useSession();
  const { data } = useQuery(MeQuery, { skip: !token, fetchPolicy: "network-only" });
  useEffect(() => {
    if (token && data && data.me === null) session.clear();
  }, [token, data]);
  return null;
}
