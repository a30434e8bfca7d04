export function ConfirmEmailPage() {
  return <h1>ConfirmEmailPage</h1>;
}
