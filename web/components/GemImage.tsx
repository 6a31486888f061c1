import { isValidElement, useState, type ReactNode } from 'react';
import { hasVariants, variantSrcSet } from '#schema/image-variants.ts';
import { PlainCenter, PlainText } from './plain/index.ts';
import classes from './GemImage.module.css';

type GemImageProps = {
  src: string;
  alt: string;
  /** Shown instead of the image when it fails to load (docs/product.md §8: logged only). */
  fallback: ReactNode;
  /**
   * How wide the image shows at each viewport (the `sizes` attribute; web/components/image-sizes.ts), so a
   * phone loads a width variant near its slot, not the original.
   */
  sizes: string;
  /** Reserved box (px) so nothing shifts while the image loads. */
  width?: number;
  height?: number;
  /** The first images on a page load eagerly; the rest when scrolled near. */
  eager?: boolean;
};

/** What failed for which address: the variants first (then the original is tried), then the original. */
type Failure = { src: string; of: 'variants' | 'original' };

/**
 * A square product or gallery image that lazy-loads the smallest width variant its slot needs (AVIF where
 * the browser reads it, else WebP), falls back to the original when a variant fails, and to `fallback`
 * when the original fails too. SVG art has no variants and is loaded as it is.
 */
export function GemImage({ src, alt, fallback, sizes, width = 400, height = 400, eager = false }: GemImageProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const failed = failure?.src === src ? failure.of : null;
  const withVariants = failed === null && hasVariants(src);
  const onFailed = () => {
    console.warn(withVariants ? 'image variant failed to load; trying the original' : 'image failed to load', src);
    setFailure({ src, of: withVariants ? 'variants' : 'original' });
  };

  const image = (
    <img
      className={classes.image}
      src={src}
      srcSet={withVariants ? variantSrcSet(src, 'webp') : undefined}
      sizes={withVariants ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // An image of the server's page may fail before the app's code runs (React replays no such error), or without
      // it: the stylesheet draws this placeholder over a broken image (GemImage.module.css).
      data-placeholder={placeholderText(fallback)}
      onError={onFailed}
    />
  );
  return (
    <div className={classes.frame} style={{ aspectRatio: `${width} / ${height}` }}>
      {failed === 'original' ? (
        <PlainCenter className={classes.fallback}>{fallback}</PlainCenter>
      ) : withVariants ? (
        <picture>
          <source type="image/avif" srcSet={variantSrcSet(src, 'avif')} sizes={sizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </div>
  );
}

/** The words of a GreyPlaceholder fallback, for the stylesheet's own placeholder; none for another fallback. */
const placeholderText = (fallback: ReactNode): string =>
  isValidElement<{ label: string }>(fallback) && fallback.type === GreyPlaceholder ? fallback.props.label : '';

/** docs/product.md §2: the grey placeholder reading 'Gemstone Image'. */
export function GreyPlaceholder({ label }: { label: string }) {
  return (
    <PlainText c="gray.7" fw={600} size="sm" data-testid="image-placeholder">
      {label}
    </PlainText>
  );
}
