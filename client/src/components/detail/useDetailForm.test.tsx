import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TextField } from '../form/TextField';
import type { UserErrorLike } from '../form/userErrors';
import { DetailForm } from './DetailForm';
import { DetailLayout } from './DetailLayout';
import { NO_CHANGES } from './detailSave';
import { useDetailForm } from './useDetailForm';
import { useDetailRemove } from './useDetailRemove';

interface Shelf {
  __typename: 'Shelf';
  id: string;
  name: string;
}

interface NameValues {
  name: string;
}

interface ShelfPayload {
  userErrors: UserErrorLike[];
  shelf: Shelf | null;
}

const OAK: Shelf = { __typename: 'Shelf', id: 's-1', name: 'Oak' };
const BACK = { to: '/shelves', label: 'Shelves' };

function ShelfPage({ save }: { save: (values: NameValues) => Promise<ShelfPayload | typeof NO_CHANGES> }) {
  const mutationForm = useDetailForm({
    noun: 'top shelf',
    entity: OAK,
    values: (shelf): NameValues => ({ name: shelf.name }),
    fieldNames: ['name'],
    save,
    saved: (payload) => payload.shelf,
  });
  const remove = useDetailRemove({
    noun: 'top shelf',
    back: BACK,
    entity: OAK,
    rootFields: ['shelves'],
    question: 'Delete shelf Oak?',
    remove: () => Promise.resolve([]),
  });
  return (
    <DetailLayout title="Oak" back={BACK} remove={remove}>
      <DetailForm mutationForm={mutationForm} label="Shelf details" submitText="Save shelf">
        <TextField form={mutationForm.form} name="name" id="shelf-name" label="Name" />
      </DetailForm>
    </DetailLayout>
  );
}

function renderShelf(save: (values: NameValues) => Promise<ShelfPayload | typeof NO_CHANGES>) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const user = userEvent.setup();
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/shelves/s-1']}>
        <Routes>
          <Route path="/shelves/:id" element={<ShelfPage save={save} />} />
          <Route path="/shelves" element={<p>All shelves</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return user;
}

describe('useDetailForm', () => {
  it('opens on the stored values, saves, toasts from the noun and takes the saved values as pristine', async () => {
    const save = jest.fn((values: NameValues) =>
      Promise.resolve({ userErrors: [], shelf: { ...OAK, name: `${values.name.trim()}!` } }),
    );
    const user = renderShelf(save);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Oak');
    await user.type(name, ' wood ');
    await user.click(screen.getByRole('button', { name: 'Save shelf' }));
    expect(save).toHaveBeenCalledWith({ name: 'Oak wood ' });
    expect(await screen.findByText('Top shelf saved')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue('Oak wood!'));
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('toasts nothing when there is nothing new', async () => {
    const save = jest.fn(() => Promise.resolve(NO_CHANGES));
    const user = renderShelf(save);
    // Toasts of earlier tests may still stand.
    const toastsBefore = screen.queryAllByText('Top shelf saved').length;
    await user.click(screen.getByRole('button', { name: 'Save shelf' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(screen.queryAllByText('Top shelf saved')).toHaveLength(toastsBefore);
  });

  it('shows userErrors at their fields', async () => {
    const user = renderShelf(() =>
      Promise.resolve({ userErrors: [{ field: ['name'], message: 'Name is taken' }], shelf: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Save shelf' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('useDetailRemove', () => {
  it('words the button and the toast from the noun, asks, then leaves for the way back', async () => {
    const user = renderShelf(() => Promise.resolve(NO_CHANGES));
    await user.click(screen.getByRole('button', { name: 'Delete top shelf' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete shelf Oak?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('All shelves')).toBeInTheDocument();
    expect(await screen.findByText('Top shelf deleted')).toBeInTheDocument();
  });
});
