export { formatPhone, phoneHref } from './phone';
export { formatNumber, formatPrice, kopecksToRubles, NBSP, parseTypedRubles, plainSpaces, rublesToKopecks } from './number';
export { formatDate, formatDateLong, formatDayAndTime, formatTime, SHOP_UTC_OFFSET_MINUTES, type DateInput } from './date';
export { DAY_FORMS, formatDays, GOODS_FORMS, pluralRu, withPluralRu, type PluralForms } from './plural';
export { searchable } from './searchable';
export { timeSince } from './timeSince';
