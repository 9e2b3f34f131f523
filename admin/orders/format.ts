import { formatDate, formatTime } from '../../shared/format/date';
import { maskedPhone } from '../../shared/format/phone';

/** A moment in the list, in Moscow time: «сегодня 14:05» for today's orders, else «05.03.26 14:05». */
export function listMoment(at: string, now: Date = new Date()): string {
  const day = formatDate(at);
  return `${day === formatDate(now) ? 'сегодня' : day} ${formatTime(at)}`;
}

/**
 * The phone as a list shows it: masked whatever the role (a list is read over a shoulder). The api
 * already masks it for the warehouse ('+7 916 ***-**-67'), which is shown as it came.
 */
export const listPhone = (phone: string): string => (/^7\d{10}$/.test(phone) ? maskedPhone(phone) : phone);
