/**
 * Pictogram glyphs in the spirit of ISO 7010's symbols, each drawn in a 100 × 100 box: `ink` is
 * the symbol's colour (black on yellow and white, white on red, blue and green), `ground` the
 * colour behind it, for the cut-outs. Recognisable, not the registered artwork.
 */
export type Glyph = (ink: string, ground: string) => string;

const limbs = (ink: string, width: number, paths: string[]) =>
  `<g fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${paths
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g>`;

export const exclamation: Glyph = (ink) =>
  `<path d="M41 10 H59 L55 66 H45 Z" fill="${ink}"/><circle cx="50" cy="82" r="9" fill="${ink}"/>`;

export const lightningBolt: Glyph = (ink) =>
  `<path d="M60 4 L30 52 H48 L36 96 L72 40 H54 L68 4 Z" fill="${ink}"/>`;

export const flame: Glyph = (ink) =>
  `<path d="M52 4 C60 24 80 36 78 60 C76 80 64 90 50 90 C34 90 22 78 24 60 C25 48 33 40 36 28 C42 38 44 42 46 48 C52 36 56 22 52 4 Z" fill="${ink}"/><rect x="18" y="92" width="64" height="7" rx="2" fill="${ink}"/>`;

export const standingPerson: Glyph = (ink) =>
  `<circle cx="50" cy="13" r="10" fill="${ink}"/>${limbs(ink, 11, [
    'M50 32 V60',
    'M36 34 L30 58',
    'M64 34 L70 58',
    'M44 62 L42 92',
    'M56 62 L58 92',
  ])}<rect x="38" y="28" width="24" height="36" rx="8" fill="${ink}"/>`;

export const walkingPerson: Glyph = (ink) =>
  `<circle cx="54" cy="11" r="9" fill="${ink}"/>${limbs(ink, 10, [
    'M52 27 L46 56',
    'M46 56 L38 76 L30 94',
    'M46 56 L58 74 L62 94',
    'M51 32 L40 46 L34 58',
    'M51 32 L62 44 L70 50',
  ])}`;

export const runningPerson: Glyph = (ink) =>
  `<circle cx="64" cy="12" r="9" fill="${ink}"/>${limbs(ink, 10, [
    'M60 27 L46 54',
    'M58 30 L44 36 L32 32',
    'M58 30 L70 42 L82 40',
    'M46 54 L32 62 L16 58',
    'M46 54 L60 70 L54 92',
  ])}`;

export const cigarette: Glyph = (ink, ground) =>
  `<rect x="10" y="56" width="70" height="14" fill="${ground}" stroke="${ink}" stroke-width="4"/><rect x="10" y="56" width="20" height="14" fill="${ink}"/><rect x="82" y="56" width="8" height="14" fill="${ink}"/>${limbs(
    ink,
    4,
    ['M84 50 C76 42 92 34 84 26 C78 20 88 14 84 6', 'M72 50 C66 44 76 38 70 30'],
  )}`;

export const fireExtinguisher: Glyph = (ink, ground) =>
  `<rect x="40" y="30" width="30" height="64" rx="10" fill="${ink}"/><rect x="48" y="18" width="14" height="14" fill="${ink}"/><path d="M44 16 H76 L72 22 H46 Z" fill="${ink}"/>${limbs(
    ink,
    6,
    ['M48 20 C30 20 22 34 22 52 L22 78'],
  )}<path d="M16 76 H28 L26 92 H18 Z" fill="${ink}"/><rect x="46" y="48" width="18" height="18" rx="3" fill="${ground}"/>`;

export const hoseReel: Glyph = (ink, ground) =>
  `<circle cx="42" cy="42" r="32" fill="${ink}"/><circle cx="42" cy="42" r="22" fill="${ground}"/><circle cx="42" cy="42" r="14" fill="${ink}"/><circle cx="42" cy="42" r="5" fill="${ground}"/>${limbs(
    ink,
    7,
    ['M72 50 C82 60 84 74 78 86'],
  )}<path d="M70 84 L88 84 L84 96 L74 96 Z" fill="${ink}"/>`;

export const fireAlarmButton: Glyph = (ink, ground) =>
  `<rect x="14" y="22" width="56" height="56" rx="4" fill="${ink}"/><rect x="22" y="30" width="40" height="40" fill="${ground}"/><circle cx="42" cy="50" r="11" fill="${ink}"/>${limbs(
    ink,
    5,
    ['M78 34 C84 42 84 58 78 66', 'M88 26 C98 40 98 60 88 74'],
  )}`;

