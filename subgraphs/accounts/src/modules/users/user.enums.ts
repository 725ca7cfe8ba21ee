import { registerEnumType } from 'type-graphql';

export enum Role {
  admin = 'admin',
  member = 'member',
}

export enum BusinessCategory {
  fitness_wellness = 'fitness_wellness',
  consulting = 'consulting',
  creative_services = 'creative_services',
  retail_ecommerce = 'retail_ecommerce',
  food_nutrition = 'food_nutrition',
  education_coaching = 'education_coaching',
  tech_digital = 'tech_digital',
  beauty_lifestyle = 'beauty_lifestyle',
  other = 'other',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'Role of a user in the organization',
  valuesConfig: {
    admin: { description: 'Manages members, events, orders, reports and the shop from the admin panel and CLI' },
    member: { description: 'A community member (everyone who signs up)' },
  },
});
registerEnumType(BusinessCategory, {
  name: 'BusinessCategory',
  description: "Business category of a member's business",
  valuesConfig: {
    fitness_wellness: { description: 'Fitness & Wellness' },
    consulting: { description: 'Consulting' },
    creative_services: { description: 'Creative Services' },
    retail_ecommerce: { description: 'Retail & E-commerce' },
    food_nutrition: { description: 'Food & Nutrition' },
    education_coaching: { description: 'Education & Coaching' },
    tech_digital: { description: 'Tech & Digital' },
    beauty_lifestyle: { description: 'Beauty & Lifestyle' },
    other: { description: 'Any other business' },
  },
});
