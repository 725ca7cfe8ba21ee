import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const steps = { id: 'goal-1', label: 'Daily steps', unit: 'steps', currentValue: 6000, targetValue: 10000, progress: 60, completed: false };

describe('/wellness', () => {
  it('shows a loading state, then the summary cards and her goals', async () => {
    await openThroughLoading('/wellness', 'WellnessPage', { me: { goals: [steps], wellnessSummary: { totalGoals: 1, completedGoals: 0, overallProgress: 45 } } }, { as: aMember });
    expect(await findHeading('Your Goals')).toBeTruthy();
    expect(screen.getByText('Total Goals')).toBeTruthy();
    expect(screen.getByText('45%')).toBeTruthy();
    expect(screen.getAllByText(/Daily steps/).length).toBeGreaterThan(0);
    await expectLoaded();
  });

  it('says when the goals could not be loaded', async () => {
    await renderRoute('/wellness', { as: aMember, api: new FakeApi().fail('WellnessPage') });
    expect(await screen.findByText('Failed to load wellness goals')).toBeTruthy();
    expect(screen.getByText(/We could not load your wellness goals right now/)).toBeTruthy();
  });

  it('says she has no goals yet, beside the Add New Goal form', async () => {
    await renderRoute('/wellness', { as: aMember });
    expect(await findHeading('No goals yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /add new goal/i })).toBeTruthy();
  });
});
