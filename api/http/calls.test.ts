import { describe, expect, it } from 'vitest';
import { splitCallId } from '../../shared/contract/call';
import { calls, type CallId } from '../../shared/contract/calls';
import { byPrecedence } from './calls';

const ids = Object.keys(calls) as CallId[];

/** Whether `specific` names only addresses `general` names too: a fixed segment where it has a parameter. */
function narrower(specific: CallId, general: CallId): boolean {
  const a = splitCallId(specific).path.split('/');
  const b = splitCallId(general).path.split('/');
  // Two methods of one path (GET and POST /admin/staff/) catch each other's address with neither narrower.
  const caught = a.every((s, i) => s === b[i] || (b[i]!.startsWith('{') && !s.startsWith('{')));
  return a.length === b.length && caught && a.some((s, i) => s !== b[i]);
}

/** The table in many orders (a fixed pseudo-random shuffle each), as splitting or editing it may leave it. */
function shuffles(count: number): CallId[][] {
  let seed = 20_250_609;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, () => {
    const order = [...ids];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  });
}

describe('byPrecedence', () => {
  it('puts a call before any call whose path parameter would catch its address, whatever the table order', () => {
    for (const order of [ids, ...shuffles(100)]) {
      const sorted = byPrecedence(order);
      for (const a of ids)
        for (const b of ids) if (narrower(a, b)) expect(sorted.indexOf(a), `${a} before ${b}`).toBeLessThan(sorted.indexOf(b));
    }
  });
});