export const ladder: Glyph = (ink) =>
  limbs(ink, 8, ['M34 6 L26 94', 'M66 6 L74 94', 'M32 24 H68', 'M30 44 H70', 'M28 64 H72', 'M27 84 H73']);

/** A classic handset, tilted: ear and mouth pieces joined by a curved grip. */
export const telephone: Glyph = (ink) =>
  `<g transform="translate(50 50) scale(1.3) rotate(-40) translate(-50 -46)">${limbs(ink, 13, ['M24 40 C36 28 64 28 76 40'])}<path d="M10 40 H38 L34 62 H14 Z" fill="${ink}"/><path d="M62 40 H90 L86 62 H66 Z" fill="${ink}"/></g>`;

export const arrow: Glyph = (ink) => `<path d="M8 38 H54 V16 L94 50 L54 84 V62 H8 Z" fill="${ink}"/>`;

/** An arrow turned by `degrees` (0 points right, 90 down, -90 up, 180 left). */
export const turnedArrow =
  (degrees: number): Glyph =>
  (ink, ground) =>
    `<g transform="rotate(${degrees} 50 50)">${arrow(ink, ground)}</g>`;

export const firstAidCross: Glyph = (ink) =>
  `<rect x="36" y="10" width="28" height="80" fill="${ink}"/><rect x="10" y="36" width="80" height="28" fill="${ink}"/>`;

export const heartWithBolt: Glyph = (ink, ground) =>
  `<path d="M50 92 C22 70 6 54 6 34 C6 18 18 8 31 8 C40 8 46 13 50 20 C54 13 60 8 69 8 C82 8 94 18 94 34 C94 54 78 70 50 92 Z" fill="${ink}"/><path d="M56 22 L38 52 H50 L42 78 L64 44 H52 L60 22 Z" fill="${ground}"/>`;

export const eye: Glyph = (ink, ground) =>
  `<path d="M6 50 Q50 8 94 50 Q50 92 6 50 Z" fill="${ink}"/><circle cx="50" cy="50" r="17" fill="${ground}"/><circle cx="50" cy="50" r="8" fill="${ink}"/>`;

export const eyeWash: Glyph = (ink, ground) =>
  `<g transform="translate(0 -14) scale(1 0.8) translate(0 4)">${eye(ink, ground)}</g>${limbs(ink, 5, [
    'M30 92 C30 80 36 74 42 70',
    'M70 92 C70 80 64 74 58 70',
    'M50 94 V74',
  ])}`;

export const safetyShower: Glyph = (ink, ground) =>
  `<path d="M30 6 H74 V14 H58 V20 H72 L78 30 H38 L44 20 H50 V14 H30 Z" fill="${ink}"/>${limbs(ink, 4, [
    'M44 36 L40 46',
    'M58 36 L58 46',
    'M72 36 L76 46',
  ])}<g transform="translate(22 40) scale(0.58)">${standingPerson(ink, ground)}</g>`;

export const skullAndBones: Glyph = (ink, ground) =>
  `${limbs(ink, 9, ['M16 70 L84 94', 'M16 94 L84 70'])}<circle cx="50" cy="38" r="28" fill="${ink}"/><rect x="36" y="52" width="28" height="20" rx="4" fill="${ink}"/><circle cx="39" cy="38" r="8" fill="${ground}"/><circle cx="61" cy="38" r="8" fill="${ground}"/><path d="M50 48 L45 58 H55 Z" fill="${ground}"/>`;

export const forklift: Glyph = (ink, ground) =>
  `<path d="M14 50 H60 V80 H14 Z" fill="${ink}"/>${limbs(ink, 6, ['M22 50 V18 H52 L60 50'])}<circle cx="40" cy="32" r="6" fill="${ink}"/>${limbs(
    ink,
    7,
    ['M72 10 V88', 'M72 88 H96'],
  )}<circle cx="26" cy="82" r="11" fill="${ink}"/><circle cx="26" cy="82" r="4" fill="${ground}"/><circle cx="56" cy="84" r="9" fill="${ink}"/><circle cx="56" cy="84" r="3" fill="${ground}"/>`;

export const hangingLoad: Glyph = (ink) =>
  `${limbs(ink, 6, ['M50 4 V20', 'M50 20 C62 20 62 34 50 34 C44 34 42 30 42 28', 'M50 34 L24 54', 'M50 34 L76 54'])}<rect x="18" y="54" width="64" height="36" fill="${ink}"/>`;

export const trippingPerson: Glyph = (ink) =>
  `<circle cx="80" cy="34" r="9" fill="${ink}"/>${limbs(ink, 10, [
    'M70 44 L44 62',
    'M44 62 L32 74 L36 92',
    'M44 62 L24 64 L14 56',
    'M66 48 L80 62',
    'M64 50 L56 34',
  ])}<rect x="40" y="80" width="20" height="14" fill="${ink}"/>`;

