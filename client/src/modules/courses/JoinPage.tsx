import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { useAuth } from "../auth/useAuth";
import { errorCode, errorMessage } from "../common/errors";
import { LocalLink } from "../common/LocalLink";
import { PageHeader } from "../common/PageHeader";
import { useLocalPath } from "../common/paths";
import { ErrorState, Loading } from "../common/States";
import { usePageTitle } from "../common/usePageTitle";
import { useFeedback } from "../feedback/feedback";
import { CoursePreviewQuery, JoinCourseMutation } from "./documents";
import { levelLine } from "./labels";
import { clearPendingJoin, pendingJoin, rememberPendingJoin } from "./pendingJoin";
import "./courses.css";

/**
 * /join/{code}: the course behind a join link and, plainly, what joining means for the learner's privacy. A guest is
 * sent to register or sign in with the code kept; back here, signed in, the join completes by itself.
 */
export function JoinPage() {
  const { t } = useTranslation("courses");
  const { code = "" } = useParams();
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  const local = useLocalPath();
  const feedback = useFeedback();
  const preview = useQuery(CoursePreviewQuery, { variables: { code }, fetchPolicy: "network-only" });
  const [join, { loading }] = useMutation(JoinCourseMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const auto = useRef(false);
  usePageTitle(t("join.title"));

  async function doJoin() {
    setFailure(null);
    try {
      const { data } = await join({ variables: { code } });
      clearPendingJoin();
      if (!data) return;
      feedback.toast("success", t("join.done", { name: data.joinCourse.name }));
      navigate(local(`/courses/${data.joinCourse.id}`));
    } catch (e) {
      clearPendingJoin();
      setFailure(errorCode(e) === "BAD_USER_INPUT" || errorCode(e) === "NOT_FOUND" ? t("join.unknown") : errorMessage(e, t));
    }
  }

  // Back from registering or signing in with this code waiting: join at once (the learner asked for it before).
  const course = preview.data?.courseByJoinCode;
  useEffect(() => {
    if (!loggedIn || !course || auto.current || pendingJoin() !== code) return;
    auto.current = true;
    void doJoin();
    // once, when the preview and the session are there (doJoin reads the same code)
  }, [loggedIn, course, code]);

  if (preview.error && !preview.data) return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <Loading />;
  if (!course) {
    return (
      <div className="join-page">
        <PageHeader title={t("join.title")} />
        <div className="alert alert-error" role="alert" data-testid="join-unknown">
          <p>{t("join.unknown")}</p>
          <LocalLink to="/courses">{t("join.toCourses")}</LocalLink>
        </div>
      </div>
    );
  }

  const teachers = course.teacherNames.join(", ");
  return (
    <div className="join-page">
      <PageHeader
        eyebrow={t("join.eyebrow")}
        title={course.name}
        lead={[levelLine(course), t("course.teachersLine", { names: teachers })].filter(Boolean).join(" · ")}
        testId="join-preview"
      />
      <section className="card privacy-rule" aria-labelledby="privacy-title" data-testid="privacy-rule">
        <h2 id="privacy-title">{t("join.privacyTitle")}</h2>
        <p>{t("join.privacy", { teachers })}</p>
        <ul>
          <li>{t("join.privacySees")}</li>
          <li>{t("join.privacyBefore")}</li>
          <li>{t("join.privacyLeave")}</li>
        </ul>
      </section>
      {failure && (
        <p className="alert alert-error" role="alert" data-testid="join-failed">
          {failure}
        </p>
      )}
      {loggedIn ? (
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={loading}
            aria-busy={loading}
            onClick={() => void doJoin()}
            data-testid="join-course"
          >
            {t("join.submit")}
          </button>
        </div>
      ) : (
        <div className="alert alert-info" data-testid="join-guest">
          <p>{t("join.guest")}</p>
          <div className="actions">
            <LocalLink className="button" to="/register" onClick={() => rememberPendingJoin(code)} data-testid="join-register">
              {t("join.register")}
            </LocalLink>
            <LocalLink
              className="button button-secondary"
              to="/login"
              onClick={() => rememberPendingJoin(code)}
              data-testid="join-login"
            >
              {t("join.signIn")}
            </LocalLink>
          </div>
        </div>
      )}
    </div>
  );
}
