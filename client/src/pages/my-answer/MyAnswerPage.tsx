export function MyAnswerPage() {
  return <h1>MyAnswerPage</h1>;
}
