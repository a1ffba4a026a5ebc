/** `price book` → `Price book`: a noun from running text at the start of a title, label or toast. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
