import styled from '@emotion/styled';
import { Page } from '../../components/page';
import { Prose } from '../../components/page/Prose';
import { colors, radius } from '../../ui/theme';

// Russian children's sizes go by height; chest girth and age are a guide for the first years.
const SIZES = [
  { size: '50', height: '46–50', chest: '38', age: 'до 1 мес.' },
  { size: '56', height: '51–56', chest: '40', age: '1–2 мес.' },
  { size: '62', height: '57–62', chest: '42', age: '2–3 мес.' },
  { size: '68', height: '63–68', chest: '44', age: '3–6 мес.' },
  { size: '74', height: '69–74', chest: '46', age: '6–9 мес.' },
  { size: '80', height: '75–80', chest: '48', age: '9–12 мес.' },
  { size: '86', height: '81–86', chest: '50', age: '1–1,5 года' },
  { size: '92', height: '87–92', chest: '52', age: '1,5–2 года' },
  { size: '98', height: '93–98', chest: '54', age: '2–3 года' },
  { size: '104', height: '99–104', chest: '56', age: '3–4 года' },
];

/** /size/: the size table. */
export default function SizePage() {
  return (
    <Page title="Таблица размеров">
      <Prose>
        <p className="lead">
          Размер детской одежды — это рост ребёнка в сантиметрах. Если рост на границе, берите размер больше: хлопок после стирки может
          немного сесть.
        </p>
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">Размер</th>
                <th scope="col">Рост, см</th>
                <th scope="col">Обхват груди, см</th>
                <th scope="col">Возраст</th>
              </tr>
            </thead>
            <tbody>
              {SIZES.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  <td>{row.height}</td>
                  <td>{row.chest}</td>
                  <td>{row.age}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
        <p>Как измерить: рост — от макушки до пяток лёжа; обхват груди — по самым выступающим точкам.</p>
      </Prose>
    </Page>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  margin: 0 0 16px;
`;

const Table = styled.table`
  width: 100%;
  min-width: 420px;
  background: ${colors.white};
  border-radius: ${radius.md};
  overflow: hidden;
  th,
  td {
    padding: 10px 14px;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    background: ${colors.sageLight};
    font-size: 14px;
  }
  tbody th {
    font-weight: 800;
  }
`;
