import { formatPrice } from '../../../../shared/format/number';
import { reviews } from '../../schema';
import type { Executor } from '../../database';

interface ReviewSeed {
  author: string;
  city: string;
  rating: number;
  text: string;
  /** Product code, when the review is about one product. */
  product?: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

const reviewSeeds: ReviewSeed[] = [
  {
    author: 'Анна',
    city: 'Москва',
    rating: 5,
    product: 'bodi-korotkiy-rukav-molochnyy',
    date: '2025-09-21',
    text: 'Взяли пять боди на выписку и первые месяцы. После двадцати стирок как новые: не сели, кнопки держатся, швы не натирают. У сына атопический дерматит, на этой ткани никакого раздражения.',
  },
  {
    author: 'Мария',
    city: 'Санкт-Петербург',
    rating: 5,
    product: 'polotentse-s-ugolkom-goluboy',
    date: '2025-09-14',
    text: 'Полотенце огромное и очень мягкое, дочке уже полтора года, а она всё ещё в нём помещается с головой. Уголок удобный, не сползает. Купила второе в подарок подруге.',
  },
  {
    author: 'Екатерина',
    city: 'Казань',
    rating: 5,
    product: 'komplekt-na-vypisku-molochnyy',
    date: '2025-09-02',
    text: 'Комплект на выписку приехал в красивой коробке, всё аккуратно сложено, внутри открытка. На фото из роддома выглядим как из журнала. Спасибо за бережную упаковку!',
  },
  {
    author: 'Ольга',
    city: 'Екатеринбург',
    rating: 4,
    product: 'polzunki-na-rezinke-bezhevyy',
    date: '2025-08-27',
    text: 'Ползунки мягкие, резинка не давит на животик. Размер 62 оказался чуть больше, чем ожидала, но это даже плюс — носим дольше. Поставлю четыре только из-за того, что хотелось бы больше цветов.',
  },
  {
    author: 'Дарья',
    city: 'Новосибирск',
    rating: 5,
    date: '2025-08-18',
    text: 'Заказываем уже третий раз. Доставка до Новосибирска заняла четыре дня, менеджер сама написала, когда передала посылку. Вещи пахнут просто чистым хлопком, без химии.',
  },
  {
    author: 'Ирина',
    city: 'Краснодар',
    rating: 5,
    product: 'pustyshka-kauchuk-shalfey',
    date: '2025-08-09',
    text: 'Наконец-то пустышка, которую сын не выплёвывает. Каучук мягкий, без запаха, цвет шалфея очень красивый. Берём уже вторую, про запас.',
  },
  {
    author: 'Светлана',
    city: 'Нижний Новгород',
    rating: 5,
    product: 'igrushka-zayka-pudrovyy',
    date: '2025-07-30',
    text: 'Зайка стал лучшим другом дочки: спит только с ним. Пережил уже десяток стирок в машинке, ушки не оторвались, вышивка на месте. Очень приятный на ощупь.',
  },
  {
    author: 'Юлия',
    city: 'Москва',
    rating: 4,
    date: '2025-07-22',
    text: 'Качество вещей отличное, хлопок плотный и мягкий. Немного не хватает таблицы с замерами длины изделия на каждой странице, пришлось уточнять в чате. Ответили быстро и подробно.',
  },
  {
    author: 'Наталья',
    city: 'Самара',
    rating: 5,
    product: 'futbolka-dlya-mamy-mama-molochnyy',
    date: '2025-07-15',
    text: 'Купила себе футболку «Мама», а сыну такую же базовую. Гуляем одинаковые, все улыбаются. Ткань не просвечивает и не теряет форму.',
  },
  {
    author: 'Алёна',
    city: 'Пермь',
    rating: 5,
    product: 'igrovoy-kovrik-oblaka-molochnyy',
    date: '2025-07-03',
    text: 'Коврик толстый и большой, малыш на нём и лежит на животике, и учится ползать. После стирки не сбился, наполнитель ровный. Выглядит уютно, прятать его не хочется.',
  },
  {
    author: 'Ксения',
    city: 'Воронеж',
    rating: 5,
    date: '2025-06-24',
    text: `Подарила подруге сертификат на ${formatPrice(5000)}, она выбрала комплект и полотенце и очень довольна. Конверт красивый, дарить приятно. Удобно, когда не знаешь размер.`,
  },
  {
    author: 'Полина',
    city: 'Санкт-Петербург',
    rating: 5,
    product: 'pesochnik-s-ryushami-pudrovyy',
    date: '2025-06-12',
    text: 'Песочник с рюшами — просто любовь. В жару дочке в нём комфортно, ткань лёгкая и не мнётся. Брали на море, стирали каждый вечер, цвет не выгорел.',
  },
  {
    author: 'Татьяна',
    city: 'Уфа',
    rating: 4,
    product: 'shapochka-s-ushkami-seryy-melanzh',
    date: '2025-05-28',
    text: 'Шапочка тёплая и очень милая, ушки все замечают на прогулке. Размер 40–42 сел идеально на восемь месяцев. Хотелось бы вариант с завязками для ветреной погоды.',
  },
  {
    author: 'Виктория',
    city: 'Ростов-на-Дону',
    rating: 5,
    product: 'nabor-dlya-novorozhdennogo-bezhevyy',
    date: '2025-05-16',
    text: 'Заказывала набор для новорождённого в подарок на выписку племяннику. Сестра сказала, что это самые мягкие вещи из всех подаренных. Отдельное спасибо за открытку от руки.',
  },
];

/** Parents' reviews, some about one product; a review of a product the catalogue lacks stays general. */
export async function insertReviews(tx: Executor, productIds: ReadonlyMap<string, number>): Promise<void> {
  const [existing] = await tx.select({ id: reviews.id }).from(reviews).limit(1);
  if (existing) return;
  await tx.insert(reviews).values(
    reviewSeeds.map((r) => ({
      author: r.author,
      city: r.city,
      rating: r.rating,
      text: r.text,
      productId: r.product ? (productIds.get(r.product) ?? null) : null,
      createdAt: new Date(`${r.date}T12:00:00Z`),
    })),
  );
}

/** Product codes the reviews name (a test checks they exist). */
export const reviewedProductCodes: readonly string[] = reviewSeeds.flatMap((r) => (r.product ? [r.product] : []));
