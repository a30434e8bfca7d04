/* Test helpers of the exam engine (used by its specs and the benchmark; no test framework inside). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SERVER_DIR = path.resolve(__dirname, "..", "..", "..");
/** The server folder in the source tree (also when running from dist/server/src/...). */
function serverDir(): string {
  for (const dir of [SERVER_DIR, path.resolve(SERVER_DIR, "..", "..", "server")]) {
    if (fs.existsSync(path.join(dir, "test", "fixtures", "content"))) return dir;
  }
  return SERVER_DIR;
}

/**
 * A content folder: the shared test fixtures plus the exam engine's all-types exam
 * (test/fixtures/attempts/goethe-b1-all-types.yaml), in a fresh temporary directory.
 */
export function attemptsContentDir(): string {
  const base = path.join(serverDir(), "test", "fixtures");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-attempts-content-"));
  fs.cpSync(path.join(base, "content"), dir, { recursive: true });
  fs.copyFileSync(path.join(base, "attempts", "goethe-b1-all-types.yaml"), path.join(dir, "exams", "goethe-b1-all-types.yaml"));
  return dir;
}

export const ALL_TYPES_EXAM = "Alle Aufgabentypen B1";

/** The documents the client sends (named as in the public contract). */
export const Q = {
  start: `mutation Start($examId: ID!, $mode: AttemptMode) { startAttempt(examId: $examId, mode: $mode) { id status mode pageCount currentPage } }`,
  page: `query Page($id: ID!, $n: Int!) { attempt(id: $id) { id status pageCount currentPage
      page(number: $n) { number skill plays playsLeft answers { subQuestionId value }
        block { id type skill title intro passage audioUrl imageUrl playLimit readingSeconds optionPool { value label }
          subQuestions { id position answerType choiceKind completeMode answerLocation title lastTitle bannerImageUrl highlight
            choices { value label imageUrl } } } } } }`,
  save: `mutation Save($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved attempt { id currentPage } } }`,
  saveOnly: `mutation Save($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation Submit($id: ID!) { submitAttempt(attemptId: $id) { id status submittedAt
      result { passed passRule officialPassed reading { correct total percent passed } listening { correct total percent passed } total { correct total percent passed } } } }`,
  result: `query Result($id: ID!) { attempt(id: $id) { id status result { passed passRule officialPassed
      reading { correct total percent passed } listening { correct total percent passed } total { correct total percent passed } } } }`,
  review: `query Review($id: ID!, $n: Int!, $lang: Lang) { attempt(id: $id) { review(page: $n, lang: $lang) { number correct total
      block { id type skill title transcript notes optionPool { value label }
        items { id position answerType completeMode answer answerLabel correct correctAnswers correctLabel modelSolution explanation choices { value label } } } } } }`,
  timers: `query Timers($id: ID!) { attempt(id: $id) { id status mode timers { skill firstPage limitSeconds startedAt deadline remainingSeconds expired } } }`,
  play: `mutation Play($id: ID!, $block: ID!) { registerAudioPlay(attemptId: $id, blockId: $block) { blockId plays playLimit playsLeft } }`,
  mine: `query Mine($family: ExamFamily) { myAttempts(family: $family) { id status mode family cefr startedAt submittedAt exam { id name level { cefr family } }
      result { reading { percent } listening { percent } } } }`,
};
