import { Checkbox, HTMLSelect } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormResult } from '../../../components/form/useMutationForm';

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
  /** The policy being edited: its role stays fixed, its permissions start as stored. */
  policy?: { role: { id: string; name: string } | null } & Omit<RolePolicyFormValues, 'roleId'>;
  onSubmit: (values: RolePolicyFormValues) => Promise<MutationFormResult<RolePolicyFormValues>>;
  onClose: () => void;
}

/** Grants a built-in role access to the API's entries, or edits a grant. Mounted only while open. */
export function RolePolicyDialog({ roles, policy, onSubmit, onClose }: RolePolicyDialogProps) {
  return (
    <MutationFormDialog<RolePolicyFormValues>
      title={policy ? `Edit role policy for ${policy.role?.name ?? 'role'}` : 'Add role policy'}
      submitText={policy ? 'Save policy' : 'Add policy'}
      defaultValues={
        policy
          ? {
              roleId: policy.role?.id ?? '',
              create: policy.create,
              list: policy.list,
              read: policy.read,
              update: policy.update,
              delete: policy.delete,
            }
          : {
              roleId: roles[0]?.id ?? '',
              create: false,
              list: true,
              read: true,
              update: false,
              delete: false,
            }
      }
      fieldNames={['roleId', ...PERMISSIONS]}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField id="role-policy-role" label="Role" error={fieldErrorMessage(errors.roleId)}>
            <HTMLSelect
              id="role-policy-role"
              {...form.register('roleId')}
              disabled={policy !== undefined}
              options={(policy?.role ? [policy.role] : roles).map((role) => ({
                value: role.id,
                label: role.name,
              }))}
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
          {PERMISSIONS.map((permission) => {
            const message = fieldErrorMessage(errors[permission]);
            return (
              message && (
                <p key={permission} className="bp6-form-helper-text bp6-intent-danger" role="alert">
                  {permission}: {message}
                </p>
              )
            );
          })}
        </>
      )}
    </MutationFormDialog>
  );
}
