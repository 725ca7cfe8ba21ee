/** Design tokens: a warm coral / plum / sand palette with accessible contrast. */
export const theme = {
  colors: {
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
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    display: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.375rem',
    '5xl': '3rem',
  },
  radii: { sm: '8px', md: '12px', lg: '18px', xl: '28px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(58, 25, 52, 0.08)',
    md: '0 6px 20px rgba(58, 25, 52, 0.08)',
    lg: '0 18px 48px rgba(58, 25, 52, 0.14)',
  },
  breakpoints: { sm: '640px', md: '900px', lg: '1200px', nav: '1100px' },
  layout: { maxWidth: '1180px', headerHeight: '68px' },
} as const;

export type AppTheme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  /** Where the header's row of links replaces the menu button and drawer. */
  nav: `@media (min-width: ${theme.breakpoints.nav})`,
} as const;
