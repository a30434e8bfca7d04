import type { TFunction } from "i18next";
import type { PrintKeyQuery, PrintSheetQuery } from "../../gql/graphql";
import { Html } from "../common/Html";
import { introWithoutTitle, optionText } from "../exam/labels";
import { itemNumber, PrintItem } from "./PrintItem";

type Sheet = NonNullable<PrintSheetQuery["printSheet"]>;
type Page = Sheet["pages"][number];
type KeyPage = PrintKeyQuery["printKey"][number];

const SKILLS = ["READING", "LISTENING", "WRITING", "SPEAKING"] as const;

interface Module {
  skill: string;
  pages: Page[];
}

/** The exam's modules in page order, each with its pages (a Teil of several texts has several). */
export function modulesOf(pages: readonly Page[]): Module[] {
  const out: Module[] = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (last && last.skill === p.skill) last.pages.push(p);
    else out.push({ skill: p.skill, pages: [p] });
  }
  return out;
}

/** A module's Teile, each with its pages (texts), in order. */
function teileOf(m: Module): { teil: number; pages: Page[] }[] {
  const out: { teil: number; pages: Page[] }[] = [];
  for (const p of m.pages) {
    const last = out[out.length - 1];
    if (last && last.teil === p.place.teil) last.pages.push(p);
    else out.push({ teil: p.place.teil, pages: [p] });
  }
  return out;
}

/** "Lesen, Teil 1" and, where the Teil has several texts, "· Text 2 von 2". */
function textSuffix(place: Page["place"], paper: TFunction): string {
  return place.textCount > 1 ? ` · ${paper("text", { text: place.text, texts: place.textCount })}` : "";
}

/** Items a learner answers on the answer sheet (writing is written on the task's lines, speaking is oral). */
const onSheet = (answerType: string) => answerType !== "writing" && answerType !== "speaking";

/**
 * The printed mock, in German as the exam's own papers are: a cover, each module's Teile, the answer sheet, and for
 * teachers the key, the model answers and the transcripts, each starting on a page of its own.
 */
export function PrintDocument({ sheet, keyPages, paper }: { sheet: Sheet; keyPages: KeyPage[] | null; paper: TFunction }) {
  const modules = modulesOf(sheet.pages);
  const minutes = (skill: string) =>
    (sheet.exam.timeLimits as Record<string, number | null | undefined>)[skill.toLowerCase()] ?? null;
  return (
    <div className="print-doc" lang="de" dir="ltr" data-testid="print-doc">
      <header className="print-cover" data-testid="print-cover">
        <p className="print-eyebrow">{paper("eyebrow")}</p>
        <h1>{sheet.exam.name}</h1>
        <ul className="print-modules">
          {modules.map((m) => (
            <li key={m.skill}>
              {paper(`skill.${m.skill}`)}: {paper("parts", { count: m.pages[0].place.teilCount })}
              {minutes(m.skill) ? ` · ${paper("minutes", { count: minutes(m.skill)! })}` : ""}
            </li>
          ))}
        </ul>
        <dl className="print-fields">
          <dt>{paper("name")}</dt>
          <dd />
          <dt>{paper("date")}</dt>
          <dd />
        </dl>
      </header>

      {modules.map((m) => (
        <section key={m.skill} className="print-module print-break" data-testid="print-module">
          <h2>
            {paper(`skill.${m.skill}`)}
            {minutes(m.skill) ? <small> · {paper("minutes", { count: minutes(m.skill)! })}</small> : null}
          </h2>
          {m.pages.map((p) => (
            <PrintPart key={p.number} page={p} skill={m.skill} paper={paper} />
          ))}
        </section>
      ))}

      <AnswerSheet modules={modules} paper={paper} />
      {keyPages && <KeyPages modules={modules} keyPages={keyPages} paper={paper} />}
    </div>
  );
}

function PrintPart({ page, skill, paper }: { page: Page; skill: string; paper: TFunction }) {
  const b = page.block;
  return (
    <article className="print-part">
      <h3>
        {paper("partHeading", { skill: paper(`skill.${skill}`), part: page.place.teil, parts: page.place.teilCount })}
        {textSuffix(page.place, paper)}
        {b.title && !/\bTeil\s*\d/.test(b.title) && <span className="print-part-title"> · {b.title}</span>}
      </h3>
      {b.audioUrl && !b.intro?.includes(paper(b.playLimit === 2 ? "audioTwice" : "audioOnce")) && (
        <p className="print-audio-note">
          {b.playLimit === 2 ? paper("audioTwice") : b.playLimit === 1 ? paper("audioOnce") : paper("audioPlayed")}
        </p>
      )}
      <Html html={introWithoutTitle(b.intro, b.title)} className="print-intro" />
      {b.imageUrl && <img className="print-image" src={b.imageUrl} alt="" />}
      {b.passage && <Html html={b.passage} className="print-passage" />}
      {b.optionPool.length > 0 && (
        <ul className="print-pool">
          {b.optionPool.map((o) => (
            <li key={o.value}>{optionText(o.value, o.label)}</li>
          ))}
        </ul>
      )}
      <ol className="print-items">
        {b.subQuestions.map((q, i) => (
          <PrintItem key={q.id} item={q} number={itemNumber(q.title, i + 1)} paper={paper} />
        ))}
      </ol>
    </article>
  );
}

