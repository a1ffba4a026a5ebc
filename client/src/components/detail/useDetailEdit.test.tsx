import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MutationFormDialog, type EntityFormDialogProps } from '../form/MutationFormDialog';
import { TextField } from '../form/TextField';
import type { UserErrorLike } from '../form/userErrors';
import { DetailLayout } from './DetailLayout';
import { NO_CHANGES } from './detailSave';
import { useDetailEdit } from './useDetailEdit';
import { useDetailQuery, type DetailQueryOptions } from './useDetailQuery';

interface NameValues {
  name: string;
}

interface UpdatePayload {
  userErrors: UserErrorLike[];
  shelf: { id: string } | null;
}

function NameFormDialog({ onSubmit, ...dialog }: EntityFormDialogProps<NameValues>) {
  return (
    <MutationFormDialog<NameValues> {...dialog} fieldNames={['name']} submit={onSubmit}>
      {(form) => <TextField form={form} name="name" id="shelf-name" label="Name" />}
    </MutationFormDialog>
  );
}

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function ShelfPage({
  save,
  fieldErrors,
}: {
  save: (values: NameValues) => Promise<UpdatePayload | typeof NO_CHANGES>;
  fieldErrors?: (errors: readonly UserErrorLike[]) => readonly UserErrorLike[];
}) {
  const edit = useDetailEdit({
    noun: 'top shelf',
    dialog: 'edit-shelf',
    form: NameFormDialog,
    values: { name: 'Oak' },
    save,
    saved: (payload) => payload.shelf,
    fieldErrors,
  });
  return (
    <DetailLayout title="Oak" back={{ to: '/shelves', label: 'Shelves' }} edit={edit}>
      <Search />
    </DetailLayout>
  );
}

function renderShelf(...args: Parameters<typeof ShelfPage>) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ShelfPage {...args[0]} />
    </MemoryRouter>,
  );
  return user;
}

const saved = (name: string): UpdatePayload => ({ userErrors: [], shelf: { id: name } });

describe('useDetailEdit with DetailLayout', () => {
  it('opens its dialog in the URL, titled from the noun, on the stored values; saving sends and closes', async () => {
    const save = jest.fn((values: NameValues) => Promise.resolve(saved(values.name)));
    const user = renderShelf({ save });
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?dialog=edit-shelf');
    const dialog = screen.getByRole('form', { name: 'Edit top shelf' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Oak');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' wood');
    await user.click(screen.getByRole('button', { name: 'Save top shelf' }));
    expect(save).toHaveBeenCalledWith({ name: 'Oak wood' });
    expect(await screen.findByText('Top shelf saved')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('');
  });

  it('closes without a toast when there is nothing to save', async () => {
    const user = renderShelf({ save: () => Promise.resolve(NO_CHANGES) });
    // The earlier test's toast is cleared between tests, but may still be leaving the screen.
    await waitFor(() => expect(screen.queryByText('Top shelf saved')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    await user.click(screen.getByRole('button', { name: 'Save top shelf' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit top shelf' })).toBeNull());
    expect(screen.queryByText('Top shelf saved')).toBeNull();
  });

  it('keeps the dialog open with the userErrors, mapped onto the form by fieldErrors', async () => {
    const refusal: UpdatePayload = {
      userErrors: [{ field: ['title'], message: 'Name is taken' }],
      shelf: null,
    };
    const user = renderShelf({
      save: () => Promise.resolve(refusal),
      fieldErrors: (errors) => errors.map((error) => ({ ...error, field: ['name'] })),
    });
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    await user.click(screen.getByRole('button', { name: 'Save top shelf' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('form', { name: 'Edit top shelf' })).toBeInTheDocument();
  });
});

describe('useDetailQuery', () => {
  it("runs the query for the route's id, read afresh", () => {
    const useShelfQuery = jest.fn((options: DetailQueryOptions) => options.variables.id);
    function ShelfId() {
      return <p>{useDetailQuery(useShelfQuery)}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/shelves/s-7']}>
        <Routes>
          <Route path="/shelves/:id" element={<ShelfId />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('s-7')).toBeInTheDocument();
    expect(useShelfQuery).toHaveBeenCalledWith({
      variables: { id: 's-7' },
      fetchPolicy: 'cache-and-network',
    });
  });
});
