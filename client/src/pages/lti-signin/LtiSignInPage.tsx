import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ExchangeLoginCodeMutation } from "../../modules/auth/documents";
import { readHandover } from "../../modules/auth/ltiHandover";
import { signIn } from "../../modules/auth/useAuth";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";

/** /lti/signin#code=…&next=…: the end of a launch from a learning platform; the code becomes a session, then `next`. */
export function LtiSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [exchange] = useMutation(ExchangeLoginCodeMutation);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  usePageTitle(t("auth.login.title"));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { code, next } = readHandover(window.location.hash, window.location.search);
    // The code is single-use: take it out of the address bar and history.
    window.history.replaceState(null, "", window.location.pathname);
    if (!code) {
      setError(new Error(t("auth.lti.failed")));
      return;
    }
    exchange({ variables: { code } })
      .then(async ({ data }) => {
        if (!data) return;
        await signIn(data.exchangeLoginCode);
        navigate(next, { replace: true });
      })
      .catch(setError);
  }, [exchange, navigate, t]);

  return (
    <div className="form-page">
      <h1>{t("auth.login.title")}</h1>
      {error ? <ErrorState error={error} /> : <Loading label={t("auth.lti.working")} />}
    </div>
  );
}
