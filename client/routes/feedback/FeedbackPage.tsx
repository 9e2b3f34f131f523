import styled from '@emotion/styled';
import { formatDateLong, formatTime } from '../../../shared/format';
import { Page } from '../../components/page';
import { useProfile } from '../../hooks/useProfile';
import { usePersonalData } from '../../hooks/usePersonalData';
import type { FeedbackRoute } from './route';
import type { PageProps } from '../route-module';
import { Aside, Note, Panel, TwoColumns } from '../../ui/layout';
import { space } from '../../ui/theme';
import { crumbs } from '../crumbs';
import { FeedbackForm } from './FeedbackForm';

/** /personal/feedback/: the callback form, prefilled from the profile, and what this account sent. */
export default function FeedbackPage({ keys }: PageProps<FeedbackRoute>) {
  const profile = useProfile();
  const sent = usePersonalData(keys.sent);
  const requests = sent.data?.requests;
  return (
    <Page title="Обратная связь" parents={[crumbs.personal]}>
      <TwoColumns aside="minmax(280px, 400px)">
        {profile ? <FeedbackForm profile={profile} onSent={() => void sent.mutate()} /> : <div />}
        <Aside>
          <Panel tone="white" aria-labelledby="feedback-sent">
            <h2 id="feedback-sent">Ваши обращения</h2>
            {requests && requests.length > 0 ? (
              <List>
                {requests.map((r) => (
                  <li key={r.ID}>
                    <Note>
                      {formatDateLong(r.CREATED_AT)}, {formatTime(r.CREATED_AT)}
                    </Note>
                    <p>{r.MESSAGE || 'Просьба перезвонить'}</p>
                  </li>
                ))}
              </List>
            ) : requests ? (
              <Note>Вы ещё не писали нам отсюда.</Note>
            ) : sent.error ? (
              <Note role="alert">Не удалось загрузить обращения.</Note>
            ) : (
              <Note role="status">Загружаем…</Note>
            )}
          </Panel>
        </Aside>
      </TwoColumns>
    </Page>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: ${space.xxs} 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
