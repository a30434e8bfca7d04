import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { ClassViewQuery } from "../../gql/graphql";
import { NotFoundPage } from "../../pages/not-found/NotFoundPage";
import { errorCode } from "../common/errors";
import { LocalLink } from "../common/LocalLink";
import { PageHeader } from "../common/PageHeader";
import { ErrorState, Loading } from "../common/States";
import { usePageTitle } from "../common/usePageTitle";
import { CsvExportButton } from "./CsvExportButton";
import { ClassViewQuery as ClassViewDocument } from "./documents";
import { heatLevel } from "./heat";
import { levelLine } from "./labels";
import "./courses.css";

type View = NonNullable<ClassViewQuery["course"]>["classView"];

const STATUS_CHIP: Record<string, string> = { PASSED: "chip-passed", FAILED: "chip-failed", PENDING: "chip-open" };

/** /courses/{id}/class: learners × modules with the pass rule, and the Teil types the class loses points on. */
export function ClassViewPage() {
  const { t } = useTranslation("courses");
  const { id = "" } = useParams();
  const { data, error, refetch } = useQuery(ClassViewDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  usePageTitle(t("classView.title"));
  if (error && !data) {
    if (errorCode(error) === "NOT_FOUND") return <NotFoundPage />;
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (!data) return <Loading />;
  const course = data.course;
  if (!course || course.myRole !== "TEACHER") return <NotFoundPage />;
  return (
    <div className="class-view-page">
      <PageHeader
        eyebrow={[course.name, levelLine(course)].filter(Boolean).join(" · ")}
        title={t("classView.title")}
        lead={t("classView.lead")}
      >
        <div className="actions">
          <LocalLink to={`/courses/${course.id}`}>{t("classView.back")}</LocalLink>
          <CsvExportButton courseId={course.id} />
        </div>
      </PageHeader>
      <ModuleTable view={course.classView} />
      <p className="field-hint">{t("classView.passRule")}</p>
      <HeatMap view={course.classView} />
    </div>
  );
}

function ModuleTable({ view }: { view: View }) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  if (!view.rows.length) return <p className="muted">{t("classView.empty")}</p>;
  return (
    <section aria-labelledby="modules-title" className="courses-section">
      <h2 id="modules-title">{t("classView.modulesTitle")}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="modules-title">
        <table className="data-table class-table" data-testid="class-table">
          <thead>
            <tr>
              <th scope="col">{t("progress.learner")}</th>
              {view.modules.map((m) => (
                <th scope="col" key={m}>
                  {t(`exam.skill.${m}`, { ns: "common" })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((r) => (
              <tr key={r.learner.id} data-testid="class-row">
                <th scope="row">{r.learner.name}</th>
                {view.modules.map((m) => {
                  const cell = r.cells.find((c) => c.skill === m);
                  if (!cell || cell.status === "NOT_TAKEN") {
                    return (
                      <td key={m} className="cell-empty">
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">{t("classView.notTaken")}</span>
                      </td>
                    );
                  }
                  return (
                    <td key={m} data-skill={m} data-status={cell.status} title={cell.examName}>
                      {cell.percent != null && <>{formatPercent(cell.percent, lang)} </>}
                      <span className={`chip ${STATUS_CHIP[cell.status] ?? "chip-neutral"}`}>{t(`verdict.${cell.status}`)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HeatMap({ view }: { view: View }) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  // the Teil types where the class loses the largest share of the points first (telc weighs its Teile)
  const cells = [...view.heatMap].sort((a, b) => b.lostShare - a.lostShare);
  return (
    <section aria-labelledby="heat-title" className="courses-section">
      <h2 id="heat-title">{t("classView.heatTitle")}</h2>
      <p className="muted">{t("classView.heatLead")}</p>
      {cells.length === 0 ? (
        <p className="muted">{t("classView.heatEmpty")}</p>
      ) : (
        <ul className="heat-map" data-testid="heat-map">
          {cells.map((c) => (
            <li key={c.set.id} className={`heat heat-${heatLevel(c.lostShare)}`} data-testid="heat-cell">
              <span className="heat-teil">
                {t(`exam.skill.${c.set.skill}`, { ns: "common" })} {c.set.teil}
              </span>
              <span className="heat-name">{c.set.name}</span>
              <strong className="heat-percent">{formatPercent(c.percent, lang)}</strong>
              <span className="heat-count">{t("classView.heatCount", { correct: c.correct, attempted: c.attempted })}</span>
              <span className="heat-count">{t("classView.heatLearners", { count: c.learners })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
