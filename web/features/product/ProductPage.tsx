import { ShopButton } from '#web/components/ShopButton.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { CardGrid } from '#web/components/CardGrid.tsx';
import { OnHoldNote, StockBadge, useOnHold } from '#web/features/hold/index.ts';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPhone, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagingButton } from '#web/components/MessagingButton.tsx';
import { phoneLink, SHOP_PHONE_DISPLAY } from '#web/lib/contact.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { useAddToCartWithToasts } from '#web/features/catalog/index.ts';
import { LabReports, StoneQrCode } from '#web/features/certificates/index.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { StoneFacts } from '#web/features/stone-facts/index.ts';
import { useCountProductView } from './api/count-view.ts';
import { useProduct } from './api/get-product.ts';
import { MoreFromCategory } from './MoreFromCategory.tsx';
import { ZoomableImage } from './ZoomableImage.tsx';
import { isolateLtr } from '#schema/bidi.ts';
import type { Product } from '#schema/products-api.ts';
import { NotFound } from '#web/features/layout/index.ts';
import { useEarlyTap } from '#web/lib/first-tap.ts';
import { anchorLook, PlainBadge, PlainContainer, PlainGroup, PlainStack, PlainText, PlainTitle, rem } from '#web/components/plain/index.ts';

/** /products/{id}: one stone's own page (docs/product.md §2), the address a shopper shares. */
export function ProductPage() {
  const { id } = useParams({ from: '/products/$id' });
  const product = useProduct(id);
  // The loader turns an unknown id away; null here means the stone was deleted while its page was open.
  return product ? <StonePage product={product} /> : <NotFound />;
}

function StonePage({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const addToCart = useAddToCartWithToasts();
  const earlyTap = useEarlyTap<HTMLButtonElement>(() => addToCart.add(product));
  const inStock = product.stock > 0;
  const onHold = useOnHold(product);
  const categoryName = t(`categories.${product.category}`, product.category);
  useDocumentTitle(pageTitle(product.name, t('brand.name')));
  useCountProductView(product.id);

  return (
    <PlainContainer size="lg" style={LOOK.page}>
      <PlainGroup component="nav" gap={6} style={LOOK.breadcrumb} aria-label={t('product.breadcrumb')}>
        <Link to="/" {...anchorLook({ size: 'sm' })}>
          {t('nav.home')}
        </Link>
        <PlainText size="sm" c="dimmed" aria-hidden>
          /
        </PlainText>
        <Link to="/" search={{ category: product.category }} {...anchorLook({ size: 'sm' })}>
          {categoryName}
        </Link>
      </PlainGroup>
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="xl" data-testid="product-page">
        <ZoomableImage src={product.imageUrl} alt={product.name} />
        <PlainStack gap="md">
          <PlainGroup gap="xs">
            <PlainBadge variant="light">{categoryName}</PlainBadge>
            <StockBadge product={product} />
          </PlainGroup>
          {onHold && product.heldUntil && <OnHoldNote heldUntil={product.heldUntil} size="sm" />}
          <PlainTitle order={1} dir="auto">
            {product.name}
          </PlainTitle>
          <PlainText fw={800} c="amethyst.9" style={LOOK.price} data-testid="product-price">
            {money.format(product.price)}
          </PlainText>
          <PlainText dir="auto" style={LOOK.description}>
            {product.description}
          </PlainText>
          <ShopButton
            size="md"
            // As on the card: not `loading`, which disables the button and drops the keyboard focus.
            leftSection={
              addToCart.pendingId === product.id ? (
                <Spinner size={18} color="currentColor" />
              ) : (
                <IconShoppingCartPlus size={18} aria-hidden />
              )
            }
            aria-busy={addToCart.pendingId === product.id || undefined}
            // As on the card: out of stock it reads disabled, and a press explains why (docs/product.md §5).
            data-disabled={!inStock || undefined}
            aria-disabled={!inStock}
            onClick={() => addToCart.add(product)}
            // A tap made before the code arrived is made once it has (web/lib/first-tap.ts).
            {...earlyTap}
          >
            {t('catalog.addToCart')}
          </ShopButton>
          <MessagingButton size="md" text={t('product.inquiryMessage', { name: product.name })}>
            {t('gallery.contactMessaging')}
          </MessagingButton>
          <ShopButton component="a" href={phoneLink()} size="md" variant="outline" leftSection={<IconPhone size={18} aria-hidden />}>
            {t('gallery.call', { phone: isolateLtr(SHOP_PHONE_DISPLAY, i18n.language) })}
          </ShopButton>
          <StoneFacts treatmentCode={product.treatmentCode} originCode={product.originCode} />
          <LabReports productId={product.id} />
          <StoneQrCode productId={product.id} name={product.name} />
        </PlainStack>
      </CardGrid>
      <MoreFromCategory product={product} categoryName={categoryName} onAddToCart={addToCart.add} pendingId={addToCart.pendingId} />
    </PlainContainer>
  );
}

/**
 * The page's own spacing and sizes, written on its elements as Mantine's style props were: the Worker renders this page
 * and the browser paints it before the page's chunk (and any sheet of its own) arrives, so a CSS module here would leave
 * the first paint without them and the page would jump. The description keeps its own line breaks.
 */
const LOOK = {
  page: { paddingBlock: 'var(--mantine-spacing-xl)' },
  breadcrumb: { marginBottom: 'var(--mantine-spacing-md)' },
  price: { '--text-fz': rem(28) } as CSSProperties,
  description: { whiteSpace: 'pre-line' },
} satisfies Record<string, CSSProperties>;
