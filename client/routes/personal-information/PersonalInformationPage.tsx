import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { formatPhone } from '../../../shared/format/phone';
import { Page } from '../../components/page';
import { useProfile } from '../../hooks/useProfile';
import { useProfileUpdate } from '../../hooks/useProfileUpdate';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { useFormErrors } from '../../hooks/useFormErrors';
import { Button } from '../../ui/Button';
import { Panel, Stack } from '../../ui/layout';
import { space } from '../../ui/theme';
import { crumbs } from '../crumbs';
import { ChildrenFields } from './ChildrenFields';
import { PersonFields } from './PersonFields';
import { profileBody, profileFields, type ProfileFields } from './profileForm';

const FIELDS = ['name', 'email', 'birthday', 'children'] as const;

/**
 * /personal/information/: name, e-mail, birthday and the children (POST /profile/update/). Errors
 * stand beside their fields and come as toasts too (spec §8); success re-fetches the profile.
 */
export default function PersonalInformationPage() {
  const profile = useProfile();
  return (
    <Page title="Личные данные" parents={[crumbs.personal]}>
      {profile ? (
        <InformationForm key={profile.ID} start={profileFields(profile)} phone={profile.PHONE} />
      ) : (
        <p role="status">Загружаем…</p>
      )}
    </Page>
  );
}

function InformationForm({ start, phone }: { start: ProfileFields; phone: string }) {
  const [form, setForm] = useState(start);
  // The toasts come from useProfileUpdate; the form marks the fields.
  const { form: formElement, errors, mark, accept } = useFormErrors('personal-information', FIELDS, 'name');
  const save = useProfileUpdate('POST /profile/update/', 'Личные данные сохранены');
  const { run, sending } = useSubmitOnce();
  const change = (patch: Partial<ProfileFields>) => setForm((f) => ({ ...f, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const refused = await save(profileBody(form));
      if (refused) mark(refused);
      else accept();
    });
  }

  return (
    <Form ref={formElement} onSubmit={submit} noValidate aria-label="Личные данные">
      <Stack>
        <Panel as="fieldset">
          <legend>О вас</legend>
          <PersonFields form={form} phone={formatPhone(phone) ?? phone} errors={errors} onChange={change} />
        </Panel>
        <Panel as="fieldset">
          <legend>Дети</legend>
          <ChildrenFields rows={form.children} errors={errors} onChange={(children) => change({ children })} />
        </Panel>
        <div>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Сохраняем…' : 'Сохранить'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

const Form = styled.form`
  margin-bottom: ${space.xxl};
`;
