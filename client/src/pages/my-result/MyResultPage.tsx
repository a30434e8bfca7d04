export function MyResultPage() {
  return <h1>MyResultPage</h1>;
}
