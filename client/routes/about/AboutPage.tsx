import { Link } from '../../components/link/Link';
import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { Prose } from '../../components/page/Prose';
import { ButtonLink } from '../../ui/Button';
import { useStaticInfo } from '../../hooks/useStaticInfo';

/** /o-brende/: about the brand. */
export default function AboutPage() {
  const { data: info } = useStaticInfo();
  const brand = info?.BRAND.NAME ?? 'Наш бренд';
  return (
    <Page title="О бренде">
      <Prose>
        <p className="lead">
          {brand} — одежда для малышей из органического хлопка. Мы шьём то, что сами хотели бы надеть на своих детей: мягкое, простое и
          честное по составу.
        </p>
        <h2>Органический хлопок</h2>
        <p>
          Хлопок для наших тканей выращен без пестицидов и синтетических удобрений. Ткани сертифицированы по стандарту GOTS (Global Organic
          Textile Standard): он проверяет весь путь — от поля до готового полотна, включая красители и условия труда на фабриках.
        </p>
        <h2>Шьём в России</h2>
        <p>
          Все модели мы отшиваем в России небольшими партиями. Плоские швы, мягкие резинки и кнопки без никеля — чтобы одежде было удобно и
          малышу, и маме.
        </p>
        <h2>От выписки до детского сада</h2>
        <p>
          Размеры от 50 до 104: от первых дней жизни до трёх-четырёх лет. Подобрать размер поможет <Link to="/size/">таблица размеров</Link>
          .
        </p>
        <ButtonLink to={urls.catalog()}>Смотреть каталог</ButtonLink>
      </Prose>
    </Page>
  );
}
