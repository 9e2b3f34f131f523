import { wholeNumber } from '../shared/node/config';

/** A limit: a whole number of at least 1. */
const positiveCount = (fallback: number) => wholeNumber(fallback, { min: 1 });

/**
 * How much one address or one phone may ask of the shop (issue 21; docs/decisions/035, 036, 038),
 * part of the api's configuration (api/config.ts). Each default is generous for a family or a
 * mobile carrier's shared address, and stops a script. Every per-address limit counts an IPv6 /64
 * as one address (api/limits/address.ts).
 */
export const limitSettings = {
  LOGIN_CODES_PER_IP_HOUR: positiveCount(20).describe(
    'Sign-in codes one address may have sent in an hour. Besides, one address gets one code a minute and 5 a day for one phone, ' +
      'and past 3 codes of a day for a phone each further one is sent after a proof of work in the form («Я не робот», ALTCHA) ' +
      'instead of being refused. Only codes that went out count (docs/decisions/035).',
  ),
  WRONG_LOGIN_CODES_PER_IP_HOUR: positiveCount(20).describe(
    'Wrong sign-in codes one address may type in an hour, whatever the phones (besides 5 tries per code). ' +
      'Past it every code from there is refused (429), right or not, until the hour ends.',
  ),
  ORDERS_PER_IP_HOUR: positiveCount(30).describe(
    'Tries at placing an order (checkout and one-click, refusals included) one address may make in an hour (docs/decisions/036).',
  ),
  ORDERS_PER_PHONE_HOUR: positiveCount(10).describe(
    'Orders placed for one phone in an hour. A phone the browser confirmed with a code has an hour of its own besides, ' +
      'which strangers typing its number do not spend.',
  ),
  // Nothing releases an order paid on receipt by itself: this stops one phone from holding the stock.
  OPEN_ORDERS_ON_RECEIPT_PER_PHONE: positiveCount(3).describe(
    'Orders paid on receipt (one-click ones included) one phone may hold at once: placed, and neither cancelled nor handed to the courier.',
  ),
  CALLBACKS_PER_IP_HOUR: positiveCount(10).describe('«Перезвоните мне» requests one address may send in an hour.'),
  CALLBACKS_PER_PHONE_HOUR: positiveCount(3).describe('«Перезвоните мне» requests one phone may get in an hour.'),
  CERTIFICATE_TRIES_PER_IP_HOUR: positiveCount(20).describe(
    'Unknown gift certificate codes one address may type in an hour (attaching one, the checkout and its draft). ' +
      'Past it every certificate code from there is refused (429) until the hour ends.',
  ),
  // With the burst below a parent typing fast never meets it (the overlay asks 600 ms after the last keystroke).
  SEARCHES_PER_IP_SECOND: positiveCount(2).describe(
    'Searches (the overlay, the results page and its pages) one address may make each second, steadily. ' +
      'Past it and the burst, 429 with Retry-After and «Слишком много поисковых запросов. Попробуйте через N с». ' +
      "A spent address is refused from the api process's memory until its window ends (docs/decisions/038).",
  ),
  SEARCH_BURST_PER_IP_MINUTE: positiveCount(30).describe('Searches above that steady rate one address may make in a minute.'),
  // A search is PostgreSQL's CPU: more at once only wait longer, and hold the pool's 10 connections.
  SEARCH_CONCURRENCY: positiveCount(2).describe('Searches one api process runs at once, whoever sends them: one per core.'),
  // Short: each waiting search holds one of the storefront's connections to the api.
  SEARCH_QUEUE: positiveCount(20).describe(
    'Searches that may wait for their turn. Past that a search is refused at once with 503 «Поиск сейчас перегружен», ' +
      'before its address is counted, so a flood from many addresses leaves the cores and the pool to the pages and the basket.',
  ),
};
