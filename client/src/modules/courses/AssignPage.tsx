import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import type { Cefr, ExamFamily, Skill } from "../../gql/graphql";
import { NotFoundPage } from "../../pages/not-found/NotFoundPage";
import { errorMessage, fieldErrors } from "../common/errors";
import { SelectField, TextField } from "../common/Field";
import { LocalLink } from "../common/LocalLink";
import { PageHeader } from "../common/PageHeader";
import { useLocalPath } from "../common/paths";
import { ErrorState, Loading } from "../common/States";
import { usePageTitle } from "../common/usePageTitle";
import { validateAssign, type AssignErrors, type AssignValues } from "./assignForm";
import { AssignMutation, AssignOptionsQuery, CourseQuery } from "./documents";
import { localInputToIso } from "./due";
import "./courses.css";

const CEFRS: Cefr[] = ["A1", "A2", "B1", "B2", "C1"];
const EMPTY: AssignValues = {
  kind: "exam",
  examId: "",
  skills: [],
  mode: "EXAM",
  practiceSetId: "",
  title: "",
  startsAt: "",
  dueAt: "",
  note: "",
};

/** /courses/{id}/assign: a mock exam (chosen modules, exam or training mode) or a practice set, with dates and a note. */
export function AssignPage() {
  const { t } = useTranslation("courses");
  const { id = "" } = useParams();
  const course = useQuery(CourseQuery, { variables: { id } });
  usePageTitle(t("assign.title"));
  if (course.error && !course.data) return <ErrorState error={course.error} onRetry={() => void course.refetch()} />;
  if (!course.data) return <Loading />;
  const c = course.data.course;
  if (!c || c.myRole !== "TEACHER" || c.archived) return <NotFoundPage />;
  return <AssignForm courseId={c.id} courseName={c.name} family={c.family ?? null} cefr={c.cefr ?? null} />;
}