export const slippingPerson: Glyph = (ink) =>
  `<circle cx="28" cy="22" r="9" fill="${ink}"/>${limbs(ink, 10, [
    'M36 34 L52 58',
    'M52 58 L72 48 L86 54',
    'M52 58 L62 76 L78 72',
    'M40 40 L24 50',
    'M40 40 L56 32',
  ])}${limbs(ink, 5, ['M6 90 C18 84 30 96 42 90 C54 84 66 96 78 90 C84 87 90 88 94 90'])}`;

export const stepDown: Glyph = (ink, ground) =>
  `${limbs(ink, 7, ['M6 70 H50 V90 H94'])}<g transform="translate(10 -2) scale(0.66)">${walkingPerson(ink, ground)}</g>`;

export const hand: Glyph = (ink) =>
  `<rect x="30" y="16" width="11" height="44" rx="5.5" fill="${ink}"/><rect x="43" y="8" width="11" height="50" rx="5.5" fill="${ink}"/><rect x="56" y="12" width="11" height="48" rx="5.5" fill="${ink}"/><rect x="69" y="22" width="10" height="40" rx="5" fill="${ink}"/><rect x="30" y="44" width="49" height="40" rx="14" fill="${ink}"/><rect x="14" y="46" width="11" height="34" rx="5.5" transform="rotate(-35 19 63)" fill="${ink}"/>`;

export const glove: Glyph = (ink, ground) =>
  `<g transform="translate(0 -6)">${hand(ink, ground)}</g><rect x="28" y="80" width="53" height="16" rx="3" fill="${ink}"/><path d="M30 80 H80" stroke="${ground}" stroke-width="3"/>`;

export const mobilePhone: Glyph = (ink, ground) =>
  `<rect x="30" y="8" width="40" height="84" rx="8" fill="${ink}"/><rect x="36" y="18" width="28" height="54" fill="${ground}"/><circle cx="50" cy="82" r="4.5" fill="${ground}"/>`;

export const camera: Glyph = (ink, ground) =>
  `<rect x="36" y="22" width="28" height="14" rx="3" fill="${ink}"/><rect x="10" y="32" width="80" height="52" rx="8" fill="${ink}"/><circle cx="50" cy="58" r="18" fill="${ground}"/><circle cx="50" cy="58" r="11" fill="${ink}"/><rect x="72" y="38" width="10" height="6" fill="${ground}"/>`;

export const drinkingGlass: Glyph = (ink, ground) =>
  `<path d="M26 14 H74 L66 92 H34 Z" fill="${ink}"/><path d="M33 22 H67 L65 44 H35 Z" fill="${ground}"/>`;

export const foodAndDrink: Glyph = (ink, ground) =>
  `<g transform="translate(-14 8) scale(0.8)">${drinkingGlass(ink, ground)}</g>${limbs(ink, 6, [
    'M72 14 V40',
    'M64 14 V32 C64 40 80 40 80 32 V14',
    'M72 40 V90',
  ])}`;

export const safetyGlasses: Glyph = (ink, ground) =>
  `<path d="M50 4 C76 4 90 24 88 50 C86 72 74 92 50 94 C26 92 14 72 12 50 C10 24 24 4 50 4 Z" fill="${ink}"/><rect x="10" y="36" width="80" height="24" rx="10" fill="${ground}"/><rect x="16" y="40" width="30" height="16" rx="7" fill="${ink}"/><rect x="54" y="40" width="30" height="16" rx="7" fill="${ink}"/>`;

export const earDefenders: Glyph = (ink, ground) =>
  `<ellipse cx="50" cy="56" rx="26" ry="34" fill="${ink}"/>${limbs(ink, 7, ['M20 44 C20 0 80 0 80 44'])}<rect x="6" y="36" width="20" height="34" rx="8" fill="${ink}" stroke="${ground}" stroke-width="3.5"/><rect x="74" y="36" width="20" height="34" rx="8" fill="${ink}" stroke="${ground}" stroke-width="3.5"/>`;

export const hardHat: Glyph = (ink, ground) =>
  `<ellipse cx="50" cy="72" rx="22" ry="24" fill="${ink}"/><path d="M18 50 C18 14 82 14 82 50 Z" fill="${ink}" stroke="${ground}" stroke-width="3"/><rect x="8" y="48" width="84" height="10" rx="4" fill="${ink}" stroke="${ground}" stroke-width="3"/><rect x="46" y="18" width="8" height="30" fill="${ground}"/>`;

