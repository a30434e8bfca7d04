import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { unansweredParts, type ModulePlan, type PageState } from "./plan";
import { ShortTexts } from "./ShortTexts";

/**
 * The end of a module: what is still unanswered and which texts are under their minimum (each a way back to its
 * Teil), then "Abgeben" with a confirmation. After the last module this hands in the exam.
 */
export function HandIn({
  attemptId,
  module,
  states,
  answers,
  last,
  busy,
  onGo,
  onConfirm,
}: {
  attemptId: string;
  module: ModulePlan;
  states: readonly PageState[];
  /** the answers the player holds (newest) */
  answers: Readonly<Record<string, string>>;
  last: boolean;
  busy: boolean;
  onGo: (page: number) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation("player");
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => heading.current?.focus(), [module.skill]);
  const skill = t(`exam.skill.${module.skill}`);
  const open = unansweredParts(module, states);
  const openItems = open.reduce((n, p) => n + p.open, 0);
  return (
    <section className="hand-in card" data-testid="hand-in" aria-labelledby="hand-in-title">
      <h2 id="hand-in-title" ref={heading} tabIndex={-1}>
        {tp("handIn.title", { skill })}
      </h2>
      {openItems === 0 ? (
        <p className="alert alert-success" data-testid="hand-in-summary">
          {tp("handIn.allAnswered")}
        </p>
      ) : (
        <>
          <p className="alert alert-warning" data-testid="hand-in-summary">
            {tp("handIn.open", { count: openItems })}
          </p>
          <ul className="hand-in-list">
            {open.map((p) => (
              <li key={p.page}>
                <button type="button" className="link-button" onClick={() => onGo(p.page)}>
                  {tp("handIn.openPart", { part: p.part, count: p.open })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {module.skill === "WRITING" && (
        <ShortTexts
          attemptId={attemptId}
          pages={states.filter((p) => p.number >= module.firstPage && p.number <= module.lastPage)}
          answers={answers}
          onGo={onGo}
        />
      )}
      <p>{last ? tp("handIn.lastNote") : tp("handIn.note", { skill })}</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => onGo(module.lastPage)}>
          {tp("handIn.back")}
        </button>
        <button
          type="button"
          className="button"
          data-testid="hand-in-open"
          disabled={busy}
          onClick={() => dialog.current?.showModal()}
        >
          {tp("handIn.submit")}
        </button>
      </div>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="hand-in-confirm-title" data-testid="hand-in-dialog">
        <h2 id="hand-in-confirm-title">{tp("handIn.confirmTitle", { skill })}</h2>
        <p>{openItems ? tp("handIn.confirmOpen", { count: openItems }) : tp("handIn.confirmAll")}</p>
        <p>{last ? tp("handIn.lastNote") : tp("handIn.note", { skill })}</p>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {tp("handIn.cancel")}
          </button>
          <button
            type="button"
            className="button"
            data-testid="hand-in-confirm"
            disabled={busy}
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {tp("handIn.confirm")}
          </button>
        </div>
      </dialog>
    </section>
  );
}
