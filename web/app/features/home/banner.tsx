/** The home banner: the page's h1, the site's promise and the two ways in. Static: in the shell. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import '../../styles/home.css';

export function Banner() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  return (
    <section className="banner home-banner" aria-labelledby="banner-title" data-section="banner">
      <Heading as="h1" size="9" id="banner-title" className="home-banner-title">
        {t('home.bannerTitle')}
      </Heading>
      <Text as="p" size="5" className="home-banner-text">
        {t('home.bannerText')}
      </Text>
      <Flex mt="5" gap="3" wrap="wrap">
        <Button asChild size="3">
          <Link to="/video-presentations">{t('home.browse')}</Link>
        </Button>
        <Button asChild size="3" variant="outline" highContrast>
          <Link to="/about">{tp('home.howItWorks')}</Link>
        </Button>
      </Flex>
    </section>
  );
}
