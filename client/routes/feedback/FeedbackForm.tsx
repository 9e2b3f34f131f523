import { useState, type FormEvent } from 'react';
import type { Profile } from '../../../shared/contract/profile';
import { ORDER_COMMENT_MAX } from '../../../shared/contract/order-constants';
import { PersonalDataConsent } from '../../components/form/PersonalDataConsent';
import { showSuccess } from '../../components/toasts';
import { api, errorsOf } from '../../hooks/fetcher';
import { useFormErrors } from '../../hooks/useFormErrors';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { maskPhone, phoneForApi, type PhoneValue } from '../../lib/phoneMask';
import { Button } from '../../ui/Button';
import { FormPanel } from '../../ui/FormPanel';
import { Field, Input, TextArea } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';

const FIELDS = ['name', 'phone', 'message', 'consent'] as const;

interface Props {
  profile: Profile;
  /** After a request is stored: the list of sent ones asks again. */
  onSent: () => void;
}

/** «Перезвоните мне» (POST /form/callback/) with the profile's name and phone already filled in. */
export function FeedbackForm({ profile, onSent }: Props) {
  const [name, setName] = useState(profile.NAME);
  const [phone, setPhone] = useState<PhoneValue>(() => {
    const local = profile.PHONE.slice(-10);
    return { local, text: maskPhone(local) };
  });
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const { form, errors, refuse, accept } = useFormErrors('feedback', FIELDS, 'message');
  const { run, sending } = useSubmitOnce();

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      try {
        await api.request('POST /form/callback/', { body: { name, phone: phoneForApi(phone.local), message, consent } });
        accept();
        setMessage('');
        showSuccess('Спасибо! Мы перезвоним в рабочее время.');
        onSent();
      } catch (error) {
        refuse(errorsOf(error));
      }
    });
  }

  return (
    <FormPanel ref={form} onSubmit={submit} noValidate aria-label="Обратная связь">
      <h2>Написать нам</h2>
      <Field label="Имя" error={errors.name}>
        <Input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      <Field label="Сообщение" hint="— вопрос, пожелание или удобное время для звонка" error={errors.message}>
        <TextArea name="message" rows={4} maxLength={ORDER_COMMENT_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      <PersonalDataConsent checked={consent} onChange={setConsent} error={errors.consent} />
      <div>
        <Button type="submit" size="medium" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Отправляем…' : 'Отправить'}
        </Button>
      </div>
    </FormPanel>
  );
}
