import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { FeedData } from '../../shared/contract/feed';
import { moscowTime, ymlXml } from './yml-xml';

const data: FeedData = {
  SHOP: { NAME: 'Хлопушки & Co', COMPANY: 'ООО «Хлопушки»', EMAIL: 'hello@example.ru' },
  CATEGORIES: [{ ID: 1, NAME: 'Одежда', PARENT_ID: null }],
  OFFERS: [
    {
      ID: 7,
      GROUP_ID: 3,
      PRODUCT_ID: 3,
      NAME: 'Боди <"мягкое">',
      URL: '/shop/3-bodi-product/',
      PRICE: 990.5,
      OLD_PRICE: null,
      CATEGORY_ID: 1,
      PICTURES: ['/images/a.svg', 'https://cdn.example/b.jpg'],
      AVAILABLE: true,
      SIZE: '50–56',
      COLOUR: 'молочный',
      DESCRIPTION: 'Хлопок\u0001 & лён ]]>',
    },
  ],
};

describe('ymlXml', () => {
  const body = ymlXml('https://shop.example', data, new Date(Date.UTC(2026, 0, 31, 22, 5)));
  const offer = (
    new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(body) as {
      yml_catalog: { shop: { name: string; offers: { offer: Record<string, unknown> } } };
    }
  ).yml_catalog.shop;

  it('escapes text and drops characters XML forbids, so any name or description stays well-formed', () => {
    expect(offer.name).toBe('Хлопушки & Co');
    expect(offer.offers.offer.name).toBe('Боди <"мягкое">');
    expect(offer.offers.offer.description).toBe('Хлопок & лён ]]>');
  });

  it('writes kopecks as two decimals and leaves absolute picture addresses alone', () => {
    expect(offer.offers.offer.price).toBe('990.50');
    expect(offer.offers.offer.picture).toEqual(['https://shop.example/images/a.svg', 'https://cdn.example/b.jpg']);
    expect(offer.offers.offer.oldprice).toBeUndefined();
  });

  it('dates the catalogue in Moscow time', () => {
    expect(moscowTime(new Date(Date.UTC(2026, 0, 31, 22, 5)))).toBe('2026-02-01T01:05+03:00');
    expect(body).toContain('<yml_catalog date="2026-02-01T01:05+03:00">');
  });
});
