import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useUiText } from "../../app/useUiText";
import type { AttemptPageQuery } from "../../gql/graphql";
import { AudioPlayer } from "./AudioPlayer";
import { BlockMaterial } from "./BlockMaterial";
import { isNoMatch, optionsOnce } from "./cockpit/plan";
import type { MatchingContext } from "./MatchingInput";
import { SubQuestionInput } from "./SubQuestionInput";

export type PartData = NonNullable<AttemptPageQuery["attempt"]>["page"];

/**
 * One part (Teil) on screen: its material and its items, side by side on a wide screen when there is a text to read.
 * Items are drawn by SubQuestionInput, which picks the renderer of each answer type.
 */
export function PartView({
  part,
  attemptId,
  mode,
  volume,
  answers,
  onChange,
  onBusyChange,
}: {
  part: PartData;
  /** The attempt whose answers and plays the server keeps; none in the console's preview (nothing counted or saved). */
  attemptId?: string;
  mode: "exam" | "training";
  volume: number;
  answers: Readonly<Record<string, string>>;
  onChange: (subQuestionId: string, value: string) => void;
  /** speaking: a recording under way or not yet on the server holds the part */
  onBusyChange?: (subQuestionId: string, busy: boolean) => void;
}) {
  const { t } = useTranslation("player");
  const ui = useUiText();
  const { block } = part;
  const matchingItems = block.subQuestions.filter((q) => q.answerType === "matching");
  const once = optionsOnce(block.optionPool, matchingItems.length);
  const matching = useMemo(() => {
    const numbers = new Map(block.subQuestions.map((q, i) => [q.id, i + 1]));
    return (id: string): MatchingContext => {
      const usedBy: Record<string, number> = {};
      for (const q of matchingItems) {
        const v = answers[q.id];
        if (v && q.id !== id && !isNoMatch(v)) usedBy[v] = numberOf(q.title) ?? numbers.get(q.id)!;
      }
      return { usedBy, once };
    };
  }, [block.subQuestions, matchingItems, answers, once]);

  const sources = block.audioSources.length
    ? block.audioSources
    : [
        ...(block.audioUrl ? [{ url: block.audioUrl, mimeType: "audio/ogg" }] : []),
        ...(block.audioMp3Url ? [{ url: block.audioMp3Url, mimeType: "audio/mpeg" }] : []),
      ];
  const split = !!block.passage || block.optionPool.length > 3;
  const material = (
    <BlockMaterial
      block={block}
      audio={
        sources.length ? (
          <AudioPlayer
            key={block.id}
            sources={sources}
            mode={mode}
            volume={volume}
            texts={block.audioTexts}
            readingSeconds={block.readingSeconds}
            counted={
              attemptId
                ? {
                    attemptId,
                    blockId: block.id,
                    playLimit: block.playLimit ?? null,
                    playsLeft: part.playsLeft ?? null,
                    textPlays: part.textPlays,
                  }
                : undefined
            }
          />
        ) : null
      }
    />
  );
  const items = (
    <div className="questions">
      {once && (
        <p className="matching-note" {...ui}>
          {t("matching.once")}
        </p>
      )}
      {block.subQuestions.map((q, i) => (
        <SubQuestionInput
          key={q.id}
          question={q}
          number={i + 1}
          value={answers[q.id]}
          onChange={(v) => {
            // an option given once moves: the item that held it lets it go
            if (once && q.answerType === "matching" && !isNoMatch(v))
              for (const other of matchingItems) if (other.id !== q.id && answers[other.id] === v) onChange(other.id, "");
            onChange(q.id, v);
          }}
          matching={q.answerType === "matching" ? matching(q.id) : undefined}
          attemptId={attemptId}
          onBusyChange={onBusyChange ? (busy) => onBusyChange(q.id, busy) : undefined}
        />
      ))}
    </div>
  );
  return (
    <div lang="de" dir="ltr" className={`exam-content card${split ? " part-split" : ""}`}>
      {block.title && <h2 className="block-title">{block.title}</h2>}
      {split ? (
        <div className="part-columns">
          <div className="part-material" role="region" aria-label={t("part.material")} tabIndex={0}>
            {material}
          </div>
          <div className="part-items">{items}</div>
        </div>
      ) : (
        <>
          {material}
          {items}
        </>
      )}
    </div>
  );
}

/** The item's own number where its title starts with one ("21. …"), as the exam counts. */
function numberOf(title: string | null | undefined): number | null {
  const m = /^\s*(\d{1,3})[.)]/.exec(title ?? "");
  return m ? Number(m[1]) : null;
}
