import { Tag } from '@blueprintjs/core';
import { showToast } from '../../../app/toaster';
import { emptiedOnSuccess, requirePayload, useMutationForm } from '../../../components/form/useMutationForm';
import { errorMessage } from '../../../graphql/errors';
import {
  useApplyCartPromotionCodeMutation,
  useRemoveCartPromotionCodeMutation,
  type CartDetailFragment,
} from '../../../graphql/generated';
import { TextField } from '../../../components/form/TextField';
import { InlineForm } from '../../../components/form/InlineForm';

interface CodeValues {
  code: string;
}

const FIELDS = ['code'] as const;

/** Applied promotion codes (each removable) and a field to apply one; a refused code shows inline. */
export function PromotionCodes({ cart }: { cart: CartDetailFragment }) {
  const [apply] = useApplyCartPromotionCodeMutation();
  const [remove] = useRemoveCartPromotionCodeMutation();
  const { form, ...mutationForm } = useMutationForm<CodeValues>({
    defaultValues: { code: '' },
    fieldNames: FIELDS,
    submit: async ({ code }) => {
      const { data } = await apply({ variables: { cartId: cart.id, code: code.trim() } });
      const { userErrors } = requirePayload(data?.applyCartPromotionCode);
      if (userErrors.length === 0) showToast(`Code ${code.trim()} applied`);
      return emptiedOnSuccess(userErrors, { code: '' });
    },
  });
  const removeCode = async (code: string) => {
    try {
      const { data } = await remove({ variables: { cartId: cart.id, code } });
      const problem = data?.removeCartPromotionCode.userErrors[0];
      showToast(problem ? problem.message : `Code ${code} removed`, problem ? 'danger' : 'success');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    }
  };
  return (
    <section className="cart-section" aria-label="Promotion codes">
      <h3>Promotion codes</h3>
      <div className="cart-codes">
        {cart.promotions.length === 0 && <span className="bp6-text-muted">No codes applied.</span>}
        {cart.promotions.map((promotion) => (
          <Tag
            key={promotion.code}
            large
            intent="success"
            onRemove={() => void removeCode(promotion.code)}
            aria-label={`Code ${promotion.code}`}
          >
            {promotion.code} ({promotion.amount.formatted})
          </Tag>
        ))}
      </div>
      <InlineForm
        className="cart-inline-form"
        label="Apply promotion code"
        mutationForm={mutationForm}
        submitText="Apply code"
      >
        <TextField
          form={form}
          name="code"
          id="cart-promotion-code"
          label="Promotion code"
          rules={{ validate: (value) => value.trim() !== '' || 'Enter a code' }}
        />
      </InlineForm>
    </section>
  );
}
