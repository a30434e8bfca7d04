import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import type {
  AssessmentFieldsFragment,
  CalibrateMutation as CalibrateResult,
  CriterionScoreInput,
  RubricFieldsFragment,
} from "../../gql/graphql";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorMessage } from "../common/errors";
import { Html } from "../common/Html";
import { ErrorState, Loading } from "../common/States";
import { AssessmentView } from "./AssessmentView";
import { BandPicker } from "./BandPicker";
import { AssessAnswerMutation, CalibrateMutation, CalibrationSampleQuery } from "./documents";
import { choiceOf, formatPoints, scoresOf, type BandChoice } from "./rubric";
import { ScrollTable } from "./RubricTable";

interface Props {
  /** a written text or a spoken answer: the intro names which */
  kind: "writing" | "speaking";
  attemptId: string;
  subQuestionId: string;
  rubric: RubricFieldsFragment;
  /** The learner's latest self-assessment, if any. */
  own: AssessmentFieldsFragment | null;
  onSaved: () => void;
}

/**
 * The learner scores their own text or recording by the rubric's bands. The first time for a rubric they calibrate: they
 * rate a sample text and see the examiner's bands beside theirs, criterion by criterion.
 */
export function SelfAssessment(props: Props) {
  const { t } = useTranslation("writing");
  // a rubric without a calibration sample (some speaking rubrics) is rated at once
  const needsSample = props.rubric.hasCalibration;
  const sample = useQuery(CalibrationSampleQuery, {
    variables: { subQuestionId: props.subQuestionId },
    fetchPolicy: "network-only",
    skip: !needsSample,
  });
  const [calibrated, setCalibrated] = useState(false);
  if (needsSample && sample.error && !sample.data)
    return <ErrorState error={sample.error} onRetry={() => void sample.refetch()} />;
  if (needsSample && !sample.data) return <Loading />;
  const done = !needsSample || !!sample.data?.calibrationSample.done || calibrated || !!props.own;
  return (
    <section className="writing-section" data-testid="self-assessment-section">
      <h3>{t("assess.title")}</h3>
      {done ? (
        <OwnRating {...props} onCalibrationRequired={() => void sample.refetch().then(() => setCalibrated(false))} />
      ) : (
        <Calibration
          subQuestionId={props.subQuestionId}
          sample={sample.data!.calibrationSample}
          onDone={() => setCalibrated(true)}
        />
      )}
    </section>
  );
}

function Calibration({
  subQuestionId,
  sample,
  onDone,
}: {
  subQuestionId: string;
  sample: { task: string; text: string; rubric: RubricFieldsFragment };
  onDone: () => void;
}) {
  const { t } = useTranslation("writing");
  const [calibrate, { data, loading, error }] = useMutation(CalibrateMutation);
  const result = data?.calibrate;
  return (
    <div data-testid="calibration">
      <h4>{t("calibration.title")}</h4>
      <p>{t("calibration.intro")}</p>
      <div className="card" lang="de" dir="ltr">
        <h5>{t("calibration.sampleTask")}</h5>
        <Html html={sample.task} />
        <h5>{t("calibration.sampleText")}</h5>
        <p className="writing-answer" data-testid="calibration-text">
          {sample.text}
        </p>
      </div>
      {result ? (
        <CalibrationComparison result={result} onContinue={onDone} />
      ) : (
        <BandForm
          rubric={sample.rubric}
          busy={loading}
          error={error}
          submit={{ label: t("calibration.submit"), testId: "calibrate-submit" }}
          onScores={(scores) => void calibrate({ variables: { subQuestionId, scores } }).catch(() => undefined)}
        />
      )}
    </div>
  );
}

type Comparison = CalibrateResult["calibrate"];

/** The reason a refusal names in its extensions (e.g. CALIBRATION_REQUIRED). */
export function errorReason(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const reason = error.errors[0]?.extensions?.reason;
  return typeof reason === "string" ? reason : null;
}

