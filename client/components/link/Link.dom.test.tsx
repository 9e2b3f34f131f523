// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/dom';
import { isActivePath, Link, NavLink } from './Link';

describe('the shop’s links', () => {
  it('navigate in the app on a plain click, with state, and leave a modified click to the browser', () => {
    const view = renderInShop(
      <>
        <Link to="/about/" state={{ from: 'test' }}>
          О бренде
        </Link>
        <Link to="/contacts/">Контакты</Link>
      </>,
      { url: '/' },
    );
    const about = view.getByText('О бренде');
    expect(about.getAttribute('href')).toBe('/about/');
    fireEvent.click(view.getByText('Контакты'), { ctrlKey: true });
    expect(view.location().pathname).toBe('/');
    fireEvent.click(about);
    expect(view.location().pathname).toBe('/about/');
    expect(view.location().state).toEqual({ from: 'test' });
  });

  it('call their own click handler first, which can keep the router out', () => {
    const view = renderInShop(
      <Link to="/about/" onClick={(event) => event.preventDefault()}>
        О бренде
      </Link>,
    );
    fireEvent.click(view.getByText('О бренде'));
    expect(view.location().pathname).toBe('/');
  });

  it('leave an absolute URL to the browser', () => {
    const view = renderInShop(<Link to="https://example.org/x">Внешняя</Link>);
    expect(view.getByText('Внешняя').getAttribute('href')).toBe('https://example.org/x');
  });

  it('mark the current section active, as react-router’s NavLink does', () => {
    const view = renderInShop(
      <>
        <NavLink to="/shop/" end className="top">
          Магазин
        </NavLink>
        <NavLink to="/outlet/">Outlet</NavLink>
      </>,
      { url: '/outlet/bodi/' },
    );
    expect(view.getByText('Outlet').className).toBe('active');
    expect(view.getByText('Outlet').getAttribute('aria-current')).toBe('page');
    expect(view.getByText('Магазин').className).toBe('top');
    expect(view.getByText('Магазин').hasAttribute('aria-current')).toBe(false);
  });

  it('match a path as react-router does: exact with `end`, below it without, any case', () => {
    expect(isActivePath('/shop/', '/shop/', true)).toBe(true);
    expect(isActivePath('/shop/odezhda/', '/shop/', true)).toBe(false);
    expect(isActivePath('/shop/odezhda/', '/shop/', false)).toBe(true);
    expect(isActivePath('/shop/odezhda/', '/shop', false)).toBe(true);
    expect(isActivePath('/shopping/', '/shop', false)).toBe(false);
    expect(isActivePath('/Shop/', '/shop/', true)).toBe(true);
  });
});
