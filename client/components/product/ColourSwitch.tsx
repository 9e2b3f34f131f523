import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { ProductDetail } from '../../../shared/contract/catalog';
import { colors, radius } from '../../ui/theme';

/** The same model in other colours: swatches linking to their pages. */
export function ColourSwitch({ current, options }: { current: ProductDetail['COLOR']; options: ProductDetail['COLORS'] }) {
  return (
    <Box>
      <p>
        Цвет: <strong>{current.NAME}</strong>
      </p>
      {options.length > 1 && (
        <ul aria-label="Другие цвета">
          {options.map((o) => (
            <li key={o.ID}>
              <Swatch
                to={o.URL}
                aria-label={o.COLOR.NAME}
                title={o.COLOR.NAME}
                aria-current={o.ACTIVE ? 'true' : undefined}
                style={{ background: o.COLOR.HEX }}
              />
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

const Box = styled.div`
  p {
    margin: 0 0 8px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Swatch = styled(Link)`
  display: block;
  width: 36px;
  height: 36px;
  border-radius: ${radius.round};
  box-shadow: inset 0 0 0 1px rgba(47, 46, 43, 0.18);
  &[aria-current='true'] {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 3px;
  }
  &:focus-visible {
    outline: 2px solid ${colors.graphite};
    outline-offset: 3px;
  }
`;
