/**
 * Descriptions of the federation entities that several subgraphs declare (`User`, `Event`). Composition keeps one
 * description per element, so every subgraph that declares an entity gives it and its key the same words.
 */
export const USER_DESCRIPTION =
  'A member of MomStride (or an admin): her public profile, her business and, for herself and admins, her private fields. Other services add fields (posts, goals, ratings…)';
export const USER_ID_DESCRIPTION = "The user's id (a UUID), stable for the life of the account";

export const EVENT_DESCRIPTION =
  'A walking event: when and where it starts, how long it lasts, its places and its status. Members join it (or its waitlist when full); admins create, edit and cancel it';
export const EVENT_ID_DESCRIPTION = "The event's id (a UUID)";
