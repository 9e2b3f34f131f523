import { describe, expect, it } from 'vitest';
import { trustLoopbackPeer, trustProxySetting } from './trust-proxy';

const parse = (value: string | undefined) => trustProxySetting.safeParse(value);

describe('TRUST_PROXY', () => {
  it("reads Express's own syntax", () => {
    expect(parse(undefined).data).toBe('loopback');
    expect(parse('none').data).toBe(false);
    expect(parse('false').data).toBe(false);
    expect(parse('2').data).toBe(2);
    expect(parse('loopback, 10.0.0.0/8, 192.168.1.1, fd00::/8, 172.16.0.0/255.240.0.0').data).toBe(
      'loopback,10.0.0.0/8,192.168.1.1,fd00::/8,172.16.0.0/255.240.0.0',
    );
  });

  it('refuses true (anyone would name their own address) and what is not an address', () => {
    for (const value of ['true', 'all', '10.0.0.0/33', '10.0.0', 'loopback,', 'example.com', '-1']) {
      expect(parse(value).success, value).toBe(false);
    }
  });
});

describe("the api's trust", () => {
  it('believes its peer when it is on this machine, and no hop further', () => {
    expect(trustLoopbackPeer('127.0.0.1', 0)).toBe(true);
    expect(trustLoopbackPeer('::1', 0)).toBe(true);
    expect(trustLoopbackPeer('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trustLoopbackPeer('127.0.0.1', 1)).toBe(false);
    expect(trustLoopbackPeer('10.0.0.5', 0)).toBe(false);
  });
});
