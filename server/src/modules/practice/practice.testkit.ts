/* Test helpers of practice (used by its specs; no test framework inside). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The test fixtures of the server folder (specs run from the source tree). */
const FIXTURES = path.resolve(__dirname, "..", "..", "..", "test", "fixtures");
const FIXTURE_CONTENT = path.join(FIXTURES, "content");

/** The shared fixtures plus a second published Goethe A1 exam, so a set spans two mocks. */
export function practiceContentDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-practice-content-"));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.copyFileSync(path.join(FIXTURES, "practice", "goethe-a1-second.yaml"), path.join(dir, "exams", "goethe-a1-second.yaml"));
  return dir;
}

export const P = {
  sets: `query Sets($family: ExamFamily!, $cefr: Cefr!) { practiceSets(family: $family, cefr: $cefr) {
      id family cefr skill teil teilLabel title name taskType description tip blockCount itemCount } }`,
  startDrill: `mutation Drill($setId: ID, $mistakes: Boolean, $family: ExamFamily, $cefr: Cefr) {
      startDrill(setId: $setId, mistakes: $mistakes, family: $family, cefr: $cefr) {
        id kind mode status pageCount mistakesDrill practiceSet { id } timers { skill limitSeconds } } }`,
  page: `query Page($id: ID!, $n: Int!) { attempt(id: $id) { id page(number: $n) { block { id title subQuestions { id title answerType } }
      answers { subQuestionId value } } review(page: $n) { number } } }`,
  check: `mutation Check($id: ID!, $ids: [ID!]!) { checkAnswers(attemptId: $id, subQuestionIds: $ids) {
      subQuestionId answer correct correctAnswers correctLabel explanation modelSolution checkedAt } }`,
  checked: `query Checked($id: ID!) { checkedAnswers(attemptId: $id) { subQuestionId correct correctAnswers } }`,
  mastery: `query Mastery($family: ExamFamily, $cefr: Cefr) { mastery(family: $family, cefr: $cefr) {
      set { id blockCount } attempted correct percent trend lastPracticedAt band recommended windowItems windowCorrect
      lowerBound itemsNeeded } }`,
  mistakes: `query Mistakes($family: ExamFamily, $cefr: Cefr) { myMistakes(family: $family, cefr: $cefr) {
      subQuestionId set { id } title lastAnswer lastAnswerLabel times rightSince } mistakeCount(family: $family, cefr: $cefr) }`,
  readiness: `query Readiness($family: ExamFamily, $cefr: Cefr) { readiness(family: $family, cefr: $cefr) {
      family cefr passRule passPercent low high verdict basis modules { skill low high items basis } } }`,
  drills: `query Drills { myDrills { id kind } myAttempts { id } }`,
};
