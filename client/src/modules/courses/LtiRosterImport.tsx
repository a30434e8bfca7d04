import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import type { CourseQuery } from "../../gql/graphql";
import { errorMessage } from "../common/errors";
import { ImportCourseRosterMutation } from "./documents";
import { formatWhen } from "./due";

type Course = NonNullable<CourseQuery["course"]>;

/**
 * A course made through a learning platform (LTI) whose launch named a roster service: its teachers import the
 * platform's roster (Names and Role Provisioning); the result in words ("12 Lernende übernommen, 1 ausgetreten").
 */
export function LtiRosterImport({ course, onChange }: { course: Course; onChange: () => void }) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const [run, { loading }] = useMutation(ImportCourseRosterMutation);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const source = course.ltiRoster;
  if (!source || course.archived) return null;

  async function importRoster() {
    setError(null);
    setResult(null);
    try {
      const { data } = await run({ variables: { courseId: course.id } });
      if (!data) return;
      const r = data.importCourseRoster;
      setResult(
        [
          t("roster.lti.result", { learners: r.learners, left: r.left }),
          r.added ? t("roster.lti.added", { added: r.added }) : null,
        ]
          .filter(Boolean)
          .join(" · "),
      );
      onChange();
    } catch (e) {
      setError(errorMessage(e, t));
    }
  }

  return (
    <div className="lti-roster" data-testid="lti-roster">
      <button
        type="button"
        className="button button-secondary"
        disabled={loading}
        aria-busy={loading}
        onClick={() => void importRoster()}
        data-testid="lti-roster-import"
      >
        {loading ? t("roster.lti.importing") : t("roster.lti.import", { platform: source.platformName })}
      </button>
      <p className="muted">
        {source.importedAt ? t("roster.lti.lastImport", { when: formatWhen(source.importedAt, lang) }) : t("roster.lti.never")}
      </p>
      <p role="status" className={result ? "alert alert-success" : undefined} data-testid="lti-roster-result">
        {result}
      </p>
      {error && (
        <p role="alert" className="alert alert-error" data-testid="lti-roster-error">
          {error}
        </p>
      )}
    </div>
  );
}
