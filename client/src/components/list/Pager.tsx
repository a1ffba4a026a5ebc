import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { MAX_OFFSET, PAGE_SIZES, type PageSize } from './listParams';

export interface PagerProps {
  offset: number;
  pageSize: PageSize;
  /** How many items the whole list holds; undefined while unknown (first load). */
  total: number | undefined;
  onOffsetChange: (offset: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  /** Disables the buttons, e.g. while a page loads. */
  disabled?: boolean;
}

/** Page size (25/50/100), "x–y of total", previous and next. */
export function Pager({ offset, pageSize, total, onOffsetChange, onPageSizeChange, disabled }: PagerProps) {
  const known = total !== undefined;
  const first = known && total > 0 ? Math.min(offset + 1, total) : 0;
  const last = known ? Math.min(offset + pageSize, total) : 0;
  const hasPrevious = offset > 0;
  // The provider cannot serve pages beyond offset 10000.
  const hasNext = known && offset + pageSize < total && offset + pageSize <= MAX_OFFSET;

  return (
    <nav className="pager" aria-label="Pagination">
      <label className="pager__size" htmlFor="pager-page-size">
        Rows per page
        <HTMLSelect
          id="pager-page-size"
          value={pageSize}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value) as PageSize)}
        />
      </label>
      <span className="pager__range" aria-live="polite">
        {known ? `${first}–${last} of ${total}` : ''}
      </span>
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          aria-label="Previous page"
          disabled={disabled || !hasPrevious}
          onClick={() => onOffsetChange(Math.max(offset - pageSize, 0))}
        />
        <Button
          icon={<ChevronRightIcon />}
          aria-label="Next page"
          disabled={disabled || !hasNext}
          onClick={() => onOffsetChange(offset + pageSize)}
        />
      </ButtonGroup>
    </nav>
  );
}
