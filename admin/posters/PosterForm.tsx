import { BooleanInput, DateTimeInput, NumberInput, SelectInput, SimpleForm, TextInput, required, type SimpleFormProps } from 'react-admin';

const TYPE_CHOICES = [
  { id: 'HTML', name: 'shop.posters.html' },
  { id: 'IMAGE', name: 'shop.posters.image' },
];
const TARGET_CHOICES = [
  { id: '_self', name: 'shop.posters.same_tab' },
  { id: '_blank', name: 'shop.posters.new_tab' },
];

/** Every field of spec §3 plus the dates; the server sanitizes the text and refuses the rest beside its field. */
export function PosterForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props} defaultValues={{ type: 'HTML', delayMinutes: 60, active: true, link: { target: '_self' } }}>
      <TextInput source="name" validate={required()} fullWidth />
      <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
      <TextInput source="picture" fullWidth />
      <TextInput source="text" multiline minRows={3} fullWidth />
      <TextInput source="link.href" fullWidth />
      <SelectInput source="link.target" choices={TARGET_CHOICES} />
      <TextInput source="link.text" fullWidth />
      <TextInput source="showInText" multiline minRows={2} fullWidth />
      <TextInput source="hideInText" multiline minRows={2} fullWidth />
      <NumberInput source="delayMinutes" min={0} />
      <DateTimeInput source="startsAt" />
      <DateTimeInput source="endsAt" />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
