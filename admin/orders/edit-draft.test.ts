import { describe, expect, it } from 'vitest';
import { editOperations, parseQuantity, startDraft, type EditDraft } from './edit-draft';
import type { OfferPick, OrderLine } from './types';

const line = (id: number, offerId: number | null, quantity: number, size = '62'): OrderLine => ({
  id,
  offerId,
  productCode: `p-${id}`,
  name: `Боди ${id}`,
  colour: 'молочный',
  size,
  quantity,
  priceKopecks: 150_000,
  discountKopecks: 0,
  giftCertificate: false,
});
const offer = (id: number, size = '44'): OfferPick => ({
  id,
  productCode: 'hat',
  name: 'Шапочка',
  colour: 'молочный',
  size,
  priceKopecks: 45_050,
  stock: 5,
  active: true,
});

const lines = [line(1, 11, 2), line(2, 21, 1), line(3, null, 1)];
const change = (draft: EditDraft, id: number, over: Partial<EditDraft['lines'][number]>): EditDraft => ({
  ...draft,
  lines: { ...draft.lines, [id]: { ...draft.lines[id]!, ...over } },
});

describe('the line edit as operations', () => {
  it('sends nothing for a draft left as it was', () => {
    expect(editOperations(lines, startDraft(lines))).toEqual({ operations: null, problem: 'Ничего не изменено' });
  });

  it('sends removals, then size swaps, quantities and added lines, in one list', () => {
    let draft = startDraft(lines);
    draft = change(draft, 1, { quantity: ' 1 ', offerId: 12, size: '68' });
    draft = change(draft, 2, { removed: true, quantity: 'x' });
    draft = { ...draft, added: [{ offer: offer(31), quantity: '3' }] };
    expect(editOperations(lines, draft)).toEqual({
      problem: null,
      operations: [
        { op: 'remove', lineId: 2 },
        { op: 'size', lineId: 1, offerId: 12 },
        { op: 'quantity', lineId: 1, quantity: 1 },
        { op: 'add', offerId: 31, quantity: 3 },
      ],
    });
  });

  it('lets a line take the size a removed line had', () => {
    let draft = change(startDraft(lines), 2, { removed: true });
    draft = change(draft, 1, { offerId: 21, size: '74' });
    expect(editOperations(lines, draft).operations).toEqual([
      { op: 'remove', lineId: 2 },
      { op: 'size', lineId: 1, offerId: 21 },
    ]);
  });

  it('names the line whose quantity is not a whole number from 1 to 999, and sends nothing', () => {
    for (const typed of ['0', '', '1,5', '1000', '-1', 'два'])
      expect(editOperations(lines, change(startDraft(lines), 1, { quantity: typed }))).toEqual({
        operations: null,
        problem: '«Боди 1», размер 62: количество — целое число от 1 до 999',
      });
    expect(editOperations(lines, { ...startDraft(lines), added: [{ offer: offer(31), quantity: '0' }] }).problem).toBe(
      '«Шапочка», размер 44: количество — целое число от 1 до 999',
    );
  });

  it('refuses to add a size the order already has, or the same size twice', () => {
    const twice = { ...startDraft(lines), added: [{ offer: offer(11, '62'), quantity: '1' }] };
    expect(editOperations(lines, twice).problem).toBe('«Шапочка», размер 62, уже есть в заказе — измените количество в его строке');
    const again = {
      ...startDraft(lines),
      added: [
        { offer: offer(31), quantity: '1' },
        { offer: offer(31), quantity: '2' },
      ],
    };
    expect(editOperations(lines, again).problem).toMatch(/уже есть в заказе/u);
  });

  it('refuses to leave the order without lines: that is a cancel', () => {
    let draft = startDraft(lines);
    for (const l of lines) draft = change(draft, l.id, { removed: true });
    expect(editOperations(lines, draft).problem).toMatch(/отмените заказ/u);
    expect(editOperations(lines, { ...draft, added: [{ offer: offer(31), quantity: '1' }] }).operations).toHaveLength(4);
  });

  it('reads quantities typed with spaces around, and nothing else', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('999')).toBe(999);
    expect(parseQuantity('1e2')).toBeNull();
  });
});