export const safetyBoot: Glyph = (ink, ground) =>
  `<path d="M26 6 H58 V56 L84 64 C92 66 96 72 96 80 V88 H26 Z" fill="${ink}"/><path d="M26 80 H96" stroke="${ground}" stroke-width="4"/><path d="M58 60 C70 60 74 66 74 80" fill="none" stroke="${ground}" stroke-width="3"/>`;

export const safetyVest: Glyph = (ink, ground) =>
  `<path d="M28 8 H42 L50 34 L58 8 H72 L88 26 L80 46 L78 94 H22 L20 46 L12 26 Z" fill="${ink}"/><path d="M22 62 H78 M22 76 H78" stroke="${ground}" stroke-width="5"/><path d="M50 36 V94" stroke="${ground}" stroke-width="2.5"/>`;

export const faceMask: Glyph = (ink, ground) =>
  `<ellipse cx="50" cy="48" rx="34" ry="42" fill="${ink}"/><path d="M26 52 C26 44 74 44 74 52 L70 74 C60 84 40 84 30 74 Z" fill="${ground}"/>${limbs(ground, 3, ['M34 58 H66', 'M34 66 H66'])}<circle cx="38" cy="34" r="5" fill="${ground}"/><circle cx="62" cy="34" r="5" fill="${ground}"/>`;

/** A tap with falling water over two hands rubbing (M011). */
export const washingHands: Glyph = (ink, ground) =>
  `<path d="M8 8 H54 C66 8 72 14 72 26 V32 H60 V26 C60 22 58 20 54 20 H8 Z" fill="${ink}"/>${limbs(ink, 3.5, [
    'M66 38 V46',
    'M60 42 V50',
    'M72 42 V50',
  ])}<g transform="translate(10 34) scale(0.68) rotate(-30 50 50)">${hand(ink, ground)}</g><g transform="translate(98 34) scale(-0.68 0.68) rotate(-30 50 50)">${hand(
    ink,
    ground,
  )}</g>`;

export const harness: Glyph = (ink, ground) =>
  `<g transform="translate(14 10) scale(0.72)">${standingPerson(ink, ground)}</g>${limbs(ground, 3.5, ['M40 34 L60 58', 'M60 34 L40 58'])}${limbs(ink, 4, ['M50 30 C60 18 70 10 82 6'])}`;

export const footprints: Glyph = (ink) => {
  const foot = (x: number, y: number, mirror: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${mirror ? -1.45 : 1.45} 1.45)"><ellipse cx="0" cy="22" rx="9" ry="16" fill="${ink}"/><circle cx="-6" cy="0" r="3.6" fill="${ink}"/><circle cx="0" cy="-2" r="3.4" fill="${ink}"/><circle cx="5.5" cy="0" r="3" fill="${ink}"/><circle cx="9" cy="4" r="2.6" fill="${ink}"/><circle cx="11" cy="9" r="2.2" fill="${ink}"/></g>`;
  return `${foot(30, 40, true)}${foot(70, 14, false)}`;
};

export const assemblyPoint: Glyph = (ink, ground) => {
  const person = (x: number) =>
    `<g transform="translate(${x} 30) scale(0.4)">${standingPerson(ink, ground)}</g>`;
  const corner = (degrees: number) =>
    `<g transform="rotate(${degrees} 50 50)"><path d="M6 6 L26 6 L20 12 L32 24 L24 32 L12 20 L6 26 Z" fill="${ink}"/></g>`;
  return `${person(18)}${person(30)}${person(42)}${corner(0)}${corner(90)}${corner(180)}${corner(270)}`;
};

/** The running person leaving through a door (E001/E002); `towardsLeft` mirrors it. */
export const emergencyExit =
  (towardsLeft: boolean): Glyph =>
  (ink, ground) => {
    const drawing = `<rect x="58" y="8" width="36" height="86" fill="${ink}"/><rect x="64" y="14" width="24" height="80" fill="${ground}"/><g transform="translate(-2 8) scale(0.86)">${runningPerson(ink, ground)}</g>`;
    return towardsLeft ? `<g transform="translate(100 0) scale(-1 1)">${drawing}</g>` : drawing;
  };

export const doorClosed: Glyph = (ink, ground) =>
  `<rect x="24" y="6" width="52" height="88" fill="${ink}"/><rect x="30" y="12" width="40" height="82" fill="${ground}"/><circle cx="62" cy="54" r="4" fill="${ink}"/>${limbs(ink, 6, ['M6 50 H18', 'M82 50 H94'])}`;

export const generalProhibitionMark: Glyph = () => '';

export const inspectionTick: Glyph = (ink) => limbs(ink, 12, ['M18 52 L40 74 L84 26']);
