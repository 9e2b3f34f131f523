/**
 * What a person typed, inside a LIKE pattern as the letters it is: its %, _ and \ are not
 * wildcards (PostgreSQL's default escape is \). Every search that matches typed text by LIKE
 * goes through these, so that «%%%%» or «____» finds what holds those characters, not everything.
 */

/** `text` as a part of a LIKE pattern that stands for itself. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern for what contains `text`. */
export const likeContaining = (text: string) => `%${likeLiteral(text)}%`;
