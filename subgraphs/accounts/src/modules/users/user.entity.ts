import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { BusinessCategory, Role } from './user.enums.js';

@Entity({ tableName: 'users' })
@ObjectType('User')
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
    | 'hasPendingAdminRequest';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  @Field(() => String)
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  @Field(() => String)
  lastName!: string;

  /** Always stored trimmed and lower-cased, so the unique index is case-insensitive. */
  @Property({ type: 'string', length: 254, unique: 'users_email_unique' })
  @Field(() => String, { nullable: true })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Enum({ items: () => Role, type: 'string', length: 16 })
  @Index({ name: 'users_role_index' })
  @Field(() => Role)
  role: Role = Role.member;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  bio: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  @Field(() => String, { nullable: true })
  businessName: string | null = null;

  @Enum({ items: () => BusinessCategory, type: 'string', length: 32, nullable: true })
  @Index({ name: 'users_business_category_index' })
  @Field(() => BusinessCategory, { nullable: true })
  businessCategory: BusinessCategory | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  businessDescription: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  websiteUrl: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true })
  instagramHandle: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  facebookUrl: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  linkedinUrl: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true })
  locationCity: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true })
  locationState: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  yearsInBusiness: number | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true })
  experienceLevel: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  lookingFor: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  offering: string | null = null;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  @Field(() => [String])
  interests: string[] = [];

  @Property({ type: 'string', length: 1000, nullable: true })
  @Field(() => String, { nullable: true })
  profilePicture: string | null = null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  followersCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  followingCount: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Index({ name: 'users_created_at_index' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  isOrganizationOwner: boolean = false;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  hasPendingAdminRequest: boolean = false;
}
