import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FactsPage } from './FactsPage';

interface Field {
  name: string;
  slug: string;
}

const BACK = { to: '/flows/fields', label: 'All fields' };

function renderPage(query: { loading: boolean; error?: unknown }, entity: Field | null | undefined) {
  render(
    <MemoryRouter>
      <FactsPage
        noun="field"
        back={BACK}
        query={query}
        entity={entity}
        title={(field) => field.name}
        label="Field details"
        facts={(field) => [
          ['Slug', field.slug],
          ['Name', field.name],
        ]}
      />
    </MemoryRouter>,
  );
}

describe('FactsPage', () => {
  it('shows the title and a labelled row per fact once the entity is there', () => {
    renderPage({ loading: false }, { name: 'Instructions', slug: 'instructions' });
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    const facts = screen.getByRole('table', { name: 'Field details' });
    expect(within(facts).getByRole('rowheader', { name: 'Slug' }).nextSibling).toHaveTextContent(
      'instructions',
    );
    expect(within(facts).getAllByRole('row')).toHaveLength(2);
  });

  it('says not found, with the way back, when the query found none', () => {
    renderPage({ loading: false }, null);
    expect(screen.getByText('Field not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all fields' })).toHaveAttribute('href', '/flows/fields');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the failure instead of the facts', () => {
    renderPage({ loading: false, error: new Error('The server is away.') }, undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('The server is away.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
