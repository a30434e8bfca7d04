import { useMutation, useQuery } from "@apollo/client/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18next } from "../../app/i18n";
import { session } from "../../app/session";
import { DataRightsSection } from "../../modules/account/DataRightsSection";
import { NotificationSettingsSection } from "../../modules/courses/NotificationSettingsSection";
import { IntegrationsViewerQuery } from "../../modules/integrations/documents";
import { ProfileFields, type ProfileValues } from "../../modules/auth/AccountFields";
import { MeQuery, UpdateProfileMutation } from "../../modules/auth/documents";
import { useAuth } from "../../modules/auth/useAuth";
import { errorMessage, fieldErrors } from "../../modules/common/errors";
import { Notice } from "../../modules/common/Actions";
import { FileField, TextField } from "../../modules/common/Field";
import { CardForm, FormPage, SubmitButton } from "../../modules/common/Form";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";

/** Tokens and webhooks for teachers and admins: their own chunk, loaded only for them. */
const IntegrationsSection = lazy(() =>
  import("../../modules/integrations/IntegrationsSection").then((m) => ({ default: m.IntegrationsSection })),
);

/** Uploads the photo: POST /auth/profile/photo, multipart field "photo", bearer token. */
async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append("photo", file);
  const res = await fetch("/auth/profile/photo", {
    method: "POST",
    body,
    headers: { Authorization: `Bearer ${session.token() ?? ""}`, "Accept-Language": i18next.language },
  });
  const json = (await res.json().catch(() => ({}))) as { photoUrl?: string; message?: string };
  if (!res.ok || !json.photoUrl) throw new Error(json.message ?? res.statusText);
  return json.photoUrl;
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  usePageTitle(t("auth.profile.title"));
  if (!loggedIn) {
    return (
      <FormPage title={t("auth.profile.title")}>
        <Notice text={t("auth.profile.loginFirst")} link={{ to: "/login", label: t("auth.toLogin") }} />
      </FormPage>
    );
  }
  return <ProfileForm />;
}

function ProfileForm() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const me = useQuery(MeQuery, { fetchPolicy: "cache-and-network" });
  const [values, setValues] = useState<ProfileValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(UpdateProfileMutation);
  const user = me.data?.me;

  useEffect(() => {
    if (user && !values)
      setValues({ name: user.name ?? "", mobile: user.mobile ?? "", language: user.language ?? "", country: user.country ?? "" });
  }, [user, values]);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  if (me.error && !me.data) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (!user || !values) return <Loading />;

  const set = (key: keyof ProfileValues) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });

  async function submit() {
    if (!values) return;
    if (!values.name.trim()) {
      setErrors({ name: t("auth.validation.nameRequired") });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (photo) {
        await uploadPhoto(photo);
        setPhoto(null);
      }
      await update({
        variables: {
          input: { name: values.name.trim(), mobile: values.mobile.trim(), language: values.language, country: values.country },
        },
      });
      await me.refetch();
      feedback.dialog({ kind: "success", title: t("auth.profile.savedTitle"), text: t("auth.profile.savedText") });
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      feedback.dialog({
        kind: "error",
        title: t("auth.profile.errorTitle"),
        text: err instanceof Error && !Object.keys(fields).length ? err.message : errorMessage(err, t),
      });
    } finally {
      setSaving(false);
    }
  }

  const shown = preview ?? user.photoUrl;
  return (
    <FormPage title={t("auth.profile.title")}>
      <CardForm onSubmit={submit} busy={saving}>
        <div className="photo-row">
          {shown ? (
            <img className="avatar" src={shown} alt={t("auth.profile.photo")} />
          ) : (
            <div className="avatar" aria-hidden="true" />
          )}
          <FileField
            label={t("auth.profile.photoChange")}
            accept="image/jpeg,image/png,image/webp"
            file={photo}
            onChange={setPhoto}
            hint={t("auth.profile.photoHint")}
            error={errors.photo}
          />
        </div>
        <TextField label={t("auth.email")} type="email" value={user.email ?? ""} readOnly disabled />
        <ProfileFields variant="profile" values={values} errors={errors} onChange={set} />
        <SubmitButton busy={saving}>{saving ? t("auth.profile.saving") : t("auth.profile.save")}</SubmitButton>
      </CardForm>
      <NotificationSettingsSection />
      <TeacherIntegrations />
      <DataRightsSection />
    </FormPage>
  );
}

function TeacherIntegrations() {
  const viewer = useQuery(IntegrationsViewerQuery);
  const me = viewer.data?.me;
  if (!me || !(me.isTeacher || me.isAdmin)) return null;
  return (
    <Suspense fallback={null}>
      <IntegrationsSection />
    </Suspense>
  );
}
