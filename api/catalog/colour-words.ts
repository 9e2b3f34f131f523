import { colours } from '../../shared/pictures';

/** How a colour reads in a product name: agreeing with the noun, or as a label. */
export interface ColourWords {
  code: string;
  /** Palette name as the shop shows it: 'бежевый', 'серый меланж', 'шалфей'. */
  name: string;
  /** Forms agreeing with a masculine, feminine, neuter or plural noun: бежевый, бежевая, бежевое, бежевые. */
  m: string;
  f: string;
  n: string;
  pl: string;
  /** Other words a parent may type for this colour (розовый for пудровый). */
  synonyms: string;
}

type Forms = Omit<ColourWords, 'code' | 'name'>;

const adjective = (stem: string, masculine = 'ый'): Pick<ColourWords, 'm' | 'f' | 'n' | 'pl'> => ({
  m: stem + masculine,
  f: `${stem}ая`,
  n: `${stem}ое`,
  pl: `${stem}ые`,
});

const same = (phrase: string): Pick<ColourWords, 'm' | 'f' | 'n' | 'pl'> => ({ m: phrase, f: phrase, n: phrase, pl: phrase });

// Synonyms stay inside one colour family, so that 'серый' never finds a graphite product by accident.
const forms: Record<string, Forms> = {
  molochnyy: { ...adjective('молочн'), synonyms: 'кремовый айвори' },
  belyy: { ...adjective('бел'), synonyms: 'белоснежный' },
  bezhevyy: { ...adjective('бежев'), synonyms: 'беж' },
  pesochnyy: { ...adjective('песочн'), synonyms: 'песок кэмел' },
  pudrovyy: { ...adjective('пудров'), synonyms: 'розовый розовая розовое розовые пудра' },
  seryy_melanzh: { ...same('серый меланж'), synonyms: 'серый серая серое серые меланж меланжевый' },
  olivkovyy: { ...adjective('оливков'), synonyms: 'хаки олива зелёный зелёная зелёные' },
  shalfey: { ...same('цвета шалфея'), synonyms: 'шалфей шалфейный шалфейная шалфейное шалфейные мятный' },
  goluboy: { ...adjective('голуб', 'ой'), synonyms: 'небесный светло-голубой' },
  lavanda: { ...adjective('лавандов'), synonyms: 'лаванда сиреневый сиреневая сиреневое сиреневые' },
  gorchichnyy: { ...adjective('горчичн'), synonyms: 'горчица жёлтый жёлтая жёлтое жёлтые' },
  terrakota: { ...adjective('терракотов'), synonyms: 'терракота кирпичный рыжий' },
  grafit: { ...adjective('графитов'), synonyms: 'графит антрацит тёмный' },
};

/** The words of every palette colour, keyed by code. Throws at import if the palette gains a colour without words. */
export const colourWords: ReadonlyMap<string, ColourWords> = new Map(
  colours.map((c) => {
    const f = forms[c.code];
    if (!f) throw new Error(`Нет словоформ для цвета ${c.code}`);
    return [c.code, { code: c.code, name: c.name, ...f }];
  }),
);

export function wordsOf(code: string): ColourWords {
  const w = colourWords.get(code);
  if (!w) throw new Error(`Неизвестный цвет ${code}`);
  return w;
}
