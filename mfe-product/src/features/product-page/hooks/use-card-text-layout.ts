import { useLayoutEffect, useState, type RefObject } from 'react';
import type { MeasureText } from '../utils/card-text-lines';

/** Spec §9: the card text is checked again this long after the window stops resizing. */
export const CARD_RESIZE_DEBOUNCE_MS = 250;

/** The width text may take on the card and how wide a text is in the card's font. */
export interface TextLayout {
  width: number;
  measure: MeasureText;
}
export type ReadTextLayout = (textarea: HTMLTextAreaElement) => TextLayout | null;

let canvas: HTMLCanvasElement | null = null;

/** Measures with a canvas in the textarea's own font; null while it is not laid out. */
export const canvasTextLayout: ReadTextLayout = (textarea) => {
  const style = getComputedStyle(textarea);
  const width =
    textarea.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  if (!(width > 0)) return null;
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return {
    width,
    measure: (text) => {
      context.font = font;
      context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
      return context.measureText(text).width;
    },
  };
};

/**
 * The card textarea's layout, read when it appears or the card changes, when web fonts have
 * loaded, and 250 ms after the last window resize (a narrower card wraps more lines).
 */
export function useCardTextLayout(
  textarea: RefObject<HTMLTextAreaElement | null>,
  cardId: number,
  read: ReadTextLayout = canvasTextLayout,
): TextLayout | null {
  const [layout, setLayout] = useState<TextLayout | null>(null);
  useLayoutEffect(() => {
    let live = true;
    const update = () => {
      if (live && textarea.current) setLayout(read(textarea.current));
    };
    update();
    void document.fonts?.ready.then(update);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, CARD_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [textarea, cardId, read]);
  return layout;
}
