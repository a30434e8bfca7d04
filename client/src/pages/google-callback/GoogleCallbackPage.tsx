export function GoogleCallbackPage() {
  return <h1>GoogleCallbackPage</h1>;
}
