import '@blueprintjs/select/lib/css/blueprint-select.css';
import './palette.css';
import { Fragment, useMemo, useState } from 'react';
import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Omnibar, type ItemListRenderer, type ItemRenderer } from '@blueprintjs/select';
import { useNavigate } from 'react-router';
import { useSettled } from '../../components/useSettled';
import { usePaletteSearchQuery } from '../../graphql/generated';
import { AREAS } from '../areas';
import {
  areaItems,
  asksForStock,
  CREATE_ACTIONS,
  itemMatches,
  KIND_HEADINGS,
  recentItems,
  SEARCH_DEBOUNCE_MS,
  searchItems,
  searchTerm,
  searchVariables,
  withoutStockWord,
  type PaletteItem,
  type PaletteKind,
} from './paletteItems';
import type { RecentPage } from './recentPages';

const AREA_ITEMS = areaItems(AREAS);

/** Items grouped by kind, groups in the order their first item appears. */
function groupByKind(items: readonly PaletteItem[]): [PaletteKind, PaletteItem[]][] {
  const groups = new Map<PaletteKind, PaletteItem[]>();
  for (const item of items) {
    const group = groups.get(item.kind);
    if (group) group.push(item);
    else groups.set(item.kind, [item]);
  }
  return [...groups.entries()];
}

const renderItem: ItemRenderer<PaletteItem> = (item, { handleClick, handleFocus, modifiers, ref }) => (
  <MenuItem
    key={item.key}
    ref={ref}
    active={modifiers.active}
    text={item.label}
    label={item.detail}
    onClick={handleClick}
    onFocus={handleFocus}
  />
);

export interface PaletteOmnibarProps {
  isOpen: boolean;
  onClose: () => void;
  /** Recently visited pages, newest first: what an empty palette offers before the areas. */
  recent: readonly RecentPage[];
}

/**
 * The palette itself: Blueprint's Omnibar over areas, create actions and one debounced GraphQL
 * search for products, orders, customers and accounts. Arrow keys move, Enter opens, Escape closes.
 */
export function PaletteOmnibar({ isOpen, onClose, recent }: PaletteOmnibarProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const typed = searchTerm(withoutStockWord(query));
  const stock = asksForStock(query);
  const term = useSettled(typed, SEARCH_DEBOUNCE_MS);
  const variables = useMemo(() => searchVariables(term), [term]);
  // Apollo answers for the current variables only, so an answer to an older term never shows.
  const search = usePaletteSearchQuery({
    variables,
    skip: term === '' || !isOpen,
    fetchPolicy: 'network-only',
  });
  const settled = term === typed && term !== '' && !search.loading;
  const answer = search.dataState === 'complete' ? search.data : undefined;
  const found = useMemo(
    () => (settled && answer ? searchItems(answer, { stock }) : []),
    [settled, answer, stock],
  );

  const trimmed = query.trim();
  const items = useMemo(() => {
    if (trimmed === '') return [...recentItems(recent), ...AREA_ITEMS];
    const offered = [...AREA_ITEMS, ...CREATE_ACTIONS].filter((item) => itemMatches(item, trimmed));
    return [...offered, ...found];
  }, [trimmed, recent, found]);

  let status: string | null = null;
  if (typed !== '' && !settled) status = 'Searching…';
  else if (settled && search.error) status = `The search failed: ${search.error.message}`;
  else if (trimmed !== '' && items.length === 0) status = 'Nothing found';

  const close = () => {
    setQuery('');
    onClose();
  };

  const renderList: ItemListRenderer<PaletteItem> = ({
    filteredItems,
    itemsParentRef,
    menuProps,
    renderItem: renderAt,
  }) => (
    <Menu ulRef={itemsParentRef} {...menuProps} className="palette__results" aria-label="Palette results">
      {groupByKind(filteredItems).map(([kind, group]) => (
        <Fragment key={kind}>
          <MenuDivider title={KIND_HEADINGS[kind]} />
          {group.map((item) => renderAt(item, filteredItems.indexOf(item)))}
        </Fragment>
      ))}
      {status && <MenuItem disabled text={status} />}
    </Menu>
  );

  return (
    <Omnibar<PaletteItem>
      isOpen={isOpen}
      onClose={close}
      items={items}
      query={query}
      onQueryChange={setQuery}
      itemsEqual="key"
      itemRenderer={renderItem}
      itemListRenderer={renderList}
      onItemSelect={(item) => {
        close();
        void navigate(item.to);
      }}
      inputProps={{
        'aria-label': 'Command palette',
        placeholder: 'Go to, "new …", or find a product, its stock, an order, customer or account…',
      }}
      overlayProps={{ className: 'palette' }}
    />
  );
}
