import { describe, expect, it } from 'vitest';
import { minifyStyledTemplates, tokenValue } from './minify-styles';

describe('minifyStyledTemplates', () => {
  it('drops the CSS whitespace and comments of styled templates, writes in the tokens it names and keeps other interpolations whole', () => {
    const source = [
      "import { colors, space } from '../../styles/theme';",
      'const Box = styled(Card)<{ $on: boolean }>`',
      '  /* a comment */',
      '  margin: ${space[1]} 0 ${space[4]};',
      "  color: ${({ $on }) => ($on ? `${colors.ink}` : 'rgba(0, 0, 0, 0.5)')};",
      '  > :last-child { gap: 1rem; }',
      '  @media (min-width: 640px) {',
      '    padding: 0 2rem;',
      '  }',
      '`;',
      'const text = `keep   ${this}   as is`;',
    ].join('\n');
    expect(minifyStyledTemplates(source)).toBe(
      [
        "import { colors, space } from '../../styles/theme';",
        'const Box = styled(Card)<{ $on: boolean }>` margin:0.25rem 0 1rem;color:' +
          "${({ $on }) => ($on ? `${colors.ink}` : 'rgba(0, 0, 0, 0.5)')};> :last-child{gap:1rem;}@media (min-width:640px){padding:0 2rem;}`;",
        'const text = `keep   ${this}   as is`;',
      ].join('\n'),
    );
  });
});

describe('tokenValue', () => {
  it('reads a token the module imports, and nothing else', () => {
    const imported = new Set(['space', 'colors', 'fontSizes', 'focusRing']);
    expect(tokenValue('space[1.5]', imported)).toBe('0.375rem');
    expect(tokenValue("fontSizes['2xl']", imported)).toBe('1.5rem');
    expect(tokenValue('focusRing', imported)).toBe('0 0 0 3px rgba(47, 111, 219, 0.3)');
    expect(tokenValue('radii.md', imported)).toBeUndefined();
    expect(tokenValue('colors', imported)).toBeUndefined();
    expect(tokenValue('space[4] + 1', imported)).toBeUndefined();
  });
});
