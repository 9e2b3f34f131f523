import type { Profile, ProfileUpdateBody } from '../../../shared/contract/profile';

/** One child's row as the form holds it; `key` keeps React's rows apart while rows come and go. */
export interface ChildRow {
  key: number;
  name: string;
  birthday: string;
}

/** The personal data form as the page holds it. */
export interface ProfileFields {
  name: string;
  email: string;
  birthday: string;
  children: ChildRow[];
}

let nextKey = 0;
/** An empty row for «Добавить ребёнка». */
export const newChild = (): ChildRow => ({ key: ++nextKey, name: '', birthday: '' });

/** The form filled from the profile. */
export function profileFields(profile: Profile): ProfileFields {
  return {
    name: profile.NAME,
    email: profile.EMAIL ?? '',
    birthday: profile.BIRTHDAY ?? '',
    children: profile.CHILDREN.map((child) => ({ ...newChild(), name: child.NAME, birthday: child.BIRTHDAY ?? '' })),
  };
}

/** What POST /profile/update/ gets: the whole form; the api trims and reads '' as not given. */
export function profileBody(form: ProfileFields): ProfileUpdateBody {
  return {
    name: form.name,
    email: form.email,
    birthday: form.birthday,
    children: form.children.map(({ name, birthday }) => ({ name, birthday })),
  };
}
