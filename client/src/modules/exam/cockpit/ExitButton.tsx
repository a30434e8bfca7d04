import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "../../common/LocalLink";

/**
 * "Prüfung unterbrechen": in exam mode it asks first and says what happens (the module's clock runs on, the answers
 * are kept, the exam opens again where the learner left it); in training it leaves at once.
 */
export function ExitButton({
  ask,
  clockSkill,
  busy,
  onLeave,
}: {
  ask: boolean;
  /** the module whose clock is running (its name), if one is */
  clockSkill: string | null;
  busy: boolean;
  onLeave: () => void;
}) {
  const { t: tp } = useTranslation("player");
  const dialog = useRef<HTMLDialogElement>(null);
  if (!ask)
    return (
      <LocalLink to="/" className="cockpit-exit">
        {tp("bar.exit")}
      </LocalLink>
    );
  return (
    <>
      <button
        type="button"
        className="cockpit-exit link-button"
        onClick={() => dialog.current?.showModal()}
        data-testid="exit-open"
      >
        {tp("bar.exit")}
      </button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="exit-title" data-testid="exit-dialog">
        <h2 id="exit-title">{tp("exit.title")}</h2>
        {clockSkill && <p data-testid="exit-clock">{tp("exit.clock", { skill: clockSkill })}</p>}
        <p>{tp("exit.kept")}</p>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {tp("exit.stay")}
          </button>
          <button
            type="button"
            className="button"
            data-testid="exit-confirm"
            disabled={busy}
            onClick={() => {
              dialog.current?.close();
              onLeave();
            }}
          >
            {tp("exit.leave")}
          </button>
        </div>
      </dialog>
    </>
  );
}
