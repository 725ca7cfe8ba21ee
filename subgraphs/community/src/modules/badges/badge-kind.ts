import { registerEnumType } from 'type-graphql';

export enum BadgeKind {
  welcome = 'welcome',
  first_post = 'first_post',
  first_follow = 'first_follow',
  connector = 'connector',
  storyteller = 'storyteller',
}

registerEnumType(BadgeKind, {
  name: 'BadgeKind',
  description: 'Which milestone a badge marks',
  valuesConfig: {
    welcome: { description: 'Joined the community' },
    first_post: { description: 'Shared a first post' },
    first_follow: { description: 'Followed a first member' },
    connector: { description: 'Followed five members' },
    storyteller: { description: 'Shared ten posts' },
  },
});

export interface BadgeDefinition {
  name: string;
  description: string;
  icon: string;
}

/** The badge catalogue: what each milestone is called and shows. */
export const badgeCatalogue: Readonly<Record<BadgeKind, BadgeDefinition>> = {
  [BadgeKind.welcome]: { name: 'Welcome Aboard', description: 'Joined the MomStride community', icon: '👋' },
  [BadgeKind.first_post]: { name: 'First Post', description: 'Shared a first update with the community', icon: '✍️' },
  [BadgeKind.first_follow]: { name: 'First Connection', description: 'Followed a first fellow member', icon: '🤝' },
  [BadgeKind.connector]: { name: 'Connector', description: 'Followed five members of the community', icon: '🌐' },
  [BadgeKind.storyteller]: { name: 'Storyteller', description: 'Shared ten updates with the community', icon: '📖' },
};

/** Follows (distinct members followed) needed for the connector badge. */
export const CONNECTOR_FOLLOWS = 5;
/** Posts needed for the storyteller badge. */
export const STORYTELLER_POSTS = 10;
