/**
 * Props for a valueless attribute that core or CSS selects on, e.g. `{...markupFlag(MarkupAttribute.content)}`,
 * so the name comes from the shared constant instead of being retyped in JSX.
 */
export function markupFlag(name: string): Record<string, string> {
  return { [name]: '' };
}
