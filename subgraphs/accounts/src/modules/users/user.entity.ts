import { USER_DESCRIPTION, USER_ID_DESCRIPTION } from '@momstride/kit';
import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { BusinessCategory, Role } from './user.enums.js';

@Entity({ tableName: 'users' })
// The directory's and the admin list's order (newest first, the id as tiebreaker).
@Index({ name: 'users_created_at_id_index', properties: ['createdAt', 'id'] })
@ObjectType('User', { description: USER_DESCRIPTION })
@Directive('@key(fields: "id")')
export class User {
  [OptionalProps]?:
    | 'role'
    | 'interests'
    | 'followersCount'
    | 'followingCount'
    | 'createdAt'
    | 'updatedAt'
    | 'isOrganizationOwner'
    | 'hasPendingAdminRequest'
    | 'suspendedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: USER_ID_DESCRIPTION })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  /** Always stored trimmed and lower-cased, so the unique index is case-insensitive. */
  @Property({ type: 'string', length: 254, unique: 'users_email_unique' })
  @Field(() => String, { nullable: true, description: 'E-mail address, lower-cased; only the user herself and admins see it, null for anyone else' })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Enum({ items: () => Role, type: 'string', length: 16 })
  @Index({ name: 'users_role_index' })
  @Field(() => Role, { description: "The user's role: admin or member" })
  role: Role = Role.member;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'A short text about herself; null when not given' })
  bio: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'Name of her business; null when not given' })
  businessName: string | null = null;

  @Enum({ items: () => BusinessCategory, type: 'string', length: 32, nullable: true })
  @Index({ name: 'users_business_category_index' })
  @Field(() => BusinessCategory, { nullable: true, description: "Category of her business (the directory's filter); null when not given" })
  businessCategory: BusinessCategory | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What her business does; null when not given' })
  businessDescription: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Her business website (an http(s) URL); null when not given' })
  websiteUrl: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'Her Instagram handle; null when not given' })
  instagramHandle: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Her Facebook page (a URL); null when not given' })
  facebookUrl: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Her LinkedIn profile (a URL); null when not given' })
  linkedinUrl: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'City she lives or works in; null when not given' })
  locationCity: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'State (US) or region she lives or works in; null when not given' })
  locationState: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'How many years her business has run; null when not given' })
  yearsInBusiness: number | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'Her experience level as she describes it (free text, e.g. "Beginner"); null when not given' })
  experienceLevel: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What she is looking for in the community (free text); null when not given' })
  lookingFor: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What she offers other members (free text); null when not given' })
  offering: string | null = null;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  @Field(() => [String], { description: 'Her interests, as short tags; empty when none' })
  interests: string[] = [];

  @Property({ type: 'string', length: 1000, nullable: true })
  @Field(() => String, { nullable: true, description: 'URL of her profile picture (served under /media); null when she has none' })
  profilePicture: string | null = null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many members follow her' })
  followersCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many members she follows' })
  followingCount: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When she joined (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Whether she owns the organization (the first admin; her role and account cannot be taken away)' })
  isOrganizationOwner: boolean = false;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Whether she has asked to become an admin and no admin has answered yet; false for anyone but herself and admins' })
  hasPendingAdminRequest: boolean = false;

  /** When an admin suspended her (docs/security.md, "Suspension"); null when she is not suspended. */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt: Date | null = null;
}
