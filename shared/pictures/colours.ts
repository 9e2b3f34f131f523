/** A brand colour as the catalogue names it: code for URLs and filters, Russian name for the shop. */
export interface Colour {
  code: string;
  name: string;
  hex: string;
}

// Muted, dye-friendly tones an organic-cotton baby brand sells; hexes picked to look right on a phone screen.
export const colours: readonly Colour[] = [
  { code: 'molochnyy', name: 'молочный', hex: '#f3ead8' },
  { code: 'belyy', name: 'белый', hex: '#fbfaf7' },
  { code: 'bezhevyy', name: 'бежевый', hex: '#e2ccae' },
  { code: 'pesochnyy', name: 'песочный', hex: '#d6b98f' },
  { code: 'pudrovyy', name: 'пудровый', hex: '#e9c4bc' },
  { code: 'seryy_melanzh', name: 'серый меланж', hex: '#b7b6b2' },
  { code: 'olivkovyy', name: 'оливковый', hex: '#8c9163' },
  { code: 'shalfey', name: 'шалфей', hex: '#a8b89e' },
  { code: 'goluboy', name: 'голубой', hex: '#b6d1e2' },
  { code: 'lavanda', name: 'лавандовый', hex: '#c4b7da' },
  { code: 'gorchichnyy', name: 'горчичный', hex: '#d4a43c' },
  { code: 'terrakota', name: 'терракотовый', hex: '#c2745a' },
  { code: 'grafit', name: 'графитовый', hex: '#4b4d52' },
];

export function findColour(code: string): Colour | undefined {
  return colours.find((c) => c.code === code);
}
