import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { colors, layout, mq, radius, shadow } from '../../ui/theme';
import { Icon } from '../icon';

// Spec §9: the control appears after scrolling more than 300 px.
const THRESHOLD = 300;

/** «Наверх»: hidden on the server and until the page is scrolled, so hydration always agrees. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <Button type="button" aria-label="Наверх" onClick={() => window.scrollTo({ top: 0 })}>
      <Icon name="arrowUp" size={22} />
    </Button>
  );
}

const Button = styled.button`
  position: fixed;
  right: 16px;
  bottom: calc(${layout.bottomNavHeight} + 16px + env(safe-area-inset-bottom));
  z-index: 15;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 46px;
  height: 46px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.white};
  color: ${colors.sageDark};
  box-shadow: ${shadow.soft};
  cursor: pointer;
  ${mq.desktop} {
    bottom: 24px;
    right: 24px;
  }
`;
