import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The share of its full size a figure is drawn at so that it fits its room on one line: 1 when it fits, less when it
 * would not. `width` is the figure's width as drawn now, at `scale`.
 */
export function fittedScale(room: number, width: number, scale: number): number {
  const fullWidth = width / scale;
  if (room <= 0 || fullWidth <= room) return 1;
  // Rounded down, so text that does not scale exactly with its size (hinting, rounded glyphs) still fits.
  return Math.floor((room / fullWidth) * 100) / 100;
}

/**
 * A figure that never breaks inside itself (a money figure is one word: "34,335.00 US$") and never leaves its card:
 * where the card is narrower than the figure, the figure's font shrinks until it fits. `room` is the block the figure
 * may fill, `figure` the figure's own inline box; `text` is what it says, measured again when it changes.
 */
export function useFittedFigure(text: string) {
  const room = useRef<HTMLParagraphElement>(null);
  const figure = useRef<HTMLSpanElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const block = room.current;
    const inline = figure.current;
    if (!block || !inline) return;
    const fit = () => {
      setScale((current) => fittedScale(block.clientWidth, inline.getBoundingClientRect().width, current));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(block);
    return () => {
      observer.disconnect();
    };
  }, [text]);
  return { room, figure, scale };
}
