import { describe, expect, it } from 'vitest';
import { asAdmin, seriesDates, showJson, uniqueTitle } from '../../test-support/events-harness.js';

interface Printed {
  id: string;
  eventDate: string;
  status: string;
  guestLimit: number;
  series: { id: string; summary: string } | null;
}

/** 09:00 local Chicago time on Saturday 2031-03-01 (standard time); clocks go forward on 2031-03-09. */
const FIRST = '2031-03-01T09:00:00-06:00';

describe('momstride events create --repeat, cancel --following, list', () => {
  it('creates a walk every 2 weeks on Saturday and Sunday until a date, lists its dates, cancels this and following', async () => {
    const title = uniqueTitle('Stroller walk');
    const run = await asAdmin([
      'events', 'create', '--title', title, '--description', 'Strollers welcome', '--date', FIRST, '--duration', '60',
      '--repeat', 'weekly:sat,sun', '--every', '2', '--until', '2031-03-30', '--guest-limit', '2', '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const first = JSON.parse(run.stdout) as Printed;
    expect(first).toMatchObject({ guestLimit: 2, series: { summary: 'Repeats every 2 weeks on Saturday and Sunday' } });

    // Its dates (the shared stack's other tests make more upcoming walks than one list page shows before 2031).
    const dates = await seriesDates(first.id);
    // Sat 1, Sun 2, Sat 15, Sun 16, Sat 29, Sun 30 March, each at 9:00 Chicago time (15:00 UTC, then 14:00 UTC).
    expect(dates.map((event) => event.eventDate)).toEqual([
      '2031-03-01T15:00:00.000Z',
      '2031-03-02T15:00:00.000Z',
      '2031-03-15T14:00:00.000Z',
      '2031-03-16T14:00:00.000Z',
      '2031-03-29T14:00:00.000Z',
      '2031-03-30T14:00:00.000Z',
    ]);

    const cancelled = await asAdmin(['events', 'cancel', dates[2]!.id, '--following', '--yes']);
    expect(cancelled.code).toBe(0);
    const statuses = [];
    for (const date of dates) {
      const shown = await showJson(date.id);
      expect(shown).toMatchObject({ title, series: { summary: 'Repeats every 2 weeks on Saturday and Sunday' } });
      statuses.push(shown.status);
    }
    expect(statuses).toEqual(['upcoming', 'upcoming', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
  });

  it('refuses --every without --repeat, --until with --count, and an unknown day (exit 2)', async () => {
    const base = ['events', 'create', '--title', 'x', '--description', 'y', '--date', FIRST, '--duration', '30'];
    expect((await asAdmin([...base, '--every', '2'])).code).toBe(2);
    expect((await asAdmin([...base, '--repeat', 'weekly', '--until', '2031-04-01', '--count', '3'])).code).toBe(2);
    const unknown = await asAdmin([...base, '--repeat', 'weekly:sat,someday']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown day "som"');
  });
});
