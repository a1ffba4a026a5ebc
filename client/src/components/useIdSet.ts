import { useCallback, useState } from 'react';

/** A set of ids held in state (a tree's folded branches, the rows chosen in a picker). */
export interface IdSet {
  ids: ReadonlySet<string>;
  /** Puts the id in the set (`member`) or takes it out; the set is new only when that changes it. */
  include: (id: string, member: boolean) => void;
  /** Takes the id out when it is in, else puts it in. */
  toggle: (id: string) => void;
  clear: () => void;
}

/** One way to keep a set of ids in React state without mutating the set a render saw. */
export function useIdSet(): IdSet {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const include = useCallback(
    (id: string, member: boolean) =>
      setIds((current) => {
        if (current.has(id) === member) return current;
        const next = new Set(current);
        if (member) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const toggle = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setIds((current) => (current.size === 0 ? current : new Set())), []);
  return { ids, include, toggle, clear };
}
