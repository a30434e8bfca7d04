export function ExamPage() {
  return <h1>ExamPage</h1>;
}
