import { describe, expect, it } from 'vitest';
import { checkGoalForm, checkProgress, DATE_BEFORE_TODAY, emptyGoalForm, FILL_ALL_FIELDS, PROGRESS_NEGATIVE, TARGET_POSITIVE } from './goal-form';

const today = '2026-03-10';
const filled = { goalType: 'distance', targetValue: '12.5', targetDate: '2026-03-31' } as const;

describe('Add New Goal form rules (docs/product.md, Validation rules)', () => {
  it('a missing field says "Please fill in all fields" and marks each missing field', () => {
    const check = checkGoalForm({ ...emptyGoalForm, targetValue: '5000' }, today);
    expect(check.formError).toBe(FILL_ALL_FIELDS);
    expect(Object.keys(check.errors).sort()).toEqual(['goalType', 'targetDate']);
    expect(check.input).toBeNull();
    expect(checkGoalForm({ ...filled, targetValue: '  ' }, today)).toMatchObject({ formError: FILL_ALL_FIELDS, input: null });
  });

  it('refuses a target of 0 or less and a date before today, without the fill-in sentence', () => {
    for (const targetValue of ['0', '-2', '-0.1']) {
      expect(checkGoalForm({ ...filled, targetValue }, today)).toEqual({ formError: null, errors: { targetValue: TARGET_POSITIVE }, input: null });
    }
    expect(checkGoalForm({ ...filled, targetDate: '2026-03-09' }, today)).toEqual({ formError: null, errors: { targetDate: DATE_BEFORE_TODAY }, input: null });
  });

  it('accepts today and a decimal target, and sends numbers', () => {
    expect(checkGoalForm({ ...filled, targetDate: today }, today).input).toEqual({ goalType: 'distance', targetValue: 12.5, targetDate: today });
  });
});

describe('progress entry', () => {
  it('nothing to send when empty; a number ≥ 0 otherwise', () => {
    expect(checkProgress('')).toEqual({ value: null, error: null });
    expect(checkProgress('6.25')).toEqual({ value: 6.25, error: null });
    expect(checkProgress('0')).toEqual({ value: 0, error: null });
    expect(checkProgress('-1')).toEqual({ value: null, error: PROGRESS_NEGATIVE });
  });
});
