/**
 * Reading a query result's data, one way everywhere. Apollo Client 4 says how far an answer has
 * come (`dataState`); only a complete one is drawn, since partial or streamed data would show a
 * half-empty page.
 */

/** The part of any generated `use…Query` result these read. */
export type DataStateResult<TData> = (
  { dataState: 'complete'; data: TData } | { dataState: 'empty' | 'partial' | 'streaming' }
) & { previousData?: TData };

/** The data once the answer is complete, else undefined: `completeData(result)?.customer`. */
export function completeData<TData>(result: DataStateResult<TData>): TData | undefined {
  return result.dataState === 'complete' ? result.data : undefined;
}

/**
 * The complete data, or while other variables load (the next page, another filter) the last
 * complete answer, so a table keeps its rows instead of flashing empty.
 */
export function latestData<TData>(result: DataStateResult<TData>): TData | undefined {
  return completeData(result) ?? result.previousData;
}
