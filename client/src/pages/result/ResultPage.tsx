export function ResultPage() {
  return <h1>ResultPage</h1>;
}
