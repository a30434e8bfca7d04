import type { APIRequestContext } from "@playwright/test";
import { registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

const EXAM = "Goethe-Zertifikat B1 – Modellprüfung 1";
const TEXT =
  "Liebe Eva, vielen Dank für deine Einladung zu deiner Feier am Samstag. Ich komme sehr gern, weil ich dich lange nicht gesehen habe. Außerdem freue ich mich auf deine Freunde und den Garten. Viele Grüße, Tom";

async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post("/graphql", { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { data: T; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return json.data;
}

type Page = { skill: string; block: { subQuestions: { id: string; choices: { value: string }[] }[] } };

test("Goethe B1, a partly graded Schreiben: each module its own verdict, the whole pending, what is graded so far, an empty task 0 (de, ar)", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await registerNewUser(page);
  const token = (await page.evaluate(() => localStorage.getItem("userToken")))!;
  const { level } = await gql<{ level: { exams: { id: string; name: string }[] } }>(
    request,
    token,
    '{ level(family: GOETHE, slug: "goethe-zertifikat-b1") { exams { id name } } }',
  );
  const examId = level.exams.find((e) => e.name === EXAM)!.id;
  const { startAttempt } = await gql<{ startAttempt: { id: string } }>(
    request,
    token,
    "mutation($e: ID!) { startAttempt(examId: $e) { id } }",
    {
      e: examId,
    },
  );
  const a = startAttempt.id;
  const pageOf = async (n: number) =>
    (
      await gql<{ attempt: { page: Page } }>(
        request,
        token,
        "query($a: ID!, $n: Int!) { attempt(id: $a) { page(number: $n) { skill block { subQuestions { id choices { value } } } } } }",
        { a, n },
      )
    ).attempt.page;
  const save = (answers: { subQuestionId: string; value: string }[]) =>
    gql(request, token, "mutation($a: ID!, $x: [AnswerInput!]!) { saveAnswers(attemptId: $a, answers: $x) { saved } }", {
      a,
      x: answers,
    });
  // Lesen: one item answered (the module is taken, and far below its pass mark); Hören and Sprechen never opened;
  // Schreiben: Teil 1 and 2 written, Teil 3 left empty.
  const reading = (await pageOf(1)).block.subQuestions[0];
  await save([{ subQuestionId: reading.id, value: reading.choices[0].value }]);
  const [task1, task2] = [(await pageOf(11)).block.subQuestions[0].id, (await pageOf(12)).block.subQuestions[0].id];
  await save([
    { subQuestionId: task1, value: TEXT },
    { subQuestionId: task2, value: TEXT },
  ]);
  await gql(request, token, "mutation($a: ID!) { submitAttempt(attemptId: $a) { id } }", { a });

  // A teacher grades Teil 1: 10 + 7.5 + 7.5 + 7.5 = 32.5 of 40.
  const login = await request.post("/graphql", {
    data: { query: `mutation { login(email: "admin@example.org", password: "admin-password-1") { token } }` },
  });
  const teacher = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const scores = [
    { key: "erfuellung", points: 10 },
    { key: "kohaerenz", points: 7.5 },
    { key: "wortschatz", points: 7.5 },
    { key: "strukturen", points: 7.5 },
  ];
  await gql(
    request,
    teacher,
    "mutation($a: ID!, $s: ID!, $x: [CriterionScoreInput!]!) { assessAnswer(attemptId: $a, subQuestionId: $s, scores: $x) { total } }",
    {
      a,
      s: task1,
      x: scores,
    },
  );

  await page.goto(`/result?examId=${examId}&attemptId=${a}`);
  // never "Nicht bestanden" built on missing grades: Lesen failed on its own, Schreiben waits, the whole is open
  await expect(page.getByTestId("official-verdict")).toHaveAttribute("data-verdict", "PENDING");
  await expect(page.getByTestId("verdict")).not.toContainText("Nicht bestanden");
  const official = page.getByTestId("official-points");
  await expect(official.locator('[data-part="reading"]')).toHaveText(
    /^Lesen: [\d,]+ von 100 Punkten – nicht bestanden \(Bestehensgrenze 60\)$/,
  );
  await expect(official.locator('[data-part="listening"]')).toHaveText("Hören: nicht abgelegt");
  await expect(official.locator('[data-part="writing"]')).toHaveText("Schreiben: wartet auf Bewertung (von 100 Punkten)");
  await expect(official.locator('[data-part="speaking"]')).toHaveText("Sprechen: nicht abgelegt");
  const writing = page.getByTestId("score-WRITING");
  await expect(writing.getByTestId("module-pending")).toHaveText(
    "Schreiben: wartet auf Bewertung – 1 von 2 Aufgaben bewertet: 32,5 von 40 Punkten",
  );
  const tasks = writing.getByTestId("task-score");
  await expect(tasks).toHaveCount(3);
  await expect(tasks.nth(0)).toContainText("Schreiben, Teil 1");
  await expect(tasks.nth(0)).toContainText("32,5 von 40 Punkten");
  await expect(tasks.nth(1)).toHaveText("Schreiben, Teil 2: wartet auf Bewertung");
  await expect(tasks.nth(2)).toHaveText("Schreiben, Teil 3: Keine Antwort abgegeben: 0 Punkte");
  await expect(page.getByTestId("score-SPEAKING")).toContainText("Sprechen: nicht abgelegt");
  await checkPage(page, testInfo, "result-partly-graded-de");

  // the empty task's review: 0 points, no teacher waited for
  await page.goto(`/goethe-report/${a}?page=13`);
  await expect(page.getByTestId("no-answer")).toHaveText("Keine Antwort abgegeben: 0 Punkte");

  // the progress list: the open verdict and what is known of Schreiben; Sprechen too
  await page.goto("/goethe-user-exam");
  const row = page.getByTestId("attempt").filter({ hasText: EXAM });
  await expect(row.getByTestId("attempt-verdict")).toHaveText("… Wartet auf Bewertung");
  await expect(row.getByTestId("writing-progress")).toHaveText(
    "wartet auf Bewertung (1 von 2 Aufgaben bewertet: 32,5 von 40 Punkten)",
  );
  await expect(row.getByTestId("speaking-progress")).toHaveText("Nicht abgelegt");

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar/result?examId=${examId}&attemptId=${a}`);
  await expect(page.getByTestId("score-WRITING").getByTestId("module-pending")).toContainText("المهام المقيَّمة: 1 من 2");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkPage(page, testInfo, "result-partly-graded-ar-360");
});
