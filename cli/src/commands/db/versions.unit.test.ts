/** How the `db` commands read PostgreSQL versions (pg_dump refuses servers of a newer major version). */
import { describe, expect, it } from 'vitest';
import { parseServerVersion, parseToolVersion } from './versions.js';

describe('PostgreSQL versions', () => {
  it('reads a client tool’s --version line', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)\n')).toEqual({ major: 15, text: '15.18' });
    expect(parseToolVersion('pg_restore (PostgreSQL) 17.2\n')).toEqual({ major: 17, text: '17.2' });
    expect(parseToolVersion('psql (PostgreSQL) 18beta1\n')).toEqual({ major: 18, text: '18' });
    expect(() => parseToolVersion('command not found')).toThrow('Unexpected version output: command not found');
  });

  it('reads server_version_num, before and after version 10', () => {
    expect(parseServerVersion('150018', '15.18')).toEqual({ major: 15, text: '15.18' });
    expect(parseServerVersion('170002', '17.2 (Debian 17.2-1.pgdg120+1)')).toEqual({ major: 17, text: '17.2 (Debian 17.2-1.pgdg120+1)' });
    expect(parseServerVersion('90624', '9.6.24').major).toBe(9);
    expect(() => parseServerVersion('', '')).toThrow('Unexpected server version');
  });
});
