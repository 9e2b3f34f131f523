import { describe, expect, it } from 'vitest';
import { textSink } from '../../test/support/text-sink';
import { createLogger } from './logger';

/** A sink that says it is (or is not) a terminal. */
function sink(isTTY: boolean) {
  const { stream, chunks } = textSink();
  return { out: Object.assign(stream, { isTTY }), text: () => chunks.join('') };
}

describe('createLogger', () => {
  it('writes JSON for a collector and readable lines for a person at a terminal, unless LOG_FORMAT says', () => {
    const file = sink(false);
    createLogger({ name: 'web', level: 'info' }, file.out).info('магазин открыт');
    expect(JSON.parse(file.text())).toMatchObject({ name: 'web', msg: 'магазин открыт' });

    const terminal = sink(true);
    createLogger({ name: 'web', level: 'info' }, terminal.out).info('магазин открыт');
    expect(terminal.text()).toMatch(/INFO.*\(web\).*магазин открыт/);
    expect(() => JSON.parse(terminal.text())).toThrow();

    const forced = sink(true);
    createLogger({ name: 'web', level: 'info', format: 'json' }, forced.out).info('магазин открыт');
    expect(JSON.parse(forced.text())).toMatchObject({ msg: 'магазин открыт' });
  });

  it('says a request in one pretty line: method, path, status, time, upstream, address, id', () => {
    const terminal = sink(false);
    const logger = createLogger({ level: 'info', format: 'pretty' }, terminal.out).child({ reqId: 'r-1' });
    logger.info(
      { method: 'GET', path: '/shop/', status: 200, ms: 14, upstream: 'api', upstreamMs: 9, clientIp: '203.0.113.7' },
      'запрос обработан',
    );
    expect(terminal.text()).toContain('GET /shop/ 200 14 мс (api 9 мс) 203.0.113.7 [r-1]');
    expect(terminal.text().trim().split('\n')).toHaveLength(1);
  });

  it('hides phones, e-mails and credentials in whatever a handler logs, in both formats', () => {
    for (const format of ['json', 'pretty'] as const) {
      const out = sink(false);
      createLogger({ level: 'info', format }, out.out).warn(
        { phone: '+7 916 123-45-67', buyer: { email: 'mama@example.ru', sid: 'sid-secret' }, token: 'token-secret' },
        'заказ 8 (916) 765-43-21',
      );
      const text = out.text();
      for (const secret of ['123-45-67', '765-43-21', 'mama@', 'sid-secret', 'token-secret']) expect(text, format).not.toContain(secret);
      expect(text).toContain('***@example.ru');
      expect(text).toContain('+7 ***-***-**-67');
    }
  });
});
