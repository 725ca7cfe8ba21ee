import { authRoutes } from './accounts/auth.routes.js';
import { privacyRoutes } from './accounts/privacy.routes.js';
import { tokensRoutes } from './accounts/tokens.routes.js';
import { usersRoutes } from './accounts/users.routes.js';
import { webhooksRoutes } from './accounts/webhooks.routes.js';
import { challengesRoutes } from './community/challenges.routes.js';
import { communityRoutes } from './community/community.routes.js';
import { postsRoutes } from './community/posts.routes.js';
import { storiesRoutes } from './community/stories.routes.js';
import { cartRoutes } from './commerce/cart.routes.js';
import { ordersRoutes } from './commerce/orders.routes.js';
import { productsRoutes } from './commerce/products.routes.js';
import { calendarRoutes } from './events-wellness/calendar.routes.js';
import { eventsRoutes } from './events-wellness/events.routes.js';
import { remindersRoutes } from './events-wellness/reminders.routes.js';
import { wellnessRoutes } from './events-wellness/wellness.routes.js';
import type { AnyRestRoute } from './framework.js';
import { photosRoutes } from './media-reviews/photos.routes.js';
import { reviewsRoutes } from './media-reviews/reviews.routes.js';
import { blocksRoutes } from './messaging/blocks.routes.js';
import { messagesRoutes } from './messaging/messages.routes.js';
import { notificationsRoutes } from './messaging/notifications.routes.js';
import { preferencesRoutes } from './messaging/preferences.routes.js';
import { unsubscribeRoutes } from './messaging/unsubscribe.routes.js';
import { pushRoutes } from './messaging/push.routes.js';
import { reportsRoutes } from './messaging/reports.routes.js';
import { moderationRoutes } from './messaging/moderation.routes.js';

/**
 * Every REST route, one line per group. A group lives under the subgraph that owns its calls (docs/architecture.md, "Services and the data each owns"):
 * rest/<subgraph>/<area>.routes.ts next to its operations, <area>.graphql.
 */
export const restRoutes: readonly AnyRestRoute[] = [
  ...authRoutes,
  // Before usersRoutes: DELETE /users/me would otherwise be taken for DELETE /users/{id}.
  ...privacyRoutes,
  ...usersRoutes,
  ...tokensRoutes,
  ...webhooksRoutes,
  ...postsRoutes,
  ...communityRoutes,
  ...storiesRoutes,
  ...challengesRoutes,
  // Before eventsRoutes: GET /events/reminders would otherwise be taken for GET /events/{id}.
  ...remindersRoutes,
  ...eventsRoutes,
  ...calendarRoutes,
  ...wellnessRoutes,
  // Before messagesRoutes: GET /messages/blocks would otherwise be taken for GET /messages/{partnerId}.
  ...blocksRoutes,
  ...messagesRoutes,
  ...reportsRoutes,
  ...moderationRoutes,
  ...notificationsRoutes,
  ...preferencesRoutes,
  ...unsubscribeRoutes,
  ...pushRoutes,
  ...reviewsRoutes,
  ...photosRoutes,
  ...productsRoutes,
  ...cartRoutes,
  ...ordersRoutes,
];
