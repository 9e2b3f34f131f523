/**
 * A text as a search compares it: lower case, «ё» read as «е» (shoppers type either). The pickup
 * points are searched so in the browser and on the api (whose SQL spells the same with translate()).
 */
export const searchable = (text: string): string => text.toLowerCase().replaceAll('ё', 'е');
