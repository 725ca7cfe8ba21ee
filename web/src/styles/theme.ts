/**
 * The spacing scale (padding, margin, gap): `space[n]` is n quarter-rems (n × 4 px at the default font size), with
 * half steps below 1 rem. Every spacing of the app is one of these.
 */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  2.5: '0.625rem',
  3: '0.75rem',
  3.5: '0.875rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  7: '1.75rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  14: '3.5rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

/** Font weights: body text, labels, headings and buttons, figures. */
export const fontWeights = { regular: 400, medium: 500, semibold: 600, strong: 650, bold: 700, heavy: 800 } as const;

/** Heights of buttons, inputs and icon buttons (40 px and up: a comfortable touch target). */
export const controlHeights = { sm: '40px', md: '44px', lg: '46px', xl: '48px' } as const;

/** The keyboard focus ring around a control (box-shadow), in the focus colour. */
export const focusRing = '0 0 0 3px rgba(47, 111, 219, 0.3)';

/** Colours: a warm coral / plum / sand palette with accessible contrast. */
export const colors = {
  plum900: '#3A1934',
  plum800: '#4F2146',
  plum700: '#6E2F5C',
  plum600: '#84406F',
  plum100: '#F4E6EF',
  coral700: '#A8402D',
  coral600: '#B9472F',
  coral500: '#D9654A',
  coral300: '#F3A58C',
  coral100: '#FCE9DF',
  sand50: '#FFFBF6',
  sand100: '#FBF4EC',
  sand200: '#F3E6D7',
  sand300: '#E8D5C0',
  sage700: '#3F6B52',
  sage100: '#E3EFE6',
  gold500: '#C9912E',
  gold100: '#FBF0D9',
  ink: '#2B2029',
  inkSoft: '#5E5160',
  border: '#E4D6CA',
  borderStrong: '#B8A596',
  white: '#FFFFFF',
  danger: '#B3261E',
  dangerBg: '#FCEDEB',
  focus: '#2F6FDB',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  display: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
} as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.375rem',
  '5xl': '3rem',
} as const;

export const radii = { sm: '8px', md: '12px', lg: '18px', xl: '28px', pill: '999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(58, 25, 52, 0.08)',
  md: '0 6px 20px rgba(58, 25, 52, 0.08)',
  lg: '0 18px 48px rgba(58, 25, 52, 0.14)',
} as const;

export const breakpoints = { sm: '640px', md: '900px', lg: '1200px', nav: '1100px' } as const;

export const layout = { maxWidth: '1180px', headerHeight: '68px' } as const;

/**
 * Design tokens, all in one object (the styled-components theme). Styles import the groups they use directly
 * (`colors.plum700`, `space[4]`): the CSS stays static, with no function per value to call on each render.
 */
export const theme = { colors, fonts, fontSizes, radii, shadows, breakpoints, layout, space, fontWeights, controlHeights, focusRing } as const;

export type AppTheme = typeof theme;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  /** Where the header's row of links replaces the menu button and drawer. */
  nav: `@media (min-width: ${breakpoints.nav})`,
} as const;
