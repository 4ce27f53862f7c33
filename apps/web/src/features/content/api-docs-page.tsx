export function ApiDocsPage() {
  return <h1>API</h1>;
}
