import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { pendingLinkPath } from "../../modules/auth/ltiLink";
import { useLoginCodeExchange } from "../../modules/auth/useLoginCodeExchange";
import { ErrorState, Loading } from "../../modules/common/States";
import { LocalLink } from "../../modules/common/LocalLink";
import { pendingJoinPath } from "../../modules/courses/pendingJoin";
import { useLocalPath } from "../../modules/common/paths";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { POPUP_TIMEOUT_MS, useFeedback } from "../../modules/feedback/feedback";

/** The end of the Google sign-in: /google/callback#code=… is exchanged for a session, then a 4 s popup and Home (or the
 * join page of a course the learner was joining). */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  usePageTitle(t("auth.login.title"));
  const error = useLoginCodeExchange(
    () =>
      new URLSearchParams(window.location.hash.slice(1)).get("code") ?? new URLSearchParams(window.location.search).get("code"),
    t("auth.google.failed"),
    () => {
      feedback.dialog({
        kind: "success",
        title: t("auth.successTitle"),
        text: t("auth.loginSuccess"),
        timeout: POPUP_TIMEOUT_MS,
      });
      // a platform account's link waiting for the sign-in is confirmed on its page; a course join on its join page
      const next = pendingLinkPath() ?? pendingJoinPath() ?? "/";
      window.setTimeout(() => navigate(local(next)), POPUP_TIMEOUT_MS);
    },
  );

  if (error) {
    return (
      <div className="form-page">
        <h1>{t("auth.login.title")}</h1>
        <ErrorState error={error} />
        <LocalLink to="/login">{t("auth.toLogin")}</LocalLink>
      </div>
    );
  }
  return (
    <div className="form-page">
      <h1>{t("auth.login.title")}</h1>
      <Loading label={t("auth.google.working")} />
    </div>
  );
}
