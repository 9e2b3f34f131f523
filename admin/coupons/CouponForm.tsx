import {
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useGetList,
  type SimpleFormProps,
} from 'react-admin';
import type { SectionAdmin } from '../../shared/contract/admin/sections';
import { sectionPathChoices } from './sections';

export const KIND_CHOICES = [
  { id: 'percent', name: 'shop.coupons.percent' },
  { id: 'fixed', name: 'shop.coupons.fixed' },
];

/** The coupon's sections, picked by name from the tree (the coupon holds their ids); none: every product. */
function SectionsInput() {
  const { data = [], isPending } = useGetList<SectionAdmin>('sections', { pagination: { page: 1, perPage: 1000 } });
  return (
    <AutocompleteArrayInput
      source="sectionIds"
      choices={sectionPathChoices(data)}
      isPending={isPending}
      helperText="shop.coupons.sections_help"
      fullWidth
    />
  );
}

/** Every rule the basket knows; the server refuses what it could not honour, beside the field. */
export function CouponForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props} defaultValues={{ kind: 'percent', minSumRub: 0, active: true, sectionIds: [] }}>
      <TextInput source="code" validate={required()} helperText="shop.coupons.code_help" fullWidth />
      <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'fixed' ? (
            <NumberInput source="amountRub" min={1} validate={required()} />
          ) : (
            <NumberInput source="value" min={1} max={100} validate={required()} />
          )
        }
      </FormDataConsumer>
      <NumberInput source="minSumRub" min={0} />
      <SectionsInput />
      <DateTimeInput source="startsAt" />
      <DateTimeInput source="endsAt" />
      <NumberInput source="totalLimit" min={1} />
      <NumberInput source="perCustomerLimit" min={1} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
