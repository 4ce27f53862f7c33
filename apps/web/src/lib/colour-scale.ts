import type { MantineColorsTuple } from '@mantine/core';

function parseHex(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function mix(a: [number, number, number], b: [number, number, number], weight: number): string {
  return toHex(a.map((value, i) => value * (1 - weight) + b[i]! * weight));
}

/**
 * Mantine's ten shades from a theme's one brand colour: lighter tints up to index 5,
 * the colour itself at 6 (Mantine's default primary shade), darker shades after.
 */
export function colourScale(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const tints = [0.92, 0.8, 0.65, 0.5, 0.33, 0.16].map((weight) => mix(base, white, weight));
  const shades = [0.14, 0.28, 0.4].map((weight) => mix(base, black, weight));
  return [...tints, toHex(base), ...shades] as unknown as MantineColorsTuple;
}

/** WCAG relative luminance contrast ratio between two colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = parseHex(hex).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