function AssignForm(props: { courseId: string; courseName: string; family: ExamFamily | null; cefr: Cefr | null }) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const local = useLocalPath();
  const [family, setFamily] = useState<ExamFamily>(props.family ?? "GOETHE");
  const [cefr, setCefr] = useState<Cefr>(props.cefr ?? "B1");
  const [v, setV] = useState<AssignValues>(EMPTY);
  const [titleTouched, setTitleTouched] = useState(false);
  const [errors, setErrors] = useState<AssignErrors & { form?: string }>({});
  const options = useQuery(AssignOptionsQuery, { variables: { family, cefr } });
  const [assign, { loading }] = useMutation(AssignMutation);

  const exams = options.data?.levels.find((l) => l.cefr === cefr)?.exams ?? [];
  const sets = options.data?.practiceSets ?? [];
  const exam = exams.find((e) => e.id === v.examId);
  const set = sets.find((s) => s.id === v.practiceSetId);

  const set_ = (patch: Partial<AssignValues>) => setV((old) => ({ ...old, ...patch }));
  /** The title follows the choice until the teacher writes their own. */
  const autoTitle = (patch: Partial<AssignValues>, name: string | undefined) =>
    set_(titleTouched ? patch : { ...patch, title: name ?? "" });

  async function submit() {
    const found = validateAssign(v);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
    if (Object.keys(found).length) return;
    try {
      await assign({
        variables: {
          input: {
            courseId: props.courseId,
            title: v.title.trim(),
            note: v.note.trim() || null,
            ...(v.kind === "exam"
              ? // every module of the exam: left out (the server's "all"), so the assignment reads as the whole exam
                {
                  examId: v.examId,
                  skills: exam && v.skills.length === exam.skills.length ? null : (v.skills as Skill[]),
                  mode: v.mode,
                }
              : { practiceSetId: v.practiceSetId, mode: "TRAINING" as const }),
            startsAt: localInputToIso(v.startsAt),
            dueAt: localInputToIso(v.dueAt),
          },
        },
        refetchQueries: [{ query: CourseQuery, variables: { id: props.courseId } }],
      });
      navigate(local(`/courses/${props.courseId}`));
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors({ ...fields, form: Object.keys(fields).length ? undefined : errorMessage(e, t) });
    }
  }

  return (
    <div className="assign-page">
      <PageHeader eyebrow={props.courseName} title={t("assign.title")} lead={t("assign.lead")} />
      <form
        className="form card assign-form"
        noValidate
        aria-busy={loading}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className="field radio-row">
          <legend>{t("assign.kind")}</legend>
          {(["exam", "practice"] as const).map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="kind"
                value={k}
                checked={v.kind === k}
                onChange={() => set_({ kind: k, title: titleTouched ? v.title : "" })}
              />{" "}
              {t(`assign.kinds.${k}`)}
            </label>
          ))}
        </fieldset>

        <div className="field-row">
          <SelectField
            label={t("create.family")}
            placeholder={t("assign.choose")}
            value={family}
            onChange={(e) => {
              setFamily((e.target.value || "GOETHE") as ExamFamily);
              set_({ examId: "", practiceSetId: "", skills: [] });
            }}
            options={[
              { value: "GOETHE", label: "Goethe" },
              { value: "TELC", label: "telc" },
            ]}
          />
          <SelectField
            label={t("create.level")}
            placeholder={t("assign.choose")}
            value={cefr}
            onChange={(e) => {
              setCefr((e.target.value || "B1") as Cefr);
              set_({ examId: "", practiceSetId: "", skills: [] });
            }}
            options={CEFRS.map((c) => ({ value: c, label: c }))}
          />
        </div>

        {options.error && <ErrorState error={options.error} onRetry={() => void options.refetch()} />}

        {v.kind === "exam" ? (
          <>
            <SelectField
              label={t("assign.exam")}
              placeholder={options.loading ? t("assign.loading") : exams.length ? t("assign.choose") : t("assign.noExams")}
              value={v.examId}
              name="exam"
              onChange={(e) => {
                const next = exams.find((x) => x.id === e.target.value);
                autoTitle({ examId: e.target.value, skills: next ? [...next.skills] : [] }, next?.name);
              }}
              options={exams.map((e) => ({ value: e.id, label: e.name }))}
            />
            {errors.examId && <p className="field-error">{errors.examId}</p>}
            {exam && (
              <fieldset className="field checkbox-row" aria-describedby={errors.skills ? "skills-error" : undefined}>
                <legend>{t("assign.modules")}</legend>
                {exam.skills.map((s) => (
                  <label key={s}>
                    <input
                      type="checkbox"
                      name="skills"
                      value={s}
                      checked={v.skills.includes(s)}
                      onChange={(e) => set_({ skills: e.target.checked ? [...v.skills, s] : v.skills.filter((x) => x !== s) })}
                    />{" "}
                    {t(`exam.skill.${s}`, { ns: "common" })}
                  </label>
                ))}
                {errors.skills && (
                  <p id="skills-error" className="field-error">
                    {errors.skills}
                  </p>
                )}
              </fieldset>
            )}
            <fieldset className="field radio-row">
              <legend>{t("assign.mode")}</legend>
              {(["EXAM", "TRAINING"] as const).map((m) => (
                <label key={m}>
                  <input type="radio" name="mode" value={m} checked={v.mode === m} onChange={() => set_({ mode: m })} />{" "}
                  {t(`mode.${m}`)}
                </label>
              ))}
              <p className="field-hint">{t(`assign.modeHint.${v.mode}`)}</p>
            </fieldset>
          </>
        ) : (
          <>
            <SelectField
              label={t("assign.set")}
              placeholder={options.loading ? t("assign.loading") : sets.length ? t("assign.choose") : t("assign.noSets")}
              value={v.practiceSetId}
              name="practice-set"
              onChange={(e) => {
                const next = sets.find((x) => x.id === e.target.value);
                autoTitle({ practiceSetId: e.target.value }, next?.name);
              }}
              options={sets.map((s) => ({
                value: s.id,
                label: `${t(`exam.skill.${s.skill}`, { ns: "common" })} ${s.teil} · ${s.name}`,
              }))}
            />
            {errors.practiceSetId && <p className="field-error">{errors.practiceSetId}</p>}
            {set && <p className="field-hint">{t("assign.setHint")}</p>}
          </>
        )}

        <TextField
          label={t("assign.titleField")}
          name="title"
          value={v.title}
          maxLength={160}
          onChange={(e) => {
            setTitleTouched(true);
            set_({ title: e.target.value });
          }}
          error={errors.title}
        />
        <div className="field-row">
          <TextField
            label={t("assign.startsAt")}
            type="datetime-local"
            name="startsAt"
            value={v.startsAt}
            onChange={(e) => set_({ startsAt: e.target.value })}
            hint={t("assign.optional")}
          />
          <TextField
            label={t("assign.dueAt")}
            type="datetime-local"
            name="dueAt"
            value={v.dueAt}
            onChange={(e) => set_({ dueAt: e.target.value })}
            error={errors.dueAt}
            hint={t("assign.timeZone", { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
          />
        </div>
        <div className="field">
          <label htmlFor="assign-note">{t("assign.note")}</label>
          <textarea
            id="assign-note"
            name="note"
            rows={3}
            maxLength={2000}
            value={v.note}
            onChange={(e) => set_({ note: e.target.value })}
          />
        </div>
        {errors.form && (
          <p className="alert alert-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button" disabled={loading} aria-busy={loading} data-testid="assign-submit">
            {t("assign.submit")}
          </button>
          <LocalLink to={`/courses/${props.courseId}`}>{t("common.cancel")}</LocalLink>
        </div>
      </form>
    </div>
  );
}
