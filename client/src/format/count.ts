/** `count(3, ['row', 'rows'])` → `3 rows`; `1` takes the singular; thousands grouped (`10,100 rows`). */
export const count = (n: number, [one, many]: readonly [string, string]): string =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
