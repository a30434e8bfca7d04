import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { EmailField, PasswordField } from "../../modules/auth/AccountFields";
import { AuthProvidersQuery, LoginMutation, MeQuery } from "../../modules/auth/documents";
import {
  LinkLtiAccountMutation,
  MyLtiPlatformAccountQuery,
  StartLtiAccountLinkMutation,
  clearPendingLink,
  pendingLink,
  rememberPendingLink,
  type PendingLink,
} from "../../modules/auth/ltiLink";
import { signIn } from "../../modules/auth/useAuth";
import { validateEmail } from "../../modules/auth/validation";
import { errorCode, errorMessage } from "../../modules/common/errors";
import { CardForm, FormPage, SubmitButton } from "../../modules/common/Form";
import { LocalLink } from "../../modules/common/LocalLink";
import { Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";

/**
 * /lti/link: "Mit bestehendem Konto verbinden". Signed in with the account a learning platform made, the learner signs
 * in to their existing account (password here, or Google) and so confirms that the platform's access and its work move
 * into it. Never by e-mail alone: the server links only with the platform account's ticket and the existing account's
 * own sign-in.
 */
export function LtiLinkPage() {
  const { t } = useTranslation();
  const text = useTranslation("courses").t;
  const { lang } = useLang();
  const client = useApolloClient();
  usePageTitle(text("ltiLink.title"));
  const platform = useQuery(MyLtiPlatformAccountQuery, { fetchPolicy: "network-only" });
  const me = useQuery(MeQuery);
  const providers = useQuery(AuthProvidersQuery);
  const [start] = useMutation(StartLtiAccountLinkMutation);
  const [login] = useMutation(LoginMutation);
  const [link] = useMutation(LinkLtiAccountMutation);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<PendingLink | null>(() => pendingLink());

  async function confirm(ticket: PendingLink) {
    const { data } = await link({ variables: { ticket: ticket.ticket } });
    clearPendingLink();
    setWaiting(null);
    setDone(data?.linkLtiAccount.platformName ?? ticket.platformName);
    await client.resetStore().catch(() => undefined);
  }

  async function withPassword() {
    const emailError = validateEmail(email);
    const next = {
      email: emailError ? t(emailError) : undefined,
      password: password ? undefined : t("auth.validation.passwordRequired"),
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      const ticket = (await start()).data?.startLtiAccountLink;
      if (!ticket) return;
      rememberPendingLink(ticket);
      let session;
      try {
        session = (await login({ variables: { email: email.trim(), password } })).data?.login;
      } catch (e) {
        clearPendingLink();
        setErrors({ form: errorCode(e) === "BAD_USER_INPUT" ? text("ltiLink.wrongCredentials") : errorMessage(e, t) });
        return;
      }
      if (!session) return;
      await signIn(session);
      await confirm(ticket);
    } catch (e) {
      setErrors({ form: errorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }

  async function withGoogle(googleUrl: string) {
    setBusy(true);
    try {
      const ticket = (await start()).data?.startLtiAccountLink;
      if (!ticket) return;
      rememberPendingLink(ticket);
      window.location.assign(`${googleUrl}${googleUrl.includes("?") ? "&" : "?"}lang=${lang}`);
    } catch (e) {
      setErrors({ form: errorMessage(e, t) });
      setBusy(false);
    }
  }

  const title = text("ltiLink.title");
  if (done)
    return (
      <FormPage title={title}>
        <p className="alert alert-success" role="status" data-testid="lti-link-done">
          {text("ltiLink.done", { platform: done })}
        </p>
        <LocalLink to="/courses">{text("ltiLink.toCourses")}</LocalLink>
      </FormPage>
    );
  if (platform.loading || me.loading) return <Loading />;
  const formError = errors.form && (
    <p className="alert alert-error" role="alert" data-testid="lti-link-error">
      {errors.form}
    </p>
  );
  const source = platform.data?.myLtiPlatformAccount;

  // back from Google (or after a failed confirmation): signed in to the existing account, a ticket waiting
  if (!source && waiting && me.data?.me && !me.data.me.isGuest)
    return (
      <FormPage title={title}>
        {formError}
        <div className="card">
          <p>
            {text("ltiLink.confirmQuestion", {
              platform: waiting.platformName,
              account: me.data.me.email ?? me.data.me.name ?? "",
            })}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              data-testid="lti-link-confirm"
              onClick={() => {
                setBusy(true);
                confirm(waiting)
                  .catch((e: unknown) => setErrors({ form: errorMessage(e, t) }))
                  .finally(() => setBusy(false));
              }}
            >
              {text("ltiLink.confirm")}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                clearPendingLink();
                setWaiting(null);
              }}
            >
              {text("ltiLink.cancel")}
            </button>
          </div>
        </div>
      </FormPage>
    );

  if (!source)
    return (
      <FormPage title={title}>
        <p className="muted">{text("ltiLink.nothing")}</p>
      </FormPage>
    );

  const googleUrl = providers.data?.authProviders.google ? providers.data.authProviders.googleUrl : null;
  return (
    <FormPage title={title}>
      <p data-testid="lti-link-intro">{text("ltiLink.intro", { platform: source.platformName })}</p>
      {formError}
      <CardForm onSubmit={withPassword} busy={busy}>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <PasswordField
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <SubmitButton busy={busy} testId="lti-link-submit">
          {text("ltiLink.submit")}
        </SubmitButton>
        {googleUrl && (
          <>
            <p className="divider">{t("auth.login.or")}</p>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void withGoogle(googleUrl)}
              data-testid="lti-link-google"
            >
              {text("ltiLink.google")}
            </button>
          </>
        )}
      </CardForm>
    </FormPage>
  );
}
