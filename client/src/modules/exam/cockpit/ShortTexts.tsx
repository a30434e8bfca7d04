import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AttemptPageQuery as AttemptPageResult } from "../../../gql/graphql";
import { countWords } from "../../writing/text";
import { AttemptPageQuery } from "../documents";
import type { PageState } from "./plan";

/** A written text under its task's minimum, as the hand-in names it. */
interface Short {
  id: string;
  page: number;
  words: number;
  min: number;
}

/**
 * The hand-in's warning about written texts shorter than their task asks ("Teil 1: 23 Wörter – mindestens 30"), each a
 * way back to its task. A text not begun is among the open items, not here. The texts are the player's (newest), else
 * the page's saved ones.
 */
export function ShortTexts({
  attemptId,
  pages,
  answers,
  onGo,
}: {
  attemptId: string;
  /** the module's pages that hold writing tasks */
  pages: readonly PageState[];
  answers: Readonly<Record<string, string>>;
  onGo: (page: number) => void;
}) {
  const { t: tp } = useTranslation("player");
  const parts = useParts(attemptId, pages);
  const items = pages.flatMap((state) => shortTexts(parts[state.number], answers).map((s) => ({ ...s, state })));
  if (!items.length) return null;
  return (
    <div className="alert alert-warning" data-testid="hand-in-short">
      <p>{tp("handIn.shortTitle", { count: items.length })}</p>
      <ul className="hand-in-list">
        {items.map((s) => (
          <li key={s.id}>
            <button type="button" className="link-button" onClick={() => onGo(s.page)}>
              {tp(s.state.place.textCount > 1 ? "handIn.shortText" : "handIn.short", {
                part: s.state.place.teil,
                text: s.state.place.text,
                count: s.words,
                min: s.min,
              })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Part = NonNullable<AttemptPageResult["attempt"]>["page"];

/** The pages (read from the cache where they are there, else asked for), by number. */
function useParts(attemptId: string, pages: readonly PageState[]): Record<number, Part> {
  const client = useApolloClient();
  const [parts, setParts] = useState<Record<number, Part>>({});
  const numbers = pages.map((p) => p.number).join(",");
  useEffect(() => {
    let live = true;
    for (const page of numbers ? numbers.split(",").map(Number) : []) {
      client
        .query({ query: AttemptPageQuery, variables: { attemptId, page }, fetchPolicy: "cache-first" })
        .then(({ data }) => {
          const part = data?.attempt?.page;
          if (live && part) setParts((prev) => ({ ...prev, [page]: part }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [client, attemptId, numbers]);
  return parts;
}

/** The page's writing tasks whose text is begun but under the minimum. */
function shortTexts(part: Part | undefined, answers: Readonly<Record<string, string>>): Short[] {
  if (!part) return [];
  const saved = new Map(part.answers.map((a) => [a.subQuestionId, a.value]));
  return part.block.subQuestions.flatMap((q) => {
    if (q.answerType !== "writing" || !q.minWords) return [];
    const words = countWords(answers[q.id] ?? saved.get(q.id) ?? "");
    return words > 0 && words < q.minWords ? [{ id: q.id, page: part.number, words, min: q.minWords }] : [];
  });
}
