import { readFileSync } from 'node:fs';

/**
 * The 10,000 most common passwords of public breach corpora, committed as data in common-passwords.txt beside this
 * file (source and licence in its header). It is read from src/ whether this module runs from src/ or from dist/
 * (the same relative path reaches it from both; the Docker image keeps src/).
 */
const LIST_URL = new URL('../../../src/modules/auth/common-passwords.txt', import.meta.url);

export function loadCommonPasswordList(url: URL = LIST_URL): string[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Common passwords that list leaves out: zxcvbn drops repeats and digit runs (its own patterns catch them), and a
 * few chosen here (the product's name, recent years).
 */
const EXTRA_COMMON_PASSWORDS = [
  '654321', '121212', '2000', '1111', '555555', '777777', 'aaaaaa', '987654321', 'mobilemail', 'mom', 'monitoring',
  'p@ssword', 'welcome123', 'admin123', 'administrator', 'root', 'toor', 'secret123', 'abcdef', 'princess1', 'momlove',
  'instagram', '11111', '123', '12341234', '222222', '88888888', '99999999', '00000000', '12121212', '2020', '2021',
  '2022', '2023', '2024', '2025', '2026', 'momstride', 'momstride1', 'momstride123', 'letmein123', 'iloveyou123',
  'login',
];

/** Every blocked password (compared case-insensitively; shorter ones are refused by the length rule anyway). */
export const commonPasswords: readonly string[] = [...loadCommonPasswordList(), ...EXTRA_COMMON_PASSWORDS];
