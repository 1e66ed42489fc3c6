import type { EntranceAnimationName } from '../markup/effects';

export interface EntranceEffect {
  keyframes: Keyframe[];
  easing: string;
}

// In the spirit of animate.css (whose names site content uses), with shorter travel: a small business's
// page should settle, not fly in.
const SETTLE = 'cubic-bezier(0.22, 0.61, 0.36, 1)';
const BOUNCE = 'cubic-bezier(0.215, 0.61, 0.355, 1)';
const DISTANCE = '2.5rem';

const fadeFrom = (transform: string): EntranceEffect => ({
  keyframes: [
    { opacity: 0, transform },
    { opacity: 1, transform: 'none' },
  ],
  easing: SETTLE,
});

const slideFrom = (transform: string): EntranceEffect => ({
  keyframes: [{ transform }, { transform: 'none' }],
  easing: SETTLE,
});

const bounce = (offsets: Array<[number, string, number?]>): EntranceEffect => ({
  keyframes: offsets.map(([offset, transform, opacity]) => ({
    offset,
    transform,
    ...(opacity === undefined ? {} : { opacity }),
    easing: BOUNCE,
  })),
  easing: 'linear',
});

/** The keyframes of each entrance animation; every one ends on the element's own, untransformed look. */
export const ENTRANCE_EFFECTS: Record<EntranceAnimationName, EntranceEffect> = {
  fadeIn: { keyframes: [{ opacity: 0 }, { opacity: 1 }], easing: 'ease-out' },
  fadeInUp: fadeFrom(`translate3d(0, ${DISTANCE}, 0)`),
  fadeInDown: fadeFrom(`translate3d(0, -${DISTANCE}, 0)`),
  fadeInLeft: fadeFrom(`translate3d(-${DISTANCE}, 0, 0)`),
  fadeInRight: fadeFrom(`translate3d(${DISTANCE}, 0, 0)`),
  zoomIn: {
    keyframes: [
      { opacity: 0, transform: 'scale3d(0.3, 0.3, 0.3)' },
      { opacity: 1, offset: 0.5 },
      { opacity: 1, transform: 'none' },
    ],
    easing: 'ease-out',
  },
  bounceIn: bounce([
    [0, 'scale3d(0.3, 0.3, 0.3)', 0],
    [0.2, 'scale3d(1.1, 1.1, 1.1)'],
    [0.4, 'scale3d(0.9, 0.9, 0.9)'],
    [0.6, 'scale3d(1.03, 1.03, 1.03)', 1],
    [0.8, 'scale3d(0.97, 0.97, 0.97)'],
    [1, 'none', 1],
  ]),
  bounceInUp: bounce([
    [0, 'translate3d(0, 6rem, 0)', 0],
    [0.6, 'translate3d(0, -1.25rem, 0)', 1],
    [0.75, 'translate3d(0, 0.6rem, 0)'],
    [0.9, 'translate3d(0, -0.3rem, 0)'],
    [1, 'none', 1],
  ]),
  slideInUp: slideFrom('translate3d(0, 100%, 0)'),
  slideInLeft: slideFrom('translate3d(-100%, 0, 0)'),
  slideInRight: slideFrom('translate3d(100%, 0, 0)'),
};
