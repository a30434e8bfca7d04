import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";
import { registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

/** The shipped telc B1 mock, keys and all: the test answers it through the API as a learner's client would. */
const EXAM_FILE = join(import.meta.dirname, "..", "..", "content", "exams", "telc-b1-1.yaml");
interface ExamYaml {
  name: string;
  blocks: { type: string; title: string; questions: { answer?: string }[] }[];
}

async function gql<T>(page: Page, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post("/graphql", { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { data: T; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return json.data;
}

test("telc B1: the result in official points, the written part out of 225, bars per module and Teil (de, ar; 1280, 360 px)", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const exam = YAML.parse(readFileSync(EXAM_FILE, "utf8")) as ExamYaml;
  await registerNewUser(page);
  const token = (await page.evaluate(() => localStorage.getItem("userToken")))!;
  const { level } = await gql<{ level: { exams: { id: string; name: string }[] } }>(
    page,
    token,
    '{ level(family: TELC, slug: "telc-deutsch-b1") { exams { id name } } }',
  );
  const examId = level.exams.find((e) => e.name === exam.name)!.id;
  const { startAttempt } = await gql<{ startAttempt: { id: string } }>(
    page,
    token,
    "mutation($e: ID!) { startAttempt(examId: $e) { id } }",
    { e: examId },
  );
  const attemptId = startAttempt.id;
  // Leseverstehen and Hörverstehen right, Sprachbausteine left open, no text written, nothing said:
  // 75 of 105 reading points (40 % of the items wrong weigh 30 points), 75 of 75 listening, 0 of 45 writing
  // (the written part passes with 150 of 225), 0 of 75 in the oral part (which fails the exam).
  for (const [i, block] of exam.blocks.entries()) {
    if (block.type === "writing" || block.type === "speaking" || block.title.startsWith("Sprachbausteine")) continue;
    const { attempt } = await gql<{ attempt: { page: { block: { subQuestions: { id: string }[] } } } }>(
      page,
      token,
      "query($a: ID!, $n: Int!) { attempt(id: $a) { page(number: $n) { block { subQuestions { id } } } } }",
      { a: attemptId, n: i + 1 },
    );
    const answers = attempt.page.block.subQuestions.map((s, q) => ({ subQuestionId: s.id, value: block.questions[q].answer }));
    await gql(page, token, "mutation($a: ID!, $x: [AnswerInput!]!) { saveAnswers(attemptId: $a, answers: $x) { saved } }", {
      a: attemptId,
      x: answers,
    });
  }
  await gql(page, token, "mutation($a: ID!) { submitAttempt(attemptId: $a) { id } }", { a: attemptId });

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    for (const lang of ["de", "ar"] as const) {
      await page.goto(`/${lang}/result?examId=${examId}&attemptId=${attemptId}`);
      await expect(page.getByTestId("official-verdict")).toHaveAttribute("data-verdict", "FAILED");
      await expect(page.getByTestId("official-points").locator('[data-part="written"]')).toHaveText(
        lang === "de"
          ? "Schriftliche Prüfung: 150 von 225 Punkten, bestanden ab 135"
          : "الامتحان الكتابي: 150 من 225 نقطة، النجاح من 135",
      );
      if (lang === "de")
        await expect(page.getByTestId("official-points").locator('[data-part="oral"]')).toHaveText(
          "Mündliche Prüfung: 0 von 75 Punkten, bestanden ab 45",
        );
      const modules = page.getByTestId("module-score");
      await expect(modules).toHaveCount(4);
      await expect(page.getByTestId("score-WRITING")).toContainText(lang === "de" ? "0 von 45 Punkten" : "0 من 45 نقطة");
      // nothing written, nothing said: each task 0 points at once, none waiting for a teacher
      await expect(page.getByTestId("score-WRITING").getByTestId("task-score")).toHaveText([
        lang === "de"
          ? "Schriftlicher Ausdruck: Keine Antwort abgegeben: 0 Punkte"
          : "Schriftlicher Ausdruck: لم تُقدَّم إجابة: 0 نقاط",
      ]);
      const spoken = page.getByTestId("score-SPEAKING").getByTestId("task-score");
      await expect(spoken).toHaveCount(3);
      for (const i of [0, 1, 2]) await expect(spoken.nth(i)).toHaveAttribute("data-status", "NO_ANSWER");
      await expect(page.getByTestId("module-pending")).toHaveCount(0);
      await expect(page.getByTestId("pending-skills")).toHaveCount(0);
      await expect(modules.first()).toContainText(lang === "de" ? "75 von 105 Punkten" : "75 من 105 نقطة");
      const teile = page.getByTestId("teil-score");
      await expect(teile).toHaveCount(8);
      // Sprachbausteine, Teil 1: ten items of 1.5 points, none right; Leseverstehen, Teil 3: ten items of 2.5, all right
      await expect(teile.nth(3)).toContainText("Sprachbausteine, Teil 1");
      await expect(teile.nth(3)).toContainText(lang === "de" ? "0 von 15 Punkten" : "0 من 15 نقطة");
      await expect(teile.nth(2)).toContainText(lang === "de" ? "25 von 25 Punkten" : "25 من 25 نقطة");
      await expect(page.getByTestId("next-weakest")).toContainText("Sprachbausteine, Teil 1");
      await expect(page.getByTestId("try-again")).toHaveAttribute("href", `/${lang}/exam/${examId}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await checkPage(page, testInfo, `result-telc-${lang}-${width}`);
    }
  }
});
