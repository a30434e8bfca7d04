import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../common/errors";
import { LocalLink } from "../common/LocalLink";
import { ErrorState, Loading } from "../common/States";
import { useFeedback } from "../feedback/feedback";
import { AddWordMutation, AudioCuesQuery, WORDS_REFETCH } from "./documents";
import { StudyTranscript } from "./StudyTranscript";
import "./study.css";

interface Props {
  attemptId: string;
  blockId: string;
  oggUrl: string | null;
  mp3Url: string | null;
}

/**
 * Study mode of a listening block, where its transcript may be shown (the review after submission, a drill page after
 * "Prüfen"): opened on request, it loads the recording's sentence timings and shows StudyTranscript.
 */
export function StudyMode(props: Props) {
  const { t, ready } = useTranslation("practice");
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!ready) return null;
  return (
    <section className="study card" aria-labelledby={`${id}-title`} data-testid="study-mode">
      <div className="study-head">
        <div>
          <h2 id={`${id}-title`} className="study-title">
            {t("study.title")}
          </h2>
          <p className="muted">{t("study.lead")}</p>
        </div>
        <button
          type="button"
          className={open ? "button button-secondary" : "button"}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          data-testid="study-open"
        >
          {open ? t("study.close") : t("study.open")}
        </button>
      </div>
      <div id={`${id}-panel`} hidden={!open}>
        {open && <StudyPanel {...props} />}
      </div>
    </section>
  );
}

function StudyPanel({ attemptId, blockId, oggUrl, mp3Url }: Props) {
  const { t } = useTranslation("practice");
  const feedback = useFeedback();
  const { data, error, refetch } = useQuery(AudioCuesQuery, { variables: { attemptId, blockId } });
  const [addWord] = useMutation(AddWordMutation, { refetchQueries: WORDS_REFETCH });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  if (data.audioCues.length === 0) return <p className="muted">{t("study.noCues")}</p>;
  return (
    <>
      <StudyTranscript
        cues={data.audioCues}
        oggUrl={oggUrl}
        mp3Url={mp3Url}
        onAddWord={async (word, sentence) => {
          try {
            await addWord({ variables: { input: { word, sentence, blockId } } });
          } catch (e) {
            feedback.toast("error", errorMessage(e, t));
            throw e;
          }
        }}
      />
      <p>
        <LocalLink to="/practice/words" data-testid="study-to-words">
          {t("words.title")}
        </LocalLink>
      </p>
    </>
  );
}
