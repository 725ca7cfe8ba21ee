import { describe, expect, it } from 'vitest';
import { minifyStyledTemplates } from './minify-styles';

describe('minifyStyledTemplates', () => {
  it('drops the CSS whitespace and comments of styled templates and keeps their interpolations whole', () => {
    const source = [
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
        'const Box = styled(Card)<{ $on: boolean }>` margin:${space[1]} 0 ${space[4]};color:' +
          "${({ $on }) => ($on ? `${colors.ink}` : 'rgba(0, 0, 0, 0.5)')};> :last-child{gap:1rem;}@media (min-width:640px){padding:0 2rem;}`;",
        'const text = `keep   ${this}   as is`;',
      ].join('\n'),
    );
  });
});
