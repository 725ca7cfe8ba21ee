import type { GoalType, WellnessGoalInput } from '../../gql/graphql';

/** The wording of docs/product.md, Validation rules and Error catalogue (the server answers with the same sentences). */
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const TARGET_POSITIVE = 'Target value must be greater than 0';
export const DATE_BEFORE_TODAY = 'Target date cannot be before today';
export const PROGRESS_NEGATIVE = 'Progress cannot be negative';

/** The Add New Goal form while it is being filled in: text, as the inputs hold it. */
export interface GoalFormValues {
  goalType: GoalType | '';
  targetValue: string;
  targetDate: string;
}

export type GoalFormField = keyof GoalFormValues;
export type GoalFormErrors = Partial<Record<GoalFormField, string>>;

export const emptyGoalForm: GoalFormValues = { goalType: '', targetValue: '', targetDate: '' };

const missingMessages: Record<GoalFormField, string> = {
  goalType: 'Choose a goal type',
  targetValue: 'Enter a target value',
  targetDate: 'Choose a target date',
};

export interface GoalFormCheck {
  /** The sentence over the whole form: "Please fill in all fields" when something is missing. */
  formError: string | null;
  errors: GoalFormErrors;
  /** What to send, once nothing is wrong. */
  input: WellnessGoalInput | null;
}

/**
 * docs/product.md, Validation rules: goal type, target value and target date are required ("Please fill in all fields"); the target must be
 * above 0 and the date not before today (`today`, YYYY-MM-DD in the member's time zone).
 */
export function checkGoalForm(values: GoalFormValues, today: string): GoalFormCheck {
  const errors: GoalFormErrors = {};
  const fields: GoalFormField[] = ['goalType', 'targetValue', 'targetDate'];
  for (const field of fields) if (values[field].trim() === '') errors[field] = missingMessages[field];
  const missing = Object.keys(errors).length > 0;

  const target = Number(values.targetValue);
  if (!errors.targetValue && (!Number.isFinite(target) || target <= 0)) errors.targetValue = TARGET_POSITIVE;
  if (!errors.targetDate && values.targetDate < today) errors.targetDate = DATE_BEFORE_TODAY;

  if (Object.keys(errors).length > 0 || values.goalType === '') {
    return { formError: missing ? FILL_ALL_FIELDS : null, errors, input: null };
  }
  return { formError: null, errors, input: { goalType: values.goalType, targetValue: target, targetDate: values.targetDate } };
}

/** The progress control's entry: a number ≥ 0 to send, or why not (null when there is nothing to send). */
export function checkProgress(draft: string): { value: number | null; error: string | null } {
  if (draft.trim() === '') return { value: null, error: null };
  const value = Number(draft);
  if (!Number.isFinite(value)) return { value: null, error: 'Enter a number' };
  if (value < 0) return { value: null, error: PROGRESS_NEGATIVE };
  return { value, error: null };
}
