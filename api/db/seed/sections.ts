/**
 * The demo category tree of spec §2.3, in menu order. Codes are transliterated Russian names and
 * unique across the tree, so repeated names (Боди in a capsule and in Одежда) get a prefix.
 */
import type { SectionStyle } from '../../../shared/contract/catalog-constants';
export interface SectionSeed {
  code: string;
  name: string;
  /** Its path segment on the old storefront when that differs from the code (spec §2.2). */
  legacySegment?: string;
  /** How the menu paints it (outlet red, a capsule green); plain unless set. */
  style?: SectionStyle;
  children?: SectionSeed[];
}

const leaf = (code: string, name: string, legacySegment?: string): SectionSeed =>
  legacySegment ? { code, name, legacySegment } : { code, name };

const newbornCapsule: SectionSeed = {
  code: 'dlya_novorozhdennykh',
  name: 'Для новорождённых',
  children: [
    leaf('novorozhdennye_bodi', 'Боди', 'bodi'),
    leaf('novorozhdennye_raspashonki', 'Распашонки', 'raspashonki'),
    leaf('novorozhdennye_polzunki', 'Ползунки', 'polzunki'),
    leaf('novorozhdennye_shapochki', 'Шапочки', 'shapochki'),
    leaf('novorozhdennye_komplekty', 'Комплекты на выписку', 'komplekty'),
  ],
};

const capsules: SectionSeed = {
  code: 'kapsuly',
  name: 'Капсулы',
  children: [
    newbornCapsule,
    leaf('kulirka', 'Кулирка'),
    leaf('makhra', 'Махра'),
    leaf('flis', 'Флис'),
    leaf('plyush', 'Плюш'),
    { ...leaf('leto_2025', 'Лето 2025'), style: 'capsule' },
  ],
};

const clothing: SectionSeed = {
  code: 'odezhda',
  name: 'Одежда',
  children: [
    capsules,
    leaf('bodi', 'Боди'),
    leaf('kombinezony', 'Комбинезоны'),
    leaf('komplekty', 'Комплекты'),
    leaf('longslivy', 'Лонгсливы'),
    leaf('mayki', 'Майки'),
    leaf('pesochniki', 'Песочники'),
    leaf('raspashonki', 'Распашонки'),
    leaf('trusiki', 'Трусики'),
    leaf('futbolki', 'Футболки'),
    leaf('shorty', 'Шорты'),
    {
      code: 'bryuki',
      name: 'Брюки',
      children: [leaf('polzunki', 'Ползунки'), leaf('legginsy', 'Леггинсы')],
    },
    leaf('platya', 'Платья'),
  ],
};

const accessories: SectionSeed = {
  code: 'aksessuary',
  name: 'Аксессуары',
  children: [
    leaf('kovriki', 'Игровые коврики'),
    leaf('polotentsa', 'Полотенца'),
    leaf('shapki', 'Шапки'),
    leaf('slyunyavchiki', 'Слюнявчики'),
    leaf('pustyshki', 'Пустышки'),
    leaf('snudy', 'Снуды'),
    leaf('povyazki', 'Повязки'),
    leaf('sumki', 'Сумки'),
  ],
};

export const sectionTree: SectionSeed[] = [
  { ...leaf('outlet', 'Outlet'), style: 'outlet' },
  leaf('futbolki_dlya_mam', 'Футболки для мам'),
  clothing,
  accessories,
  leaf('igrushki', 'Игрушки'),
  leaf('podarochnyy_sertifikat', 'Подарочный сертификат'),
  leaf('podarochnye_nabory', 'Подарочные наборы'),
  leaf('igrovye_kovriki', 'Игровые коврики'),
];
