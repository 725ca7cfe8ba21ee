import { sep } from 'node:path';
import type { Plugin } from 'vite';

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

/** The styled-components templates of one module with their CSS minified (interpolations untouched). */
export function minifyStyledTemplates(code: string): string {
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
        flush();
        const end = skipExpression(code, index + 2);
        output += code.slice(index, end);
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
 * styled-components does this elsewhere; this build has no Babel). Lines move, so the development server skips it.
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