export function CalibrationComparison({ result, onContinue }: { result: Comparison; onContinue: () => void }) {
  const { t } = useTranslation("writing");
  const { lang } = useLang();
  const p = (n: number) => formatPoints(n, lang);
  return (
    <div data-testid="calibration-result">
      <h4>{t("calibration.resultTitle")}</h4>
      <ScrollTable
        label={t("calibration.resultTitle")}
        columns={[t("review.criterion"), t("calibration.mine"), t("calibration.expert"), null]}
      >
        {result.criteria.map((c) => {
          const same = c.mine.band === c.expert.band;
          return (
            <tr key={c.key} data-criterion={c.key}>
              <th scope="row">{c.label}</th>
              <td dir="ltr">{t("assess.band", { band: c.mine.band, points: p(c.mine.points) })}</td>
              <td dir="ltr">{t("assess.band", { band: c.expert.band, points: p(c.expert.points) })}</td>
              <td className={same ? "writing-ok" : "calibration-diff"}>
                {same ? t("calibration.same") : t("calibration.differs")}
              </td>
            </tr>
          );
        })}
        <tr>
          <th scope="row">{t("calibration.total")}</th>
          <td>{p(result.myTotal)}</td>
          <td>{p(result.expertTotal)}</td>
          <td />
        </tr>
      </ScrollTable>
      <p className="writing-hint" dir="auto">
        {result.comment}
      </p>
      <button type="button" className="button" onClick={onContinue} data-testid="calibration-continue">
        {t("calibration.continue")}
      </button>
    </div>
  );
}

function OwnRating({
  kind,
  attemptId,
  subQuestionId,
  rubric,
  own,
  onSaved,
  onCalibrationRequired,
}: Props & { onCalibrationRequired: () => void }) {
  const { t } = useTranslation("writing");
  const [editing, setEditing] = useState(!own);
  const [saved, setSaved] = useState(false);
  const [assess, { loading, error }] = useMutation(AssessAnswerMutation);
  if (own && !editing) {
    return (
      <>
        {saved && (
          <p className="alert alert-success" role="status">
            {t("assess.saved")}
          </p>
        )}
        <AssessmentView assessment={own} rubric={rubric} />
        <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
          {t("assess.redo")}
        </button>
      </>
    );
  }
  const submit = async (scores: CriterionScoreInput[]) => {
    try {
      await assess({ variables: { attemptId, subQuestionId, scores } });
      setSaved(true);
      setEditing(false);
      onSaved();
    } catch (e) {
      // the server asks for the calibration first (another tab, or it was reset): show it
      if (errorReason(e) === "CALIBRATION_REQUIRED") onCalibrationRequired();
    }
  };
  return (
    <BandForm
      testId="self-assessment-form"
      rubric={rubric}
      initial={choiceOf(own?.scores)}
      busy={loading}
      error={error}
      submit={{ label: t("assess.save"), testId: "self-assessment-submit" }}
      onScores={(scores) => void submit(scores)}
    >
      <p>{kind === "speaking" ? t("assess.introSpeaking") : t("assess.intro")}</p>
    </BandForm>
  );
}

/** A band for every criterion, then submit: a full choice goes on as scores, an incomplete one is named. */
function BandForm({
  testId,
  rubric,
  initial = {},
  busy,
  error,
  submit,
  onScores,
  children,
}: {
  testId?: string;
  rubric: RubricFieldsFragment;
  initial?: BandChoice;
  busy: boolean;
  error: unknown;
  submit: { label: string; testId: string };
  onScores: (scores: CriterionScoreInput[]) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation("writing");
  const [choice, setChoice] = useState<BandChoice>(initial);
  const [missing, setMissing] = useState(false);
  return (
    <form
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        const scores = scoresOf(rubric, choice);
        setMissing(!scores);
        if (scores) onScores(scores);
      }}
    >
      {children}
      <BandPicker rubric={rubric} choice={choice} onChange={setChoice} disabled={busy} />
      {missing && (
        <p className="alert alert-warning" role="alert">
          {t("assess.pickAll")}
        </p>
      )}
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error, t)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy} data-testid={submit.testId}>
        {submit.label}
      </button>
    </form>
  );
}
