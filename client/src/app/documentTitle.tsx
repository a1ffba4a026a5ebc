import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../auth/credentials';
import { useWorkingStore } from './workingStore';

/** "Products · Demo Store · Commerce Manager": the page, the store worked in, the product; each when known. */
export function documentTitle(page: string | null, store: string | null): string {
  return [page, store, PRODUCT_NAME].filter(Boolean).join(' · ');
}

/** Where a page's header reports its title; nowhere outside the signed-in shell (component tests). */
const PageTitleContext = createContext<(title: string | null) => void>(() => undefined);

/** The one place that names the browser tab: the shell, from the page header's title and the store. */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const [page, setPage] = useState<string | null>(null);
  const { name } = useWorkingStore();
  useEffect(() => {
    document.title = documentTitle(page, name);
  }, [page, name]);
  return <PageTitleContext.Provider value={setPage}>{children}</PageTitleContext.Provider>;
}

/** Reports the page on screen to {@link DocumentTitle}; the page header calls it, so every page does. */
export function usePageTitle(title: string): void {
  const setPage = useContext(PageTitleContext);
  useEffect(() => {
    setPage(title);
    return () => setPage(null);
  }, [setPage, title]);
}
