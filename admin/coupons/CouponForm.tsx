import {
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  type SimpleFormProps,
} from 'react-admin';

export const KIND_CHOICES = [
  { id: 'percent', name: 'shop.coupons.percent' },
  { id: 'fixed', name: 'shop.coupons.fixed' },
];

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
      <DateTimeInput source="startsAt" />
      <DateTimeInput source="endsAt" />
      <NumberInput source="totalLimit" min={1} />
      <NumberInput source="perCustomerLimit" min={1} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
