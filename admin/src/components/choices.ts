import { useEffect, useState } from "react";
import { graphql } from "../gql";
import type { AdminChoicesQuery } from "../gql/graphql";
import { gql } from "../providers/graphqlClient";

/** Select choices the resources share; `name` is shown as it is or translated when it is a message key. */
export interface Choice {
  id: string;
  name: string;
}

const asIs = (values: string[]): Choice[] => values.map((v) => ({ id: v, name: v }));

export const FAMILIES: Choice[] = [
  { id: "goethe", name: "Goethe" },
  { id: "telc", name: "telc" },
];
export const CEFRS = asIs(["A1", "A2", "B1", "B2", "C1"]);
export const DIFFICULTIES = asIs(["easy", "middle", "difficult"]);

/** Choices whose names are message keys under `prefix` (spaces in a value become underscores in its key). */
export const keyed = (prefix: string, values: string[]): Choice[] =>
  values.map((v) => ({ id: v, name: `${prefix}.${v.replace(/ /g, "_")}` }));

/** The spec's block type codes, shown by their names in the console language. */
export const BLOCK_TYPES = keyed("app.block_type", [
  "listening",
  "listening and image",
  "reading",
  "image",
  "sub",
  "writing",
  "speaking",
]);
export const blockTypeLabel = (type: string): string => `app.block_type.${type.replace(/ /g, "_")}`;

const AdminChoicesDocument = graphql(`
  query AdminChoices {
    adminChoices {
      subQuestionKinds
      locations
      passRules
      prepSeconds {
        min
        max
      }
      recordSeconds {
        min
        max
      }
    }
  }
`);

type ServerChoices = AdminChoicesQuery["adminChoices"];
let known: ServerChoices | null = null;
let asked: Promise<void> | null = null;

/**
 * What the server's rules accept, as the console offers it: the sub-question kinds, the gap locations and the pass rules
 * (empty until the server has answered, once per page load), and the speaking times' ranges (undefined until then).
 */
export function useServerChoices() {
  const [server, setServer] = useState(known);
  useEffect(() => {
    if (known) return;
    let live = true;
    asked ??= gql(AdminChoicesDocument, {}).then(
      (d) => void (known = d.adminChoices),
      () => void (asked = null), // asked again by the next form
    );
    void asked.then(() => live && setServer(known));
    return () => {
      live = false;
    };
  }, []);
  return {
    kinds: keyed("app.kinds", server?.subQuestionKinds ?? []),
    locations: asIs(server?.locations ?? []),
    passRules: keyed("app.pass_rule", server?.passRules ?? []),
    prepSeconds: server?.prepSeconds,
    recordSeconds: server?.recordSeconds,
  };
}
