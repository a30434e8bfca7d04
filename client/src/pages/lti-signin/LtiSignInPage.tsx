import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { readHandover } from "../../modules/auth/ltiHandover";
import { useLoginCodeExchange } from "../../modules/auth/useLoginCodeExchange";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";

/** /lti/signin#code=…&next=…: the end of a launch from a learning platform; the code becomes a session, then `next`. */
export function LtiSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t("auth.login.title"));
  const handover = readHandover(window.location.hash, window.location.search);
  const error = useLoginCodeExchange(
    () => handover.code,
    t("auth.lti.failed"),
    () => navigate(handover.next, { replace: true }),
  );

  return (
    <div className="form-page">
      <h1>{t("auth.login.title")}</h1>
      {error ? <ErrorState error={error} /> : <Loading label={t("auth.lti.working")} />}
    </div>
  );
}
