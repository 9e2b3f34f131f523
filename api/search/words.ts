import { SEARCH_QUERY_MAX } from '../../shared/contract/catalog';

/** Enough for any real query; longer ones are a paste or an attack and gain nothing from more words. */
export const WORDS_MAX = 8;
const WORD_MAX = 40;

export interface SearchText {
  /** The words of the query, lower-case, letters and digits only, in order. */
  words: string[];
  /** The words joined by single spaces: compared with a lower-cased name for exact and prefix hits. */
  phrase: string;
}

/**
 * The shopper's query reduced to words. Letters of any script and decimal digits make words;
 * everything else (quotes, emoji, SQL, punctuation, `%_`) separates them, so nothing the shopper
 * types reaches a tsquery or LIKE pattern as syntax. Only letters and digits are ever passed on,
 * and only as parameters.
 */
export function searchText(query: string): SearchText {
  const words = (
    query
      .slice(0, SEARCH_QUERY_MAX)
      .toLowerCase()
      .match(/[\p{L}\p{Nd}]+/gu) ?? []
  )
    .slice(0, WORDS_MAX)
    .map((w) => w.slice(0, WORD_MAX));
  return { words, phrase: words.join(' ') };
}

/**
 * Words worth a fuzzy (trigram) match: one- and two-letter words (prepositions such as «с», «на»)
 * match almost any name by trigrams and would turn a typo search into noise.
 */
export function fuzzyWords(words: readonly string[]): string[] {
  return words.filter((w) => w.length >= 3);
}