/** One box per item, Teil by Teil (a Teil's texts in one row); the learner writes the letter, word or "richtig"/"falsch". */
function AnswerSheet({ modules, paper }: { modules: Module[]; paper: TFunction }) {
  const rows = modules.filter((m) => m.pages.some((p) => p.block.subQuestions.some((q) => onSheet(q.answerType))));
  return (
    <section className="print-answers print-break" data-testid="print-answer-sheet">
      <h2>{paper("answerSheet")}</h2>
      <dl className="print-fields">
        <dt>{paper("name")}</dt>
        <dd />
      </dl>
      {rows.map((m) => (
        <div key={m.skill} className="print-answer-module">
          <h3>{paper(`skill.${m.skill}`)}</h3>
          {teileOf(m).map(({ teil, pages }) =>
            pages.some((p) => p.block.subQuestions.some((q) => onSheet(q.answerType))) ? (
              <div key={teil} className="print-answer-row">
                <span className="print-answer-part">{paper("part", { part: teil })}</span>
                <ol>
                  {pages.flatMap((p) =>
                    p.block.subQuestions.map((q, n) =>
                      onSheet(q.answerType) ? (
                        <li key={q.id}>
                          <span>{itemNumber(q.title, n + 1)}</span>
                          <span className="print-box" />
                        </li>
                      ) : null,
                    ),
                  )}
                </ol>
              </div>
            ) : null,
          )}
        </div>
      ))}
    </section>
  );
}

/** An item's key as a teacher reads it out: the letter with its option, "richtig", or every accepted word. */
function keyText(i: KeyPage["items"][number]): string {
  const value = i.correctAnswers[0];
  if (!i.correctLabel || !value) return i.correctAnswers.join(" / ");
  return i.answerType === "true_false" ? i.correctLabel : optionText(value, i.correctLabel);
}

/** Teachers only: the key Teil by Teil, then the model answers, then the transcripts. */
function KeyPages({ modules, keyPages, paper }: { modules: Module[]; keyPages: KeyPage[]; paper: TFunction }) {
  const byNumber = new Map(keyPages.map((k) => [k.number, k]));
  const titles = new Map(
    modules.flatMap((m) => m.pages.flatMap((p) => p.block.subQuestions.map((q) => [q.id, q.title] as const))),
  );
  const numberOf = (id: string, n: number) => itemNumber(titles.get(id), n + 1);
  const heading = (number: number) => {
    const k = byNumber.get(number);
    return k ? `${paper(`skill.${k.skill}`)}, ${paper("part", { part: k.place.teil })}${textSuffix(k.place, paper)}` : "";
  };
  const models = keyPages.flatMap((k) =>
    k.items
      .filter((i) => i.modelSolution && !onSheet(i.answerType))
      .map((i) => ({ page: k.number, n: numberOf(i.id, k.items.indexOf(i)), item: i })),
  );
  const transcripts = keyPages.filter((k) => k.transcript);
  return (
    <>
      <section className="print-key print-break" data-testid="print-key">
        <h2>{paper("key")}</h2>
        <p className="print-note">{paper("keyNote")}</p>
        {SKILLS.filter((s) => modules.some((m) => m.skill === s)).map((skill) => (
          <div key={skill} className="print-key-module">
            {modules
              .filter((m) => m.skill === skill)
              .flatMap((m) => m.pages)
              .map((p) => byNumber.get(p.number))
              .filter((k): k is KeyPage => !!k && k.items.some((i) => onSheet(i.answerType)))
              .map((k) => (
                <div key={k.number} className="print-key-part">
                  <h3>{heading(k.number)}</h3>
                  <ol>
                    {k.items.map((i, n) =>
                      onSheet(i.answerType) ? (
                        <li key={i.id}>
                          <span className="print-item-number">{numberOf(i.id, n)}</span> {keyText(i)}
                        </li>
                      ) : null,
                    )}
                  </ol>
                </div>
              ))}
          </div>
        ))}
      </section>
      {models.length > 0 && (
        <section className="print-models print-break" data-testid="print-models">
          <h2>{paper("models")}</h2>
          {models.map(({ page, n, item }) => (
            <article key={item.id} className="print-model">
              <h3>
                {heading(page)} · {paper(item.answerType === "speaking" ? "speakingTask" : "writingTask", { n })}
              </h3>
              <Html html={item.modelSolution} />
            </article>
          ))}
        </section>
      )}
      {transcripts.length > 0 && (
        <section className="print-transcripts print-break" data-testid="print-transcripts">
          <h2>{paper("transcripts")}</h2>
          {transcripts.map((k) => (
            <article key={k.number} className="print-transcript">
              <h3>
                {heading(k.number)}
                {k.title && ` · ${k.title}`}
              </h3>
              <Html html={k.transcript} />
            </article>
          ))}
        </section>
      )}
    </>
  );
}
