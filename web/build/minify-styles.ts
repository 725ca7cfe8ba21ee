import { sep } from 'node:path';
import type { Plugin } from 'vite';
import { media, theme } from '../src/styles/theme.ts';

/** The design tokens a style may name (`space[4]`, `colors.plum700`, `focusRing`): the exports of styles/theme.ts. */
const TOKENS: Record<string, unknown> = { ...theme, media };

/** An interpolation that only names a token: `space[4]`, `space[1.5]`, `colors.plum700`, `fontSizes['2xl']`, `focusRing`. */
const TOKEN = /^(\w+)(?:\.(\w+)|\[([\d.]+)\]|\['([^']+)'\])?$/;

/** The names a module imports from styles/theme. */
function themeImports(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/import \{([^}]*)\} from '(?:\.\.?\/)+(?:styles\/)?theme(?:\.ts)?';/g)) {
    for (const name of match[1]!.split(',')) if (/^\s*\w+\s*$/.test(name)) names.add(name.trim());
  }
  return names;
}

/** The value of a token interpolation (a string or number), or undefined when the expression is anything else. */
export function tokenValue(expression: string, imported: ReadonlySet<string>): string | undefined {
  const match = TOKEN.exec(expression.trim());
  if (!match || !imported.has(match[1]!)) return undefined;
  const group = TOKENS[match[1]!];
  const key = match[2] ?? match[3] ?? match[4];
  const value = key === undefined ? group : (group as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Where a styled-components template literal starts: `styled.div`, `styled(Base)<Props>`, `css`, `keyframes`, `createGlobalStyle`. */
const STYLE_TAG = /(?:\bstyled(?:\.\w+|\([\w.]+\))(?:\.attrs\([^`]*?\))?(?:<[^`>]*>)?|\bcss|\bkeyframes|\bcreateGlobalStyle)`/g;

/** The CSS text between two interpolations, without comments and the spaces CSS does not need. */
export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':');
}

/** The index just past the end of a JavaScript expression inside `${…}` that starts at `from` (strings and nested templates skipped). */
function skipExpression(code: string, from: number): number {
  let depth = 1;
  let index = from;
  while (index < code.length) {
    const char = code[index]!;
    if (char === "'" || char === '"') {
      index += 1;
      while (index < code.length && code[index] !== char) index += code[index] === '\\' ? 2 : 1;
    } else if (char === '`') {
      index = skipTemplate(code, index + 1);
      continue;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
    index += 1;
  }
  return index;
}

/** The index just past the closing backtick of a template literal whose text starts at `from`. */
function skipTemplate(code: string, from: number): number {
  let index = from;
  while (index < code.length) {
    const char = code[index]!;
    if (char === '\\') index += 2;
    else if (char === '`') return index + 1;
    else if (char === '$' && code[index + 1] === '{') index = skipExpression(code, index + 2);
    else index += 1;
  }
  return index;
}

/**
 * The styled-components templates of one module with their CSS minified; an interpolation that only names a design
 * token the module imports from styles/theme is written in as its value (the CSS a reader sees stays the token's name).
 */
export function minifyStyledTemplates(code: string): string {
  const imported = themeImports(code);
  let output = '';
  let copied = 0;
  for (const match of code.matchAll(STYLE_TAG)) {
    const start = match.index + match[0].length;
    if (start < copied) continue;
    output += code.slice(copied, start);
    let index = start;
    let text = '';
    const flush = () => {
      output += minifyCss(text);
      text = '';
    };
    while (index < code.length) {
      const char = code[index]!;
      if (char === '\\') {
        text += code.slice(index, index + 2);
        index += 2;
      } else if (char === '`') {
        flush();
        output += '`';
        index += 1;
        break;
      } else if (char === '$' && code[index + 1] === '{') {
        const end = skipExpression(code, index + 2);
        const value = tokenValue(code.slice(index + 2, end - 1), imported);
        if (value !== undefined) text += value;
        else {
          flush();
          output += code.slice(index, end);
        }
        index = end;
      } else {
        text += char;
        index += 1;
      }
    }
    copied = index;
  }
  return output + code.slice(copied);
}

/**
 * A production build ships the app's CSS-in-JS without its indentation, line breaks and comments (the Babel plugin of
 * styled-components does this elsewhere; this build has no Babel), and with the design tokens it names written in as
 * their values, as plain CSS would have them. Lines move, so the development server skips it.
 */
export function minifyStyles(): Plugin {
  return {
    name: 'momstride:minify-styles',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !file.includes(`${sep}src${sep}`) || !code.includes('styled-components')) return null;
      return { code: minifyStyledTemplates(code), map: null };
    },
  };
}
