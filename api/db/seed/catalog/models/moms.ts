import { CARE, COMPOSITION } from '../texts';
import type { ModelSeed } from '../types';

/** T-shirts for moms, to match the little one. */
export const momModels: ModelSeed[] = [
  {
    code: 'futbolka-dlya-mamy-mama',
    name: (c) => `Футболка для мамы «Мама», ${c.f}`,
    section: 'futbolki_dlya_mam',
    kind: 't-shirt-mom-mama',
    colours: ['molochnyy', 'seryy_melanzh', 'pudrovyy', 'grafit', 'shalfey'],
    sizes: ['S', 'M', 'L'],
    price: 1990,
    description:
      'Свободная футболка с вышитой надписью «Мама» для прогулок и фото вместе с малышом. Плотная мягкая кулирка, удлинённая спинка. Парная футболка для малыша есть в разделе «Футболки».',
    composition: COMPOSITION.cotton,
    care: CARE.knit,
    synonyms: 'женская фэмили лук мамина',
    daysAgo: 140,
    popularity: 580,
    isPopular: true,
    views: [1, 2, 3],
    goneSizes: ['M'],
  },
  {
    code: 'futbolka-dlya-mamy-oversayz',
    name: (c) => `Футболка для мамы оверсайз, ${c.f}`,
    section: 'futbolki_dlya_mam',
    kind: 't-shirt-mom',
    colours: ['belyy', 'bezhevyy', 'olivkovyy'],
    sizes: ['S', 'M', 'L'],
    price: 2290,
    description:
      'Футболка свободного кроя со спущенным плечом, удобная во время кормления и на прогулке. Не облегает и не мнётся. Хорошо сочетается с джинсами и юбками.',
    composition: COMPOSITION.cotton,
    care: CARE.knit,
    synonyms: 'женская оверсайз oversize',
    daysAgo: 70,
    popularity: 310,
  },
  {
    code: 'futbolka-dlya-mamy-vmeste',
    name: (c) => `Футболка для мамы «Вместе», ${c.f}`,
    section: 'futbolki_dlya_mam',
    kind: 't-shirt-mom-vmeste',
    colours: ['lavanda', 'terrakota'],
    sizes: ['S', 'M', 'L'],
    price: 1990,
    description:
      'Футболка с небольшой вышивкой «Вместе» на груди. Из той же кулирки, что и детские вещи, поэтому мама и малыш выглядят как одна команда. Прямой крой, мягкая горловина.',
    composition: COMPOSITION.cotton,
    care: CARE.knit,
    synonyms: 'женская фэмили лук',
    daysAgo: 10,
    popularity: 210,
    isNew: true,
  },
];
