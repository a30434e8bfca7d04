import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../feedback/feedback";
import { NotificationSettingsQuery, UpdateNotificationSettingsMutation } from "./documents";
import "./courses.css";

/**
 * "E-Mails zu Kursen" on the profile page: new assignments and reminders (learners), answers awaiting grading
 * (teachers). Each such mail's unsubscribe link switches the same setting off.
 */
export function NotificationSettingsSection() {
  const { t } = useTranslation("courses");
  const feedback = useFeedback();
  const { data } = useQuery(NotificationSettingsQuery, { fetchPolicy: "cache-and-network" });
  const [update, { loading }] = useMutation(UpdateNotificationSettingsMutation);
  const settings = data?.me?.notificationSettings;
  if (!settings) return null;
  return (
    <section className="card notification-settings" aria-labelledby="notifications-title" data-testid="notification-settings">
      <h2 id="notifications-title">{t("notifications.title")}</h2>
      <label className="checkbox-line">
        <input
          type="checkbox"
          checked={settings.courseMails}
          disabled={loading}
          onChange={(e) => {
            const courseMails = e.target.checked;
            update({ variables: { input: { courseMails } } })
              .then(() => feedback.toast("success", courseMails ? t("notifications.on") : t("notifications.off")))
              .catch(() => feedback.toast("error", t("errors.failed")));
          }}
          data-testid="course-mails"
        />{" "}
        {t("notifications.courseMails")}
      </label>
      <p className="field-hint">{t("notifications.hint")}</p>
    </section>
  );
}
