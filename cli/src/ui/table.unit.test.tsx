import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { fitColumnWidths, Table } from './table.js';

describe('fitColumnWidths', () => {
  it('keeps natural widths when they fit, gaps included', () => {
    expect(fitColumnWidths([10, 20, 5], 41)).toEqual([10, 20, 5]);
  });

  it('shrinks the widest column first, never below 8 characters', () => {
    expect(fitColumnWidths([10, 40, 5], 50)).toEqual([10, 29, 5]);
    expect(fitColumnWidths([30, 30], 30)).toEqual([13, 13]);
    expect(fitColumnWidths([30, 30, 4], 10)).toEqual([8, 8, 4]);
  });

  it('leaves the columns marked to keep their width alone', () => {
    expect(fitColumnWidths([36, 40, 20], 80, [true])).toEqual([36, 19, 19]);
    expect(fitColumnWidths([36, 40], 20, [true])).toEqual([36, 8]);
  });
});

describe('Table with a width', () => {
  it('truncates long cells with an ellipsis and keeps the columns apart', () => {
    const rows = [{ name: 'Nadia Applicant', email: 'a-very-long-address-for-a-narrow-terminal@test.example' }];
    const columns = [
      { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
      { header: 'Email', value: (row: (typeof rows)[number]) => row.email },
    ];
    const { lastFrame } = render(<Table rows={rows} columns={columns} width={40} />);
    const lines = (lastFrame() ?? '').split('\n');
    expect(lines[1]).toMatch(/^Nadia Applicant {2}a-very-long-address-…$/);
    expect(lines[0]?.indexOf('EMAIL')).toBe(lines[1]?.indexOf('a-very'));
  });
});
