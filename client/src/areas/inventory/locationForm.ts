/** A location's address as typed in its form, one line per row: the lines that hold text, trimmed. */
export function addressLines(typed: string): string[] {
  return typed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
