import type { IconName } from '../icon';

const BY_CODE: Record<string, IconName> = {
  vk: 'vk',
  vkontakte: 'vk',
  telegram: 'telegram',
  tg: 'telegram',
  whatsapp: 'whatsapp',
  wa: 'whatsapp',
  youtube: 'youtube',
  ok: 'ok',
  odnoklassniki: 'ok',
};

/** The sprite icon of a social link by its CODE; a plain link icon for a network we have not drawn. */
export function socialIcon(code: string): IconName {
  return BY_CODE[code.toLowerCase()] ?? 'link';
}
