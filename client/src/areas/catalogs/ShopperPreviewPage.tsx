import { Button, Callout, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '../../components/form/FormField';
import { LoadError } from '../../components/LoadError';
import { listPager } from '../../components/list/listPager';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/PageHeader';
import {
  useCatalogLatestNodeChildrenQuery,
  useCatalogLatestNodesQuery,
  type CatalogViewNodeRowFragment,
  type ShopperContextInput,
} from '../../graphql/generated';
import { completeData, latestData } from '../../graphql/queryData';
import { CatalogTreeBrowser } from './CatalogTreeBrowser';
import { catalogListUrl } from './urls';

/** URL keys of the shopper's context; the tokens stay in memory only (they are credentials). */
export const CONTEXT_KEYS = { channel: 'channel', tag: 'tag', tab: 'tab' } as const;
const MAX_NAME = 64;

interface ContextDraft {
  channel: string;
  tag: string;
  customerToken: string;
  accountToken: string;
}

function draftProblems(draft: ContextDraft): Partial<Record<keyof ContextDraft, string>> {
  const problems: Partial<Record<keyof ContextDraft, string>> = {};
  if (draft.channel.trim().length > MAX_NAME) problems.channel = `Up to ${MAX_NAME} characters`;
  if (draft.tag.trim().length > MAX_NAME) problems.tag = `Up to ${MAX_NAME} characters`;
  if (/\s/.test(draft.customerToken.trim())) problems.customerToken = 'A token has no spaces';
  if (/\s/.test(draft.accountToken.trim())) problems.accountToken = 'A token has no spaces';
  return problems;
}

/**
 * `/catalogs/preview`: the store as a shopper of a channel, a tag and optionally a customer or an
 * account (by their tokens) sees it, as the catalog rules resolve them; browse hierarchies and
 * nodes, open a product with its children and related products, configure a parent by options.
 */
export function ShopperPreviewPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const channel = searchParams.get(CONTEXT_KEYS.channel) ?? '';
  const tag = searchParams.get(CONTEXT_KEYS.tag) ?? '';
  const tab = searchParams.get(CONTEXT_KEYS.tab) === 'nodes' ? 'nodes' : 'tree';
  const [tokens, setTokens] = useState({ customerToken: '', accountToken: '' });
  const [draft, setDraft] = useState<ContextDraft>({ channel, tag, ...tokens });
  const [problems, setProblems] = useState<Partial<Record<keyof ContextDraft, string>>>({});

  const context: ShopperContextInput = {
    ...(channel ? { channel } : {}),
    ...(tag ? { tag } : {}),
    ...(tokens.customerToken ? { customerToken: tokens.customerToken } : {}),
    ...(tokens.accountToken ? { accountToken: tokens.accountToken } : {}),
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setTokens({ customerToken: draft.customerToken.trim(), accountToken: draft.accountToken.trim() });
    // A new shopper: the old selection may not be in their catalog.
    setSearchParams((previous) => {
      const next = new URLSearchParams();
      const tabValue = previous.get(CONTEXT_KEYS.tab);
      if (tabValue) next.set(CONTEXT_KEYS.tab, tabValue);
      if (draft.channel.trim()) next.set(CONTEXT_KEYS.channel, draft.channel.trim());
      if (draft.tag.trim()) next.set(CONTEXT_KEYS.tag, draft.tag.trim());
      return next;
    });
  };

  const field = (name: keyof ContextDraft, label: string, helperText: string, secret = false) => (
    <FormField id={`preview-${name}`} label={label} error={problems[name]} helperText={helperText}>
      <InputGroup
        id={`preview-${name}`}
        type={secret ? 'password' : 'text'}
        autoComplete="off"
        value={draft[name]}
        intent={problems[name] ? 'danger' : 'none'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((previous) => ({ ...previous, [name]: value }));
        }}
      />
    </FormField>
  );

  const setTab = (value: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams();
      for (const key of [CONTEXT_KEYS.channel, CONTEXT_KEYS.tag]) {
        const kept = previous.get(key);
        if (kept) next.set(key, kept);
      }
      if (value === 'nodes') next.set(CONTEXT_KEYS.tab, value);
      return next;
    });

  return (
    <>
      <PageHeader title="Preview as shopper" back={{ to: catalogListUrl(), label: 'Catalogs' }} />
      <form
        aria-label="Shopper"
        onSubmit={apply}
        style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        {field('channel', 'Channel', 'EP-Channel, e.g. web')}
        {field('tag', 'Tag', 'EP-Context-Tag, e.g. vip')}
        {field('customerToken', 'Customer token', 'Shows the catalog of this customer', true)}
        {field('accountToken', 'Account token', 'Account-management token of an account member', true)}
        <Button type="submit" intent="primary" icon={<EyeOpenIcon />} text="Preview" />
      </form>
      <Tabs
        id="preview-tabs"
        selectedTabId={tab}
        onChange={(value) => setTab(String(value))}
        renderActiveTabPanelOnly
      >
        <Tab
          id="tree"
          title="As shoppers browse"
          panel={<CatalogTreeBrowser key={JSON.stringify(context)} source={{ kind: 'shopper', context }} />}
        />
        <Tab id="nodes" title="All nodes (seller API)" panel={<LatestNodes context={context} />} />
      </Tabs>
    </>
  );
}

const NODES_LIST: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };

/** `pcm/catalogs/nodes` for the same context: every node of the resolved release, and one's children. */
function LatestNodes({ context }: { context: ShopperContextInput }) {
  const { params, setOffset, setPageSize } = useListParams(NODES_LIST);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('node');
  const result = useCatalogLatestNodesQuery({
    variables: { context, page: { limit: params.pageSize, offset: params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const nodes = latestData(result)?.catalogNodes;
  const open = (id: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('node', id);
      return next;
    });
  const columns: readonly ResourceColumn<CatalogViewNodeRowFragment>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (node) => <Button variant="minimal" text={node.name} onClick={() => open(node.id)} />,
    },
    { id: 'children', header: 'Children', cell: (node) => (node.hasChildren ? 'Yes' : 'No') },
  ];
  return (
    <>
      <LoadError title="Could not load the nodes" error={result.error} />
      <ResourceTable
        label="Catalog nodes"
        columns={columns}
        rows={result.error && !nodes ? [] : nodes?.items}
        rowKey={(node) => node.id}
        loading={result.loading}
      />
      <Pager {...listPager({ params, setOffset, setPageSize }, nodes?.pageInfo.total, result.loading)} />
      {openId && <LatestNodeChildren id={openId} context={context} />}
    </>
  );
}

function LatestNodeChildren({ id, context }: { id: string; context: ShopperContextInput }) {
  const result = useCatalogLatestNodeChildrenQuery({
    variables: { id, context },
    fetchPolicy: 'cache-and-network',
  });
  const node = completeData(result)?.catalogNode;
  if (result.error) {
    return <LoadError title="Could not load the node" error={result.error} />;
  }
  if (!result.loading && result.dataState === 'complete' && !node) {
    return <Callout title="Node not found">It is not in this shopper&apos;s catalog.</Callout>;
  }
  return (
    <section aria-label="Node children">
      <h3>{node ? `Children of ${node.name}` : 'Children'}</h3>
      <ResourceTable
        label="Node children"
        columns={[{ id: 'name', header: 'Name', cell: (child: CatalogViewNodeRowFragment) => child.name }]}
        rows={node?.children.items}
        rowKey={(child) => child.id}
        loading={result.loading}
      />
    </section>
  );
}
