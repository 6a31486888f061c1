import { CardGrid } from '#web/components/CardGrid.tsx';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { COUNTRY_DIRECTORS, REGISTRATION_NUMBER, SHOP_EMAIL } from '#web/lib/contact.ts';
import { useSectionNav } from '#web/lib/sections.ts';
import { inPlaceOfLink } from '#web/lib/in-place-of-link.ts';
import { chooseLanguage, type Language, LANGUAGES } from '#web/features/i18n/index.ts';
import { LANGUAGE_PARAMETER } from '#schema/pages.ts';
import { anchorLook, classNames, PlainContainer, PlainGroup, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import classes from './Footer.module.css';
import { Ltr } from '#web/components/Ltr.tsx';

const REGIONS: Language['region'][] = ['europe', 'africa', 'americas', 'middleEast', 'asia'];
const COLLECTIONS = ['healing', 'birthstone', 'rare', 'crystal'] as const;
const CARE_TOPICS = ['shipping', 'returns', 'authenticity', 'faq'] as const;
const SOCIAL = ['Instagram', 'Facebook', 'Pinterest', 'YouTube'] as const;

/** Mantine's Divider class name (its sheet, checked against Divider.classes by Footer.test.tsx). */
export const DIVIDER_CLASSES = { root: 'm_3eebeb36' };

export function Footer() {
  const { t, i18n } = useTranslation();
  const goTo = useSectionNav();
  const path = useLocation({ select: (location) => location.pathname });
  return (
    <footer id="contact" className={classes.footer}>
      <PlainContainer size="xl" className={classes.inner}>
        <CardGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <PlainStack gap="xs">
            <PlainTitle order={2} size="h4" c="white">
              {t('brand.name')}
            </PlainTitle>
            <PlainText size="sm">{t('footer.blurb')}</PlainText>
            <PlainText size="sm" fw={600} c="white" className={classes.follow}>
              {t('footer.follow')}
            </PlainText>
            <PlainGroup gap="xs">
              {SOCIAL.map((network) => (
                <PlainText key={network} size="sm">
                  {network}
                </PlainText>
              ))}
            </PlainGroup>
          </PlainStack>

          <PlainStack gap={6}>
            <PlainTitle order={3} size="h5" c="white">
              {t('footer.quickLinks')}
            </PlainTitle>
            <Link to="/" {...anchorLook({ className: classes.link })}>
              {t('nav.home')}
            </Link>
            <Link to="/gallery" {...anchorLook({ className: classes.link })}>
              {t('nav.gallery')}
            </Link>
            <a href="/#products" {...anchorLook({ className: classes.link })} onClick={inPlaceOfLink(() => goTo('products'))}>
              {t('nav.products')}
            </a>
            <a href="/#categories" {...anchorLook({ className: classes.link })} onClick={inPlaceOfLink(() => goTo('categories'))}>
              {t('nav.categories')}
            </a>
            <Link to="/admin" {...anchorLook({ className: classes.link })}>
              {t('footer.adminPanel')}
            </Link>
            <PlainTitle order={3} size="h5" c="white" className={classes.later}>
              {t('footer.collections')}
            </PlainTitle>
            {COLLECTIONS.map((category) => (
              <PlainText key={category} size="sm">
                {t(`categories.${category}`)}
              </PlainText>
            ))}
            <PlainTitle order={3} size="h5" c="white" className={classes.later}>
              {t('footer.customerCare')}
            </PlainTitle>
            {CARE_TOPICS.map((topic) => (
              <PlainText key={topic} size="sm">
                {t(`footer.care.${topic}`)}
              </PlainText>
            ))}
          </PlainStack>

          <PlainStack gap="sm">
            <PlainTitle order={3} size="h5" c="white">
              {t('footer.directors')}
            </PlainTitle>
            {COUNTRY_DIRECTORS.map((director) => (
              <div key={director.country}>
                <PlainText size="sm" fw={600} c="white">
                  <span aria-hidden>{director.flag}</span> {t(`countries.${director.country}`)} — {director.name}
                </PlainText>
                <PlainText size="sm">
                  <a href={`tel:${director.phone.replace(/\s/g, '')}`} {...anchorLook({ className: classes.link })}>
                    <Ltr>{director.phone}</Ltr>
                  </a>
                  {' · '}
                  <a href={`mailto:${director.email}`} {...anchorLook({ className: classes.link })}>
                    <Ltr whole>{director.email}</Ltr>
                  </a>
                </PlainText>
              </div>
            ))}
            <PlainTitle order={3} size="h5" c="white" className={classes.offices}>
              {t('footer.offices')}
            </PlainTitle>
            <PlainText size="sm">{COUNTRY_DIRECTORS.map((director) => t(`cities.${director.country}`)).join(' · ')}</PlainText>
            <a href={`mailto:${SHOP_EMAIL}`} {...anchorLook({ size: 'sm', className: classes.link })}>
              <Ltr whole>{SHOP_EMAIL}</Ltr>
            </a>
          </PlainStack>

          <PlainStack gap="xs">
            <PlainTitle order={3} size="h5" c="white">
              {t('footer.languages')}
            </PlainTitle>
            {REGIONS.map((region) => {
              const languages = LANGUAGES.filter((language) => language.region === region);
              return (
                <div key={region}>
                  <PlainText size="xs" fw={700} c="gray.5" className={classes.region}>
                    {t(`language.regions.${region}`)}
                  </PlainText>
                  <PlainGroup gap={6}>
                    {languages.map((language) => (
                      <a
                        key={language.code}
                        href={`${path}?${LANGUAGE_PARAMETER}=${language.code}`}
                        {...anchorLook({ className: classes.link })}
                        lang={language.code}
                        hrefLang={language.code}
                        aria-current={i18n.resolvedLanguage === language.code ? 'true' : undefined}
                        onClick={inPlaceOfLink(() => void chooseLanguage(language.code))}
                      >
                        <span aria-hidden>{language.flag}</span> {language.nativeName}
                      </a>
                    ))}
                  </PlainGroup>
                </div>
              );
            })}
          </PlainStack>
        </CardGrid>
        <div
          className={classNames(classes.divider, DIVIDER_CLASSES.root, 'mantine-Divider-root')}
          data-orientation="horizontal"
          role="separator"
          aria-orientation="horizontal"
        />
        <PlainGroup justify="space-between" gap="xs">
          <PlainText size="xs">{t('footer.copyright', { year: 2025, brand: t('brand.name') })}</PlainText>
          <PlainText size="xs">{REGISTRATION_NUMBER}</PlainText>
        </PlainGroup>
      </PlainContainer>
    </footer>
  );
}
