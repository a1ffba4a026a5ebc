import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useState } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { useSettled } from '../../components/useSettled';
import { useErasureCandidatesQuery, type ErasableResourceType } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';

/** One customer, account or account member an erasure can be for. */
export interface ErasureTarget {
  id: string;
  name: string;
  email: string | null;
}

/** The spec's debounce for typed filter text (as the list filter bars). */
const SEARCH_DEBOUNCE_MS = 500;

/** The query's filters: an email-like text searches emails, anything else names (accounts: names only). */
export function candidateVariables(kind: ErasableResourceType, text: string) {
  const byEmail = text.includes('@');
  const like = { like: text };
  return {
    customers: kind === 'CUSTOMER',
    accounts: kind === 'ACCOUNT',
    members: kind === 'ACCOUNT_MEMBER',
    customerFilter: byEmail ? { email: like } : { name: like },
    accountFilter: { name: like },
    memberFilter: byEmail ? { email: like } : { name: like },
  };
}

const renderTarget: ItemRenderer<ErasureTarget> = (target, { handleClick, handleFocus, modifiers, ref }) => (
  <MenuItem
    key={target.id}
    ref={ref}
    active={modifiers.active}
    text={target.name || target.id}
    label={target.email ?? undefined}
    onClick={handleClick}
    onFocus={handleFocus}
    roleStructure="listoption"
  />
);

export interface ErasureTargetPickerProps {
  id: string;
  kind: ErasableResourceType;
  selected: ErasureTarget | null;
  onSelect: (target: ErasureTarget) => void;
  /** Shown on the input when the form refuses the choice. */
  invalid?: boolean;
}

/**
 * Finds the item to erase by name or email, so the seller never types a raw id (an email in the id
 * field used to be accepted and then fail at the provider with no reason).
 */
export function ErasureTargetPicker({ id, kind, selected, onSelect, invalid }: ErasureTargetPickerProps) {
  const [text, setText] = useState('');
  const settled = useSettled(text.trim(), SEARCH_DEBOUNCE_MS);
  const result = useErasureCandidatesQuery({
    variables: candidateVariables(kind, settled),
    skip: settled.length === 0,
    fetchPolicy: 'network-only',
  });
  const data = settled.length > 0 ? completeData(result) : undefined;
  const targets: ErasureTarget[] = [
    ...(data?.customers?.items ?? []),
    ...(data?.accounts?.items.map((account) => ({ ...account, email: null })) ?? []),
    ...(data?.accountMembers?.items ?? []),
  ].map((item) => ({ id: item.id, name: item.name ?? '', email: item.email ?? null }));
  const waiting = text.trim() !== settled || result.loading;
  const noResults = !settled
    ? 'Type a name or an email'
    : waiting
      ? 'Searching…'
      : result.error
        ? 'The search failed; try again'
        : 'Nothing matches';
  return (
    <Suggest<ErasureTarget>
      items={targets}
      selectedItem={selected}
      query={text}
      onQueryChange={setText}
      itemRenderer={renderTarget}
      onItemSelect={onSelect}
      inputValueRenderer={(target) => (target.email ? `${target.name} (${target.email})` : target.name)}
      itemsEqual="id"
      noResults={<MenuItem disabled text={noResults} roleStructure="listoption" />}
      resetOnClose={false}
      fill
      inputProps={{ id, placeholder: 'Name or email', intent: invalid ? 'danger' : 'none' }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    />
  );
}
