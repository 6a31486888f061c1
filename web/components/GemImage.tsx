import { Box, Center, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import classes from './GemImage.module.css';

type GemImageProps = {
  src: string;
  alt: string;
  /** Shown instead of the image when it fails to load (docs/product.md §8: logged only). */
  fallback: ReactNode;
  /** Reserved box (px) so nothing shifts while the image loads. */
  width?: number;
  height?: number;
  /** The first images on a page load eagerly; the rest when scrolled near. */
  eager?: boolean;
};

/** A square product or gallery image that lazy-loads and degrades to `fallback`. */
export function GemImage({ src, alt, fallback, width = 400, height = 400, eager = false }: GemImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box className={classes.frame} style={{ aspectRatio: `${width} / ${height}` }}>
      {failed ? (
        <Center className={classes.fallback}>{fallback}</Center>
      ) : (
        <img
          className={classes.image}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => {
            console.warn('image failed to load', src);
            setFailed(true);
          }}
        />
      )}
    </Box>
  );
}

/** docs/product.md §2: the grey placeholder reading 'Gemstone Image'. */
export function GreyPlaceholder({ label }: { label: string }) {
  return (
    <Text c="gray.7" fw={600} size="sm" data-testid="image-placeholder">
      {label}
    </Text>
  );
}
