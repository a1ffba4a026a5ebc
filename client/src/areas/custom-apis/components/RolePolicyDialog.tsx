import { Checkbox, HTMLSelect } from '@blueprintjs/core';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';

export interface RolePolicyFormValues {
  roleId: string;
  create: boolean;
  list: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
}

export const PERMISSIONS = ['create', 'list', 'read', 'update', 'delete'] as const;

export interface RolePolicyDialogProps {
  roles: readonly { id: string; name: string }[];
  onSubmit: (values: RolePolicyFormValues) => Promise<MutationFormResult<RolePolicyFormValues>>;
  onClose: () => void;
}

/** Grants a built-in role access to the API's entries. Mounted only while open. */
export function RolePolicyDialog({ roles, onSubmit, onClose }: RolePolicyDialogProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<RolePolicyFormValues>({
    defaultValues: {
      roleId: roles[0]?.id ?? '',
      create: false,
      list: true,
      read: true,
      update: false,
      delete: false,
    },
    fieldNames: ['roleId', ...PERMISSIONS],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Add role policy"
      submitText="Add policy"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="role-policy-role" label="Role" error={fieldErrorMessage(errors.roleId)}>
        <HTMLSelect
          id="role-policy-role"
          {...form.register('roleId')}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
        />
      </FormField>
      <div role="group" aria-label="Permissions">
        {PERMISSIONS.map((permission) => {
          const { ref, ...registration } = form.register(permission);
          return (
            <Checkbox
              key={permission}
              {...registration}
              inputRef={ref}
              inline
              label={permission[0]?.toUpperCase() + permission.slice(1)}
            />
          );
        })}
      </div>
    </FormDialog>
  );
}
