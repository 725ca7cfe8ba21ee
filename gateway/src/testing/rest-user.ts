/** Every User field of docs/product.md, Entities and fields (snake_case) the REST user carries. */
export const USER_JSON_KEYS = [
  'id', 'first_name', 'last_name', 'email', 'role', 'bio', 'business_name', 'business_category',
  'business_description', 'website_url', 'instagram_handle', 'facebook_url', 'linkedin_url', 'location_city',
  'location_state', 'years_in_business', 'experience_level', 'looking_for', 'offering', 'interests',
  'profile_picture', 'followers_count', 'following_count', 'created_at', 'is_organization_owner',
  'has_pending_admin_request',
].sort();
