/** What a gem illustration shows: the public description that `gemSvg` draws from. */

/** Face-up cut stones, seen from above. */
export type FacetedShape =
  'round' | 'oval' | 'cushion' | 'princess' | 'emerald' | 'asscher' | 'baguette' | 'pear' | 'marquise' | 'heart' | 'trillion';

/** Crystals and natural forms, seen from the side or three-quarters. */
type NaturalShape = 'point' | 'cluster' | 'geode' | 'slice' | 'rough';

/** Polished stones and carvings. */
type PolishedShape = 'tumbled' | 'cabochon' | 'heartCarving' | 'sphere' | 'egg' | 'pyramid';

export type GemShape = FacetedShape | NaturalShape | PolishedShape;

/**
 * Optical effects and markings, drawn on top of the body colour:
 * - fire: spectral flashes in some facets (diamond, zircon)
 * - bicolor: body blends from `color` to `color2` (ametrine, watermelon tourmaline, alexandrite)
 * - opal: play-of-colour patches
 * - chatoyant: fibrous bands with a bright sheen band (tiger's eye, cat's eye)
 * - banded: concentric bands of `color2` (malachite, agate, rhodochrosite)
 * - inclusions: needles or specks of `color2` (rutilated quartz, garden emerald)
 * - star: six-rayed asterism (star sapphire, star ruby)
 * - speckled: flecks of `color2` (lapis with pyrite, aventurine)
 * - veined: a web of `color2` veins (turquoise matrix, sodalite)
 * - flash: a glowing patch of `color2` (labradorite, moonstone)
 */
type GemPattern = 'none' | 'fire' | 'bicolor' | 'opal' | 'chatoyant' | 'banded' | 'inclusions' | 'star' | 'speckled' | 'veined' | 'flash';

export interface GemArt {
  readonly shape: GemShape;
  /** Body colour, '#rrggbb'. */
  readonly color: string;
  /** Second colour for the pattern, '#rrggbb'; a shade of `color` when absent. */
  readonly color2?: string;
  /** Rock around or under a crystal (cluster, geode, slice), '#rrggbb'. */
  readonly matrix?: string;
  readonly pattern?: GemPattern;
  /**
   * Cut stones: main facets around the crown (6 to 12, default 8).
   * Step cuts: number of steps (2 to 5). Clusters: number of crystals (3 to 8).
   */
  readonly facets?: number;
  /** Height over width, for the shapes that stretch (oval, pear, emerald, tumbled, point, geode ...). */
  readonly elongation?: number;
  /** Small deterministic variations: two specs differing only here still look alike but not identical. */
  readonly variant?: number;
}
