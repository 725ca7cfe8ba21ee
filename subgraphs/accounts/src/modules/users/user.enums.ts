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

registerEnumType(Role, { name: 'Role', description: 'Role of a user in the organization' });
registerEnumType(BusinessCategory, { name: 'BusinessCategory', description: "Business category of a member's business" });
