import type { ReactNode } from 'react';
import type { DetailLayoutRemove } from './DetailLayout';
import { capitalize } from '../../format/text';
import { useDetailDelete, type DetailDeleteOptions } from './useDetailDelete';

export interface DetailRemoveOptions extends Omit<DetailDeleteOptions, 'success' | 'listUrl'> {
  /**
   * What the page deletes, as in running text (`price book`): the button says `Delete price book`
   * and the toast `Price book deleted`.
   */
  noun: string;
  /** The page's way back (its list): where the delete leaves for. */
  back: { to: string };
  /** The confirm dialog's question. */
  question: ReactNode;
}

/**
 * `useDetailDelete` with the texts every detail page words alike, ready for `DetailLayout`'s
 * `remove`.
 */
export function useDetailRemove({
  noun,
  back,
  question,
  ...options
}: DetailRemoveOptions): DetailLayoutRemove {
  const state = useDetailDelete({ ...options, success: `${capitalize(noun)} deleted`, listUrl: back.to });
  return { state, text: `Delete ${noun}`, question };
}
