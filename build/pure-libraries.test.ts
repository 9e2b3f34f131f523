import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureRouterSource } from './pure-libraries';

const UPGRADE = "react-router's code is not what build/pure-libraries.ts was written for: see docs/patches.md";

describe('pure-libraries', () => {
  it('marks top-level constructions pure, leaves out display names and makes assignments after a class or var part of it, nothing else', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'var DEFAULT_NAVIGATION_URL = new URL("http://localhost");',
      'function f() { x.displayName = name; return React.createContext(1); }',
      '  let url = new URL(href);',
      'var _routes;',
      '_routes = new WeakMap();',
      'var Boundary = class extends React2.Component {',
      '  render() {}',
      '};',
      'Boundary.contextType = RSCRouterContext;',
      'var ENABLE_DEV_WARNINGS = true;',
    ].join('\n');
    expect(pureRouterSource(source)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
        'var DEFAULT_NAVIGATION_URL = /* @__PURE__ */ new URL("http://localhost");',
        'function f() { x.displayName = name; return React.createContext(1); }',
        '  let url = new URL(href);',
        'var _routes;',
        'var _routes = /* @__PURE__ */ new WeakMap();',
        'var Boundary = class extends React2.Component {',
        '  static contextType = RSCRouterContext;',
        '  render() {}',
        '};',
        'var ENABLE_DEV_WARNINGS = false;',
      ].join('\n'),
    );
  });

  it('still finds what it rewrites in the installed react-router (an upgrade that changes its shape shows here)', () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    const chunk = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((s) => s.includes('LocationContext.displayName'));
    expect(chunk, UPGRADE).toBeDefined();
    // Each anchor once: a second copy would be left as it is, or a rename would leave it unfound.
    expect(chunk!.match(/^var LocationContext = React\d*\.createContext\(/gm), UPGRADE).toHaveLength(1);
    expect(chunk!.match(/^\w+\.contextType = RSCRouterContext;$/gm), UPGRADE).toHaveLength(1);
    const pure = pureRouterSource(chunk!);
    expect(pure).not.toMatch(/^\w+\.(displayName|contextType) = /m);
    expect(pure).toContain('  static contextType = RSCRouterContext;');
    expect(pure).toContain('var LocationContext = /* @__PURE__ */ React');
  });

  it('turns off the development warnings of the build the package exports (the only difference from its production build)', () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'development');
    const chunk = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((s) => s.includes('var ENABLE_DEV_WARNINGS = true;'));
    expect(chunk, UPGRADE).toBeDefined();
    expect(chunk!.match(/^var ENABLE_DEV_WARNINGS = true;$/gm), UPGRADE).toHaveLength(1);
    expect(pureRouterSource(chunk!)).toContain('var ENABLE_DEV_WARNINGS = false;');
  });
});
