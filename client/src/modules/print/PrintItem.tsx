import type { TFunction } from "i18next";
import type { SubQuestionFieldsFragment as Item } from "../../gql/graphql";
import { Html } from "../common/Html";

const LETTERS = "abcdefghijklmnop";

/** The exam's own item number where the item's text starts with it ("7. Der Zug …"), else its place in the Teil. */
export function itemNumber(title: string | null | undefined, fallback: number): number {
  const m = /^\s*(\d{1,3})[.)]\s/.exec(title ?? "");
  return m ? Number(m[1]) : fallback;
}

/** The item's text without its leading number (the number stands in its own column). */
const withoutNumber = (title: string | null | undefined) => (title ?? "").replace(/^\s*\d{1,3}[.)]\s+/, "") || null;

/** "a" and "a Es gibt…" name the same option: the label is shown once, without the letter repeated. */
function labelOf(label: string | null | undefined, letter: string): string | null {
  if (!label) return null;
  return new RegExp(`^${letter}[\\s.)–-]`, "i").test(label) || label.toLowerCase() === letter
    ? label.slice(1).trim() || null
    : label;
}

/** One item on paper: its number, its text and its options with a box to tick (or a line to write on). */
export function PrintItem({ item: raw, number, paper }: { item: Item; number: number; paper: TFunction }) {
  const item = { ...raw, title: withoutNumber(raw.title) };
  const head = <span className="print-item-number">{number}</span>;
  if (item.answerType === "writing" || item.answerType === "speaking") {
    return <TaskCard item={item} number={number} paper={paper} />;
  }
  if (item.answerType === "complete") {
    const gap = item.completeMode === "select" ? paper("gapSelect", { n: number }) : paper("gapWrite", { n: number });
    const parts =
      item.answerLocation === "beginning"
        ? [
            <span key="g" className="print-gap">
              {gap}
            </span>,
            " ",
            item.title,
            " ",
            item.lastTitle,
          ]
        : [
            item.title,
            " ",
            <span key="g" className="print-gap">
              {gap}
            </span>,
            " ",
            item.lastTitle,
          ];
    return (
      <li className="print-item" value={number}>
        {head}
        <p className="print-item-text">{parts}</p>
        {item.completeMode === "select" && item.choices.length > 0 && (
          <p className="print-inline-options">
            {item.choices.map((c) => (
              <span key={c.value}>☐ {c.label ?? c.value}</span>
            ))}
          </p>
        )}
      </li>
    );
  }
  if (item.answerType === "matching") {
    return (
      <li className="print-item" value={number}>
        {head}
        <p className="print-item-text">
          {item.title} <span className="print-box" aria-hidden="true" />
        </p>
      </li>
    );
  }
  const inline = item.answerType === "true_false";
  return (
    <li className="print-item" value={number}>
      {head}
      {item.title && <p className="print-item-text">{item.title}</p>}
      <ul className={inline ? "print-options print-options-inline" : "print-options"}>
        {item.choices.map((c, i) => {
          const letter = LETTERS[i];
          const label = inline ? (c.label ?? c.value) : labelOf(c.label, letter);
          return (
            <li key={c.value}>
              <span className="print-tick" aria-hidden="true">
                ☐
              </span>{" "}
              {!inline && <strong>{letter}</strong>} {c.imageUrl && <img src={c.imageUrl} alt={label ?? letter} />}
              {label && <span>{label}</span>}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** A writing or speaking task as a card (situation, points, length or preparation), writing with lines to write on. */
function TaskCard({ item, number, paper }: { item: Item; number: number; paper: TFunction }) {
  const writing = item.answerType === "writing";
  // points the task's own text lists already are not printed twice
  const points = item.points.filter((p) => !(item.task ?? "").includes(p));
  return (
    <li className="print-item print-card" value={number}>
      <p className="print-card-title">
        <strong>{paper(writing ? "writingTask" : "speakingTask", { n: number })}</strong>
        {item.title && <> · {item.title}</>}
      </p>
      <Html html={item.task} className="print-card-task" />
      {points.length > 0 && (
        <ul className="print-card-points">
          {points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <p className="print-card-meta">
        {writing && (item.minWords || item.maxWords)
          ? paper("words", { min: item.minWords ?? "–", max: item.maxWords ?? "–" })
          : null}
        {!writing && item.prepSeconds ? paper("prep", { count: Math.round(item.prepSeconds / 60) || 1 }) : null}
      </p>
      {writing && <div className="print-lines" aria-hidden="true" />}
    </li>
  );
}
