import { Button, Callout, Card, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { FormErrors } from '../../components/form/FormErrors';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm, requirePayload } from '../../components/form/useMutationForm';
import { useCreateSsoProfileMutation } from '../../graphql/generated';

interface SsoProfileValues {
  storeName: string;
}

/** `/sso-profile`: a seller who signed in with SSO creates their store (`POST /api/sso-profiles`). */
export function SsoProfilePage() {
  const [createProfile] = useCreateSsoProfileMutation();
  const [created, setCreated] = useState<string | null>(null);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<SsoProfileValues>({
    defaultValues: { storeName: '' },
    fieldNames: ['storeName'],
    submit: async ({ storeName }) => {
      const { data } = await createProfile({ variables: { storeName: storeName.trim() } });
      const payload = requirePayload(data?.createSsoProfile);
      if (payload.store) setCreated(payload.store.name);
      return { userErrors: payload.userErrors };
    },
  });

  return (
    <>
      <PageHeader title="Store profile" />
      <Card className="form-card">
        {created ? (
          <Callout intent="success" role="status">
            Store {created} was created in your organization.
          </Callout>
        ) : (
          <form noValidate onSubmit={onSubmit} aria-label="Store profile">
            <FormErrors messages={formErrors} />
            <FormField
              id="sso-profile-store-name"
              label="Store name"
              error={fieldErrorMessage(form.formState.errors.storeName)}
            >
              <InputGroup
                {...blueprintField(form, 'storeName', 'sso-profile-store-name', {
                  validate: (value) => value.trim() !== '' || 'Enter a store name',
                })}
              />
            </FormField>
            <Button type="submit" intent="primary" loading={submitting} text="Create store" />
          </form>
        )}
      </Card>
    </>
  );
}
