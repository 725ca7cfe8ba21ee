import type { BusinessCategory } from '../gql/graphql';

/** Display labels of the business categories (docs/product.md, Entities and fields). */
export const businessCategoryLabels: Record<BusinessCategory, string> = {
  fitness_wellness: 'Fitness & Wellness',
  consulting: 'Consulting',
  creative_services: 'Creative Services',
  retail_ecommerce: 'Retail & E-commerce',
  food_nutrition: 'Food & Nutrition',
  education_coaching: 'Education & Coaching',
  tech_digital: 'Tech & Digital',
  beauty_lifestyle: 'Beauty & Lifestyle',
  other: 'Other',
};

/** The nine categories in the order of docs/product.md, Entities and fields, ready for a select. */
export const businessCategoryOptions: ReadonlyArray<{ value: BusinessCategory; label: string }> = (
  Object.keys(businessCategoryLabels) as BusinessCategory[]
).map((value) => ({ value, label: businessCategoryLabels[value] }));

export function isBusinessCategory(value: string): value is BusinessCategory {
  return Object.hasOwn(businessCategoryLabels, value);
}
