import { formatDateLong, formatTime } from '../../../shared/format';

/** «5 марта 2026 в 18:30», in the shop's time zone (the same text on the server and the client). */
export function when(iso: string): string {
  const date = formatDateLong(iso);
  return date ? `${date} в ${formatTime(iso)}` : '';
}
