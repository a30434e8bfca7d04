export function NoResultPage() {
  return <h1>NoResultPage</h1>;
}
