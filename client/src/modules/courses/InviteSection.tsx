import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { useFeedback } from "../feedback/feedback";
import { ConfirmButton } from "./ConfirmButton";
import { RotateJoinCodeMutation } from "./documents";
import { joinLink } from "./labels";

/** Copies a text; where the clipboard is refused the field's text is selected for the teacher to copy. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/** The join code and link of a course, with copy buttons; a new code, or joining switched off and on again. */
export function InviteSection({
  courseId,
  joinCode,
  archived,
}: {
  courseId: string;
  joinCode: string | null;
  archived: boolean;
}) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const feedback = useFeedback();
  const [rotate, { loading }] = useMutation(RotateJoinCodeMutation);
  const [copied, setCopied] = useState<"link" | "code" | null>(null);
  const link = joinCode ? joinLink(window.location.origin, lang, joinCode) : null;

  async function onCopy(what: "link" | "code", text: string, id: string) {
    const ok = await copy(text, document.getElementById(id) as HTMLInputElement | null);
    setCopied(ok ? what : null);
    if (!ok) feedback.toast("info", t("invite.copyManually"));
  }

  async function setJoining(enabled: boolean) {
    try {
      await rotate({ variables: { courseId, enabled } });
      setCopied(null);
    } catch {
      feedback.toast("error", t("errors.failed"));
    }
  }

  return (
    <section className="card invite" aria-labelledby="invite-title" data-testid="invite">
      <h2 id="invite-title">{t("invite.title")}</h2>
      {archived ? (
        <p className="muted">{t("invite.archived")}</p>
      ) : joinCode && link ? (
        <>
          <p>{t("invite.lead")}</p>
          <div className="copy-row">
            <label htmlFor="join-link">{t("invite.link")}</label>
            <input id="join-link" readOnly value={link} dir="ltr" data-testid="join-link" onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="button button-small"
              onClick={() => void onCopy("link", link, "join-link")}
              data-testid="copy-link"
            >
              {copied === "link" ? t("invite.copied") : t("invite.copyLink")}
            </button>
          </div>
          <div className="copy-row">
            <label htmlFor="join-code">{t("invite.code")}</label>
            <input
              id="join-code"
              readOnly
              value={joinCode}
              dir="ltr"
              className="join-code"
              data-testid="join-code"
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => void onCopy("code", joinCode, "join-code")}
              data-testid="copy-code"
            >
              {copied === "code" ? t("invite.copied") : t("invite.copyCode")}
            </button>
          </div>
          <p className="sr-status visually-hidden" role="status">
            {copied ? t("invite.copied") : ""}
          </p>
          <div className="actions">
            <ConfirmButton
              label={t("invite.rotate")}
              question={t("invite.rotateQuestion")}
              confirm={t("invite.rotateConfirm")}
              testId="rotate-code"
              onConfirm={() => setJoining(true)}
            />
            <ConfirmButton
              label={t("invite.disable")}
              question={t("invite.disableQuestion")}
              confirm={t("invite.disableConfirm")}
              danger
              testId="disable-joining"
              onConfirm={() => setJoining(false)}
            />
          </div>
        </>
      ) : (
        <>
          <p>{t("invite.off")}</p>
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => void setJoining(true)}
            data-testid="enable-joining"
          >
            {t("invite.enable")}
          </button>
        </>
      )}
    </section>
  );
}
