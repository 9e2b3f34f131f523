/** A product as the back office's form sends it: two sizes, in section `sectionId`. */
export const newProduct = (sectionId: number, code = 't-body') => ({
  code,
  name: 'Боди тестовое молочное',
  modelCode: 't-body',
  kind: 'bodysuit-short',
  description: 'Из органического хлопка.',
  composition: '100% органический хлопок',
  care: 'Стирка при 30 °C',
  colourCode: 'molochnyy',
  sectionId,
  capsuleId: null,
  priceKopecks: 129_000,
  oldPriceKopecks: null,
  isNew: true,
  isPopular: false,
  active: true,
  sizes: [
    { size: '62', stock: 5 },
    { size: '68', stock: 2 },
  ],
});
