import styled from '@emotion/styled';
import { colors } from '../../ui/theme';
import { Container } from '../page/Container';
import { ButtonLink } from '../../ui/Button';

interface Props {
  /** HTTP-like status; 500 unless told (spec §2.9). */
  status?: number;
  /** For other errors, the message is the title (spec §2.9). */
  message?: string;
}

/** Spec §2.9: 404 'Страница не найдена' with a link home; any other error shows its message. */
export function ErrorPage({ status = 500, message }: Props) {
  const notFound = status === 404;
  const title = notFound ? 'Страница не найдена' : message || 'Что-то пошло не так';
  return (
    <Container>
      <Box>
        <Status aria-hidden="true">{status}</Status>
        <h1>{title}</h1>
        <Text>
          {notFound
            ? 'Запрашиваемая страница не существует: возможно, её удалили или в адресе опечатка.'
            : 'Попробуйте обновить страницу чуть позже. Если ошибка повторится, напишите нам.'}
        </Text>
        <ButtonLink to="/">На главную</ButtonLink>
      </Box>
    </Container>
  );
}

/** The page of a route that does not exist. */
export function NotFound() {
  return <ErrorPage status={404} />;
}

const Box = styled.div`
  max-width: 560px;
  margin: 24px auto 0;
  text-align: center;
`;

const Status = styled.p`
  margin: 0;
  color: ${colors.decor};
  font-size: 72px;
  font-weight: 800;
  line-height: 1;
`;

const Text = styled.p`
  color: ${colors.muted};
  margin-bottom: 24px;
`;
