/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query FrameCounts {\n    me {\n      id\n      unreadMessageCount\n    }\n    unreadNotificationCount\n  }\n": typeof types.FrameCountsDocument,
    "\n  fragment AccessTokenItem on AccessToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n    expired\n  }\n": typeof types.AccessTokenItemFragmentDoc,
    "\n  fragment BadgeChip on Badge {\n    id\n    kind\n    name\n    description\n    icon\n    awardedAt\n  }\n": typeof types.BadgeChipFragmentDoc,
    "\n  fragment BusinessDetails on User {\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n": typeof types.BusinessDetailsFragmentDoc,
    "\n  fragment EndorsementItem on Endorsement {\n    id\n    skill\n    createdAt\n    endorser {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n": typeof types.EndorsementItemFragmentDoc,
    "\n  fragment MemberHero on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n    followersCount\n    followingCount\n    createdAt\n  }\n": typeof types.MemberHeroFragmentDoc,
    "\n  fragment PostCard on Post {\n    id\n    content\n    likesCount\n    commentsCount\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n": typeof types.PostCardFragmentDoc,
    "\n  fragment ConversationSummary on Conversation {\n    id\n    unreadCount\n    partner {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n": typeof types.ConversationSummaryFragmentDoc,
    "\n  query MessageReportReasons {\n    messageReportReasons {\n      value\n      label\n    }\n  }\n": typeof types.MessageReportReasonsDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  fragment GoalProgress on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetValue\n    progress\n    completed\n  }\n": typeof types.GoalProgressFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      ...AccessTokenItem\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      token {\n        id\n        ...AccessTokenItem\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  fragment AdminEventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    waitlistCount\n    status\n    isFull\n    guestLimit\n    series {\n      id\n      summary\n    }\n  }\n": typeof types.AdminEventCardFragmentDoc,
    "\n  query AdminEvents($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...AdminEventCard\n    }\n  }\n": typeof types.AdminEventsDocument,
    "\n  query AdminEventAttendees($id: ID!) {\n    event(id: $id) {\n      id\n      participants {\n        guests\n        joinedAt\n        promotedFromWaitlistAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n      waitlist {\n        guests\n        position\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n    }\n  }\n": typeof types.AdminEventAttendeesDocument,
    "\n  query AdminOrders($status: OrderStatus, $limit: Int!, $offset: Int!) {\n    orders(status: $status, limit: $limit, offset: $offset) {\n      id\n      ...AdminOrderCard\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  fragment AdminOrderCard on Order {\n    id\n    reference\n    status\n    createdAt\n    updatedAt\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    region\n    zip\n    country\n    subtotal\n    note\n    lines {\n      id\n      productTitle\n      variantTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n": typeof types.AdminOrderCardFragmentDoc,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      ...AdminOrderCard\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  query AdminReports($kind: ReportSubjectType, $status: MessageReportStatus!, $limit: Int!) {\n    reports(kind: $kind, status: $status, limit: $limit) {\n      id\n      createdAt\n      subjectType\n      subjectId\n      reason\n      details\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      restoredAt\n      reportCount\n      author {\n        id\n        firstName\n        lastName\n        email\n      }\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n      message {\n        id\n        content\n        createdAt\n      }\n      post {\n        id\n        content\n        createdAt\n      }\n      story {\n        id\n        title\n        storyContent\n      }\n      photo {\n        id\n        title\n        thumbnailUrl\n      }\n      review {\n        id\n        rating\n        title\n        content\n      }\n      member {\n        id\n        firstName\n        lastName\n        businessName\n      }\n    }\n    messageReportReasons {\n      value\n      label\n    }\n  }\n": typeof types.AdminReportsDocument,
    "\n  mutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n      resolution\n      resolutionNote\n    }\n  }\n": typeof types.ResolveReportDocument,
    "\n  mutation RestoreReport($id: ID!) {\n    restoreReportedContent(id: $id) {\n      id\n      restoredAt\n    }\n  }\n": typeof types.RestoreReportDocument,
    "\n  query AdminUsersPage($search: String, $limit: Int!, $offset: Int!, $pendingLimit: Int!) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        id\n        ...AdminUserRow\n      }\n    }\n    pendingAdminRequests(limit: $pendingLimit) {\n      id\n      ...PendingAdminRequest\n    }\n  }\n": typeof types.AdminUsersPageDocument,
    "\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookCard\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  fragment AdminWebhookCard on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    secretPrefix\n    previousSecretPrefix\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n    failingSince\n    turnsOffAt\n    autoDisabledAt\n    lastDelivery {\n      id\n      event\n      status\n      createdAt\n      responseStatus\n      error\n      durationMs\n    }\n  }\n": typeof types.AdminWebhookCardFragmentDoc,
    "\n  query WebhookDeliveries($id: ID!, $limit: Int!, $offset: Int!) {\n    webhookEndpoint(id: $id) {\n      id\n      deliveries(limit: $limit, offset: $offset) {\n        id\n        ...WebhookDeliveryRow\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  fragment WebhookDeliveryRow on WebhookDelivery {\n    id\n    event\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    responseStatus\n    error\n    durationMs\n    payload\n    attempts {\n      number\n      at\n      responseStatus\n      error\n      durationMs\n      responseSnippet\n    }\n  }\n": typeof types.WebhookDeliveryRowFragmentDoc,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...AdminWebhookCard\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      id\n      status\n      responseStatus\n      error\n      durationMs\n    }\n  }\n": typeof types.SendWebhookTestDocument,
    "\n  mutation CancelEvent($id: ID!, $scope: EventScope) {\n    cancelEvent(id: $id, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation GrantAdminRequest($userId: ID!) {\n    grantAdminRequest(userId: $userId) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n": typeof types.GrantAdminRequestDocument,
    "\n  mutation LiftMemberSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n      suspendedAt\n    }\n  }\n": typeof types.LiftMemberSuspensionDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...AdminEventCard\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $scope: EventScope) {\n    updateEvent(id: $id, input: $input, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  query MemberAccessTokens($userId: ID!) {\n    memberAccessTokens(userId: $userId) {\n      id\n      ...AccessTokenItem\n    }\n  }\n": typeof types.MemberAccessTokensDocument,
    "\n  mutation RevokeMemberAccessToken($userId: ID!, $id: ID!) {\n    revokeMemberAccessToken(userId: $userId, id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeMemberAccessTokenDocument,
    "\n  fragment PendingAdminRequest on User {\n    id\n    firstName\n    lastName\n    email\n    profilePicture\n    createdAt\n  }\n": typeof types.PendingAdminRequestFragmentDoc,
    "\n  fragment AdminUserRow on User {\n    id\n    firstName\n    lastName\n    email\n    businessName\n    role\n    isOrganizationOwner\n    suspendedAt\n    profilePicture\n    followersCount\n    followingCount\n    postsCount\n  }\n": typeof types.AdminUserRowFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment ChallengeCard on Challenge {\n    id\n    title\n    description\n    endDate\n    targetMetric\n    targetValue\n    unit\n    challengeType\n    participantsCount\n    isJoined\n    isEnded\n    myProgress {\n      total\n      percent\n      streak\n      completedAt\n    }\n  }\n": typeof types.ChallengeCardFragmentDoc,
    "\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      id\n      ...ChallengeCard\n    }\n  }\n": typeof types.JoinChallengeDocument,
    "\n  mutation LogChallengeProgress($id: ID!, $amount: Float!, $date: String) {\n    logChallengeProgress(id: $id, amount: $amount, date: $date) {\n      id\n      ...ChallengeCard\n    }\n  }\n": typeof types.LogChallengeProgressDocument,
    "\n  fragment CommunityMember on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    bio\n    profilePicture\n    followersCount\n    isFeatured\n    createdAt\n  }\n": typeof types.CommunityMemberFragmentDoc,
    "\n  query CommunityStats {\n    communityStats {\n      activeMembers\n      successStories\n      activeChallenges\n    }\n  }\n": typeof types.CommunityStatsDocument,
    "\n  query CommunityFeaturedMembers($limit: Int!) {\n    featuredMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n": typeof types.CommunityFeaturedMembersDocument,
    "\n  query CommunityNewMembers($limit: Int!) {\n    recentMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n": typeof types.CommunityNewMembersDocument,
    "\n  query CommunityStories($limit: Int!) {\n    successStories(limit: $limit) {\n      id\n      ...StoryCard\n    }\n  }\n": typeof types.CommunityStoriesDocument,
    "\n  query CommunityChallenges {\n    challenges(limit: 50) {\n      id\n      ...ChallengeCard\n    }\n  }\n": typeof types.CommunityChallengesDocument,
    "\n  query ChallengeLeaderboard($id: ID!, $limit: Int!) {\n    challengeLeaderboard(id: $id, limit: $limit) {\n      entries {\n        rank\n        total\n        completed\n        member {\n          id\n          firstName\n          lastName\n          businessName\n          profilePicture\n        }\n      }\n      me {\n        rank\n        total\n      }\n    }\n  }\n": typeof types.ChallengeLeaderboardDocument,
    "\n  mutation CreateChallenge($input: ChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateChallengeDocument,
    "\n  mutation CreateStory($input: SuccessStoryInput!) {\n    createSuccessStory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateStoryDocument,
    "\n  fragment StoryCard on SuccessStory {\n    id\n    title\n    storyType\n    storyContent\n    likesCount\n    likedByMe\n    isFeatured\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n": typeof types.StoryCardFragmentDoc,
    "\n  mutation ToggleStoryLike($id: ID!) {\n    toggleSuccessStoryLike(id: $id) {\n      liked\n      story {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n": typeof types.ToggleStoryLikeDocument,
    "\n  mutation FeatureStory($id: ID!, $featured: Boolean!) {\n    featureSuccessStory(id: $id, featured: $featured) {\n      id\n      isFeatured\n    }\n  }\n": typeof types.FeatureStoryDocument,
    "\n  fragment BusinessSnapshotPanel on Query {\n    me {\n      id\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      createdAt\n    }\n  }\n": typeof types.BusinessSnapshotPanelFragmentDoc,
    "\n  fragment CommunityFeedPanel on Query {\n    feed(limit: $feedLimit) {\n      id\n      ...PostCard\n    }\n  }\n": typeof types.CommunityFeedPanelFragmentDoc,
    "\n  fragment DashboardStats on Query {\n    me {\n      id\n      upcomingEventCount\n      wellnessSummary {\n        overallProgress\n      }\n      conversationCount\n      followingCount\n    }\n  }\n": typeof types.DashboardStatsFragmentDoc,
    "\n  fragment NetworkPanel on Query {\n    me {\n      id\n      followersCount\n      followingCount\n    }\n  }\n": typeof types.NetworkPanelFragmentDoc,
    "\n  fragment PendingAdminNotice on Query {\n    me {\n      id\n      hasPendingAdminRequest\n    }\n  }\n": typeof types.PendingAdminNoticeFragmentDoc,
    "\n  fragment RecentMessagesPanel on Query {\n    recentConversations: conversations(limit: 3) {\n      id\n      ...ConversationSummary\n    }\n  }\n": typeof types.RecentMessagesPanelFragmentDoc,
    "\n  fragment UpcomingEventsPanel on Query {\n    upcomingWalks: events(status: upcoming, limit: 3) {\n      id\n      title\n      eventDate\n      durationMinutes\n      location\n      isJoined\n      isFull\n    }\n  }\n": typeof types.UpcomingEventsPanelFragmentDoc,
    "\n  fragment WelcomeBanner on Query {\n    me {\n      id\n      firstName\n    }\n  }\n": typeof types.WelcomeBannerFragmentDoc,
    "\n  fragment WellnessGoalsPanel on Query {\n    me {\n      id\n      goals {\n        id\n        ...GoalProgress\n      }\n    }\n  }\n": typeof types.WellnessGoalsPanelFragmentDoc,
    "\n  query DirectoryPage($search: String, $businessCategory: BusinessCategory, $limit: Int!, $offset: Int!) {\n    users(search: $search, businessCategory: $businessCategory, limit: $limit, offset: $offset) {\n      id\n      ...DirectoryMemberCard\n    }\n  }\n": typeof types.DirectoryPageDocument,
    "\n  fragment DirectoryMemberCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    bio\n    profilePicture\n    isFollowedByMe\n    followersCount\n  }\n": typeof types.DirectoryMemberCardFragmentDoc,
    "\n  mutation MarkEventNoticesRead($ids: [ID!]) {\n    markEventNoticesRead(ids: $ids)\n  }\n": typeof types.MarkEventNoticesReadDocument,
    "\n  mutation JoinEventWaitlist($eventId: ID!, $guests: Int) {\n    joinEventWaitlist(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n": typeof types.JoinEventWaitlistDocument,
    "\n  mutation LeaveEventWaitlist($eventId: ID!) {\n    leaveEventWaitlist(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n": typeof types.LeaveEventWaitlistDocument,
    "\n  mutation JoinEventSeries($eventId: ID!, $guests: Int) {\n    joinEventSeries(eventId: $eventId, guests: $guests) {\n      joined {\n        ...EventParticipation\n      }\n      waitlisted {\n        ...EventParticipation\n      }\n    }\n  }\n": typeof types.JoinEventSeriesDocument,
    "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n": typeof types.LeaveEventDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      path\n      createdAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      path\n      createdAt\n    }\n  }\n": typeof types.ResetCalendarFeedDocument,
    "\n  fragment EventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    status\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    guestLimit\n    viewerGuests\n    series {\n      id\n      summary\n      upcomingDates(limit: 4) {\n        id\n        eventDate\n      }\n    }\n  }\n": typeof types.EventCardFragmentDoc,
    "\n  fragment EventNoticeItem on EventNotice {\n    id\n    kind\n    event {\n      id\n      title\n      eventDate\n    }\n  }\n": typeof types.EventNoticeItemFragmentDoc,
    "\n  query EventsPage($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...EventCard\n    }\n    eventNotices(unreadOnly: true) {\n      id\n      ...EventNoticeItem\n    }\n  }\n": typeof types.EventsPageDocument,
    "\n  query MyEvents {\n    myEvents {\n      id\n      ...EventCard\n    }\n  }\n": typeof types.MyEventsDocument,
    "\n  query PhotoCategories {\n    photoCategories {\n      id\n      name\n      icon\n      description\n    }\n  }\n": typeof types.PhotoCategoriesDocument,
    "\n  query GalleryPhotos($category: String, $limit: Int!, $offset: Int!) {\n    photos(category: $category, limit: $limit, offset: $offset) {\n      id\n      status\n      ...PhotoTile\n      ...PhotoDetail\n    }\n  }\n": typeof types.GalleryPhotosDocument,
    "\n  fragment PhotoDetail on Photo {\n    id\n    title\n    description\n    category\n    status\n    problem\n    imageUrl\n    width\n    height\n    likesCount\n    likedByMe\n    createdAt\n    uploader {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n": typeof types.PhotoDetailFragmentDoc,
    "\n  mutation DeletePhoto($id: ID!) {\n    deletePhoto(id: $id)\n  }\n": typeof types.DeletePhotoDocument,
    "\n  fragment PhotoTile on Photo {\n    id\n    title\n    status\n    thumbnailUrl\n    likesCount\n    likedByMe\n    uploader {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.PhotoTileFragmentDoc,
    "\n  mutation TogglePhotoLike($id: ID!) {\n    togglePhotoLike(id: $id) {\n      liked\n      photo {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n": typeof types.TogglePhotoLikeDocument,
    "\n  mutation SubmitPhoto($input: PhotoInput!) {\n    submitPhoto(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitPhotoDocument,
    "\n  fragment HostedProductFields on Product {\n    id\n    handle\n    title\n    description\n    tags\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n    }\n  }\n": typeof types.HostedProductFieldsFragmentDoc,
    "\n  fragment HostedCartFields on Cart {\n    id\n    completed\n    itemCount\n    subtotal\n    items {\n      id\n      variantId\n      variantTitle\n      productTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n": typeof types.HostedCartFieldsFragmentDoc,
    "\n  query HostedProducts($limit: Int!) {\n    products(limit: $limit) {\n      ...HostedProductFields\n    }\n  }\n": typeof types.HostedProductsDocument,
    "\n  query HostedCart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...HostedCartFields\n    }\n  }\n": typeof types.HostedCartDocument,
    "\n  mutation HostedAddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      ...HostedCartFields\n    }\n  }\n": typeof types.HostedAddToCartDocument,
    "\n  mutation HostedSetQuantity($sessionId: String!, $itemId: ID!, $quantity: Int!) {\n    setCartItemQuantity(sessionId: $sessionId, itemId: $itemId, quantity: $quantity) {\n      ...HostedCartFields\n    }\n  }\n": typeof types.HostedSetQuantityDocument,
    "\n  mutation HostedRemoveItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      ...HostedCartFields\n    }\n  }\n": typeof types.HostedRemoveItemDocument,
    "\n  query MemberProfilePage($userId: ID!, $postsLimit: Int!) {\n    user(id: $userId) {\n      id\n      firstName\n      lastName\n      isFollowedByMe\n      ...MemberHero\n      ...BusinessDetails\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n": typeof types.MemberProfilePageDocument,
    "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      blockedAt\n      user {\n        id\n      }\n    }\n  }\n": typeof types.BlockMemberDocument,
    "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n": typeof types.UnblockMemberDocument,
    "\n  mutation MarkConversationRead($partnerId: ID!) {\n    markConversationRead(partnerId: $partnerId) {\n      id\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  mutation SendMessage($recipientId: ID!, $content: String!) {\n    sendMessage(recipientId: $recipientId, content: $content) {\n      id\n      ...MessageItem\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  query MessagesConversations($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      id\n      ...ConversationSummary\n    }\n  }\n": typeof types.MessagesConversationsDocument,
    "\n  query MessagesThread($partnerId: ID!, $limit: Int!, $before: ID) {\n    conversation(partnerId: $partnerId) {\n      id\n      isBlockedByMe\n      ...ConversationSummary\n      messages(limit: $limit, before: $before) {\n        hasOlder\n        messages {\n          id\n          ...MessageItem\n        }\n      }\n    }\n  }\n": typeof types.MessagesThreadDocument,
    "\n  query FollowersPage($userId: ID!) {\n    followers(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n    following(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n  }\n": typeof types.FollowersPageDocument,
    "\n  fragment NetworkCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n  }\n": typeof types.NetworkCardFragmentDoc,
    "\n  query NotificationList($limit: Int!, $before: ID) {\n    notifications(limit: $limit, before: $before) {\n      id\n      ...NotificationItem\n    }\n  }\n": typeof types.NotificationListDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    channels {\n      type\n      inApp\n      mail\n      push\n    }\n    quietHours {\n      start\n      end\n    }\n    timeZone\n    digestDay\n  }\n": typeof types.NotificationPreferencesFieldsFragmentDoc,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query PushDevices {\n    pushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      device\n      createdAt\n    }\n  }\n": typeof types.PushDevicesDocument,
    "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterPushDeviceDocument,
    "\n  mutation RemovePushDevice($endpoint: String) {\n    removePushDevice(endpoint: $endpoint)\n  }\n": typeof types.RemovePushDeviceDocument,
    "\n  mutation SendTestPush {\n    sendTestPush {\n      sent\n      dropped\n      failed\n    }\n  }\n": typeof types.SendTestPushDocument,
    "\n  query ReminderSettings {\n    reminderSettings {\n      dayBefore\n      hourBefore\n    }\n  }\n": typeof types.ReminderSettingsDocument,
    "\n  mutation SetReminderSettings($dayBefore: Boolean!, $hourBefore: Boolean!) {\n    setReminderSettings(dayBefore: $dayBefore, hourBefore: $hourBefore) {\n      dayBefore\n      hourBefore\n    }\n  }\n": typeof types.SetReminderSettingsDocument,
    "\n  mutation CreatePost($content: String!) {\n    createPost(content: $content) {\n      id\n      ...PostCard\n      author {\n        id\n        postsCount\n      }\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment EditProfileForm on User {\n    id\n    firstName\n    lastName\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    locationCity\n    locationState\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n": typeof types.EditProfileFormFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  fragment DataExportFields on DataExport {\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    downloadedAt\n    sizeBytes\n    problem\n  }\n": typeof types.DataExportFieldsFragmentDoc,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  mutation CreateDataExportLink {\n    createDataExportLink {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreateDataExportLinkDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query ProfilePage($userId: ID!, $postsLimit: Int!) {\n    me {\n      id\n      firstName\n      lastName\n      profilePicture\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      endedSessions\n      revokedTokens\n    }\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  fragment ReviewCard on Review {\n    id\n    reviewType\n    rating\n    title\n    content\n    helpfulCount\n    helpfulByMe\n    isFeatured\n    createdAt\n    reviewer {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    targetEvent {\n      id\n      title\n    }\n    targetMember {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.ReviewCardFragmentDoc,
    "\n  mutation ToggleReviewHelpful($id: ID!) {\n    toggleReviewHelpful(id: $id) {\n      helpful\n      review {\n        id\n        helpfulCount\n        helpfulByMe\n      }\n    }\n  }\n": typeof types.ToggleReviewHelpfulDocument,
    "\n  query ReviewsPage($reviewType: ReviewType, $limit: Int!) {\n    reviews(reviewType: $reviewType, limit: $limit) {\n      id\n      ...ReviewCard\n    }\n  }\n": typeof types.ReviewsPageDocument,
    "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  query ReviewTargets($withEvents: Boolean!, $withMembers: Boolean!, $search: String) {\n    events(limit: 100) @include(if: $withEvents) {\n      id\n      title\n      eventDate\n    }\n    users(search: $search, limit: 20) @include(if: $withMembers) {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n": typeof types.ReviewTargetsDocument,
    "\n  fragment CartContents on Cart {\n    id\n    itemCount\n    subtotal\n    completed\n    items {\n      id\n      productId\n      productTitle\n      variantId\n      variantTitle\n      quantity\n      unitPrice\n      total\n      image\n      isAvailable\n    }\n  }\n": typeof types.CartContentsFragmentDoc,
    "\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      id\n      ...CartContents\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation RemoveCartItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      id\n      ...CartContents\n    }\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation Checkout($sessionId: String!, $input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(sessionId: $sessionId, input: $input, idempotencyKey: $idempotencyKey) {\n      orderId\n      reference\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    description\n    features\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n      isDefault\n    }\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  query ShopProducts($limit: Int!) {\n    products(limit: $limit) {\n      id\n      tags\n      ...ProductCard\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  mutation AddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      id\n      ...CartContents\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation CreateWellnessGoal($input: WellnessGoalInput!) {\n    createWellnessGoal(input: $input) {\n      id\n      owner {\n        id\n        ...WellnessSummaryCards\n        goals {\n          id\n          ...GoalCard\n        }\n      }\n    }\n  }\n": typeof types.CreateWellnessGoalDocument,
    "\n  mutation DeleteWellnessGoal($id: ID!) {\n    deleteWellnessGoal(id: $id)\n  }\n": typeof types.DeleteWellnessGoalDocument,
    "\n  mutation UpdateGoalProgress($id: ID!, $currentValue: Float!) {\n    updateWellnessGoalProgress(id: $id, currentValue: $currentValue) {\n      id\n      ...GoalCard\n      owner {\n        id\n        ...WellnessSummaryCards\n      }\n    }\n  }\n": typeof types.UpdateGoalProgressDocument,
    "\n  fragment GoalCard on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetDate\n    completed\n    ...GoalProgress\n  }\n": typeof types.GoalCardFragmentDoc,
    "\n  fragment NewGoalForm on Query {\n    wellnessGoalTypes {\n      goalType\n      label\n      unit\n    }\n  }\n": typeof types.NewGoalFormFragmentDoc,
    "\n  fragment WellnessSummaryCards on User {\n    wellnessSummary {\n      totalGoals\n      completedGoals\n      overallProgress\n    }\n  }\n": typeof types.WellnessSummaryCardsFragmentDoc,
    "\n  query WellnessPage {\n    me {\n      id\n      ...WellnessSummaryCards\n      goals {\n        id\n        ...GoalCard\n      }\n    }\n    ...NewGoalForm\n  }\n": typeof types.WellnessPageDocument,
    "\n  query DashboardPage($feedLimit: Int!) {\n    ...WelcomeBanner\n    ...PendingAdminNotice\n    ...DashboardStats\n    ...UpcomingEventsPanel\n    ...BusinessSnapshotPanel\n    ...CommunityFeedPanel\n    ...NetworkPanel\n    ...WellnessGoalsPanel\n    ...RecentMessagesPanel\n  }\n": typeof types.DashboardPageDocument,
    "\n  fragment EventParticipation on Event {\n    id\n    status\n    currentParticipants\n    maxParticipants\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    waitlistCount\n    viewerGuests\n  }\n": typeof types.EventParticipationFragmentDoc,
    "\n  mutation JoinEvent($eventId: ID!, $guests: Int) {\n    joinEvent(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n": typeof types.JoinEventDocument,
    "\n  query EventParticipation($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventParticipation\n    }\n  }\n": typeof types.EventParticipationDocument,
    "\n  fragment FollowChange on FollowPayload {\n    isFollowing\n    user {\n      id\n      isFollowedByMe\n      followersCount\n    }\n    viewer {\n      id\n      followingCount\n    }\n  }\n": typeof types.FollowChangeFragmentDoc,
    "\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n": typeof types.FollowMemberDocument,
    "\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n": typeof types.UnfollowMemberDocument,
    "\n  fragment MessageItem on Message {\n    id\n    content\n    createdAt\n    readAt\n    sender {\n      id\n    }\n    recipient {\n      id\n    }\n  }\n": typeof types.MessageItemFragmentDoc,
    "\n  query LiveConversation($partnerId: ID!) {\n    conversation(partnerId: $partnerId) {\n      id\n      ...ConversationSummary\n    }\n    me {\n      id\n      unreadMessageCount\n      conversationCount\n    }\n  }\n": typeof types.LiveConversationDocument,
    "\n  query LiveUnreadCount {\n    me {\n      id\n      unreadMessageCount\n    }\n  }\n": typeof types.LiveUnreadCountDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    text\n    link\n    createdAt\n    readAt\n    actor {\n      id\n      firstName\n      lastName\n      profilePicture\n    }\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "\n  query FrameCounts {\n    me {\n      id\n      unreadMessageCount\n    }\n    unreadNotificationCount\n  }\n": types.FrameCountsDocument,
    "\n  fragment AccessTokenItem on AccessToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n    expired\n  }\n": types.AccessTokenItemFragmentDoc,
    "\n  fragment BadgeChip on Badge {\n    id\n    kind\n    name\n    description\n    icon\n    awardedAt\n  }\n": types.BadgeChipFragmentDoc,
    "\n  fragment BusinessDetails on User {\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n": types.BusinessDetailsFragmentDoc,
    "\n  fragment EndorsementItem on Endorsement {\n    id\n    skill\n    createdAt\n    endorser {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n": types.EndorsementItemFragmentDoc,
    "\n  fragment MemberHero on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n    followersCount\n    followingCount\n    createdAt\n  }\n": types.MemberHeroFragmentDoc,
    "\n  fragment PostCard on Post {\n    id\n    content\n    likesCount\n    commentsCount\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n": types.PostCardFragmentDoc,
    "\n  fragment ConversationSummary on Conversation {\n    id\n    unreadCount\n    partner {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n": types.ConversationSummaryFragmentDoc,
    "\n  query MessageReportReasons {\n    messageReportReasons {\n      value\n      label\n    }\n  }\n": types.MessageReportReasonsDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n": types.ReportContentDocument,
    "\n  fragment GoalProgress on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetValue\n    progress\n    completed\n  }\n": types.GoalProgressFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      ...AccessTokenItem\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      token {\n        id\n        ...AccessTokenItem\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  fragment AdminEventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    waitlistCount\n    status\n    isFull\n    guestLimit\n    series {\n      id\n      summary\n    }\n  }\n": types.AdminEventCardFragmentDoc,
    "\n  query AdminEvents($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...AdminEventCard\n    }\n  }\n": types.AdminEventsDocument,
    "\n  query AdminEventAttendees($id: ID!) {\n    event(id: $id) {\n      id\n      participants {\n        guests\n        joinedAt\n        promotedFromWaitlistAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n      waitlist {\n        guests\n        position\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n    }\n  }\n": types.AdminEventAttendeesDocument,
    "\n  query AdminOrders($status: OrderStatus, $limit: Int!, $offset: Int!) {\n    orders(status: $status, limit: $limit, offset: $offset) {\n      id\n      ...AdminOrderCard\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  fragment AdminOrderCard on Order {\n    id\n    reference\n    status\n    createdAt\n    updatedAt\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    region\n    zip\n    country\n    subtotal\n    note\n    lines {\n      id\n      productTitle\n      variantTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n": types.AdminOrderCardFragmentDoc,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      ...AdminOrderCard\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  query AdminReports($kind: ReportSubjectType, $status: MessageReportStatus!, $limit: Int!) {\n    reports(kind: $kind, status: $status, limit: $limit) {\n      id\n      createdAt\n      subjectType\n      subjectId\n      reason\n      details\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      restoredAt\n      reportCount\n      author {\n        id\n        firstName\n        lastName\n        email\n      }\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n      message {\n        id\n        content\n        createdAt\n      }\n      post {\n        id\n        content\n        createdAt\n      }\n      story {\n        id\n        title\n        storyContent\n      }\n      photo {\n        id\n        title\n        thumbnailUrl\n      }\n      review {\n        id\n        rating\n        title\n        content\n      }\n      member {\n        id\n        firstName\n        lastName\n        businessName\n      }\n    }\n    messageReportReasons {\n      value\n      label\n    }\n  }\n": types.AdminReportsDocument,
    "\n  mutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n      resolution\n      resolutionNote\n    }\n  }\n": types.ResolveReportDocument,
    "\n  mutation RestoreReport($id: ID!) {\n    restoreReportedContent(id: $id) {\n      id\n      restoredAt\n    }\n  }\n": types.RestoreReportDocument,
    "\n  query AdminUsersPage($search: String, $limit: Int!, $offset: Int!, $pendingLimit: Int!) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        id\n        ...AdminUserRow\n      }\n    }\n    pendingAdminRequests(limit: $pendingLimit) {\n      id\n      ...PendingAdminRequest\n    }\n  }\n": types.AdminUsersPageDocument,
    "\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookCard\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  fragment AdminWebhookCard on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    secretPrefix\n    previousSecretPrefix\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n    failingSince\n    turnsOffAt\n    autoDisabledAt\n    lastDelivery {\n      id\n      event\n      status\n      createdAt\n      responseStatus\n      error\n      durationMs\n    }\n  }\n": types.AdminWebhookCardFragmentDoc,
    "\n  query WebhookDeliveries($id: ID!, $limit: Int!, $offset: Int!) {\n    webhookEndpoint(id: $id) {\n      id\n      deliveries(limit: $limit, offset: $offset) {\n        id\n        ...WebhookDeliveryRow\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  fragment WebhookDeliveryRow on WebhookDelivery {\n    id\n    event\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    responseStatus\n    error\n    durationMs\n    payload\n    attempts {\n      number\n      at\n      responseStatus\n      error\n      durationMs\n      responseSnippet\n    }\n  }\n": types.WebhookDeliveryRowFragmentDoc,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...AdminWebhookCard\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      id\n      status\n      responseStatus\n      error\n      durationMs\n    }\n  }\n": types.SendWebhookTestDocument,
    "\n  mutation CancelEvent($id: ID!, $scope: EventScope) {\n    cancelEvent(id: $id, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n": types.DeleteUserDocument,
    "\n  mutation GrantAdminRequest($userId: ID!) {\n    grantAdminRequest(userId: $userId) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n": types.GrantAdminRequestDocument,
    "\n  mutation LiftMemberSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n      suspendedAt\n    }\n  }\n": types.LiftMemberSuspensionDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...AdminEventCard\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $scope: EventScope) {\n    updateEvent(id: $id, input: $input, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  query MemberAccessTokens($userId: ID!) {\n    memberAccessTokens(userId: $userId) {\n      id\n      ...AccessTokenItem\n    }\n  }\n": types.MemberAccessTokensDocument,
    "\n  mutation RevokeMemberAccessToken($userId: ID!, $id: ID!) {\n    revokeMemberAccessToken(userId: $userId, id: $id) {\n      id\n    }\n  }\n": types.RevokeMemberAccessTokenDocument,
    "\n  fragment PendingAdminRequest on User {\n    id\n    firstName\n    lastName\n    email\n    profilePicture\n    createdAt\n  }\n": types.PendingAdminRequestFragmentDoc,
    "\n  fragment AdminUserRow on User {\n    id\n    firstName\n    lastName\n    email\n    businessName\n    role\n    isOrganizationOwner\n    suspendedAt\n    profilePicture\n    followersCount\n    followingCount\n    postsCount\n  }\n": types.AdminUserRowFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment ChallengeCard on Challenge {\n    id\n    title\n    description\n    endDate\n    targetMetric\n    targetValue\n    unit\n    challengeType\n    participantsCount\n    isJoined\n    isEnded\n    myProgress {\n      total\n      percent\n      streak\n      completedAt\n    }\n  }\n": types.ChallengeCardFragmentDoc,
    "\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      id\n      ...ChallengeCard\n    }\n  }\n": types.JoinChallengeDocument,
    "\n  mutation LogChallengeProgress($id: ID!, $amount: Float!, $date: String) {\n    logChallengeProgress(id: $id, amount: $amount, date: $date) {\n      id\n      ...ChallengeCard\n    }\n  }\n": types.LogChallengeProgressDocument,
    "\n  fragment CommunityMember on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    bio\n    profilePicture\n    followersCount\n    isFeatured\n    createdAt\n  }\n": types.CommunityMemberFragmentDoc,
    "\n  query CommunityStats {\n    communityStats {\n      activeMembers\n      successStories\n      activeChallenges\n    }\n  }\n": types.CommunityStatsDocument,
    "\n  query CommunityFeaturedMembers($limit: Int!) {\n    featuredMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n": types.CommunityFeaturedMembersDocument,
    "\n  query CommunityNewMembers($limit: Int!) {\n    recentMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n": types.CommunityNewMembersDocument,
    "\n  query CommunityStories($limit: Int!) {\n    successStories(limit: $limit) {\n      id\n      ...StoryCard\n    }\n  }\n": types.CommunityStoriesDocument,
    "\n  query CommunityChallenges {\n    challenges(limit: 50) {\n      id\n      ...ChallengeCard\n    }\n  }\n": types.CommunityChallengesDocument,
    "\n  query ChallengeLeaderboard($id: ID!, $limit: Int!) {\n    challengeLeaderboard(id: $id, limit: $limit) {\n      entries {\n        rank\n        total\n        completed\n        member {\n          id\n          firstName\n          lastName\n          businessName\n          profilePicture\n        }\n      }\n      me {\n        rank\n        total\n      }\n    }\n  }\n": types.ChallengeLeaderboardDocument,
    "\n  mutation CreateChallenge($input: ChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n    }\n  }\n": types.CreateChallengeDocument,
    "\n  mutation CreateStory($input: SuccessStoryInput!) {\n    createSuccessStory(input: $input) {\n      id\n    }\n  }\n": types.CreateStoryDocument,
    "\n  fragment StoryCard on SuccessStory {\n    id\n    title\n    storyType\n    storyContent\n    likesCount\n    likedByMe\n    isFeatured\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n": types.StoryCardFragmentDoc,
    "\n  mutation ToggleStoryLike($id: ID!) {\n    toggleSuccessStoryLike(id: $id) {\n      liked\n      story {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n": types.ToggleStoryLikeDocument,
    "\n  mutation FeatureStory($id: ID!, $featured: Boolean!) {\n    featureSuccessStory(id: $id, featured: $featured) {\n      id\n      isFeatured\n    }\n  }\n": types.FeatureStoryDocument,
    "\n  fragment BusinessSnapshotPanel on Query {\n    me {\n      id\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      createdAt\n    }\n  }\n": types.BusinessSnapshotPanelFragmentDoc,
    "\n  fragment CommunityFeedPanel on Query {\n    feed(limit: $feedLimit) {\n      id\n      ...PostCard\n    }\n  }\n": types.CommunityFeedPanelFragmentDoc,
    "\n  fragment DashboardStats on Query {\n    me {\n      id\n      upcomingEventCount\n      wellnessSummary {\n        overallProgress\n      }\n      conversationCount\n      followingCount\n    }\n  }\n": types.DashboardStatsFragmentDoc,
    "\n  fragment NetworkPanel on Query {\n    me {\n      id\n      followersCount\n      followingCount\n    }\n  }\n": types.NetworkPanelFragmentDoc,
    "\n  fragment PendingAdminNotice on Query {\n    me {\n      id\n      hasPendingAdminRequest\n    }\n  }\n": types.PendingAdminNoticeFragmentDoc,
    "\n  fragment RecentMessagesPanel on Query {\n    recentConversations: conversations(limit: 3) {\n      id\n      ...ConversationSummary\n    }\n  }\n": types.RecentMessagesPanelFragmentDoc,
    "\n  fragment UpcomingEventsPanel on Query {\n    upcomingWalks: events(status: upcoming, limit: 3) {\n      id\n      title\n      eventDate\n      durationMinutes\n      location\n      isJoined\n      isFull\n    }\n  }\n": types.UpcomingEventsPanelFragmentDoc,
    "\n  fragment WelcomeBanner on Query {\n    me {\n      id\n      firstName\n    }\n  }\n": types.WelcomeBannerFragmentDoc,
    "\n  fragment WellnessGoalsPanel on Query {\n    me {\n      id\n      goals {\n        id\n        ...GoalProgress\n      }\n    }\n  }\n": types.WellnessGoalsPanelFragmentDoc,
    "\n  query DirectoryPage($search: String, $businessCategory: BusinessCategory, $limit: Int!, $offset: Int!) {\n    users(search: $search, businessCategory: $businessCategory, limit: $limit, offset: $offset) {\n      id\n      ...DirectoryMemberCard\n    }\n  }\n": types.DirectoryPageDocument,
    "\n  fragment DirectoryMemberCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    bio\n    profilePicture\n    isFollowedByMe\n    followersCount\n  }\n": types.DirectoryMemberCardFragmentDoc,
    "\n  mutation MarkEventNoticesRead($ids: [ID!]) {\n    markEventNoticesRead(ids: $ids)\n  }\n": types.MarkEventNoticesReadDocument,
    "\n  mutation JoinEventWaitlist($eventId: ID!, $guests: Int) {\n    joinEventWaitlist(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n": types.JoinEventWaitlistDocument,
    "\n  mutation LeaveEventWaitlist($eventId: ID!) {\n    leaveEventWaitlist(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n": types.LeaveEventWaitlistDocument,
    "\n  mutation JoinEventSeries($eventId: ID!, $guests: Int) {\n    joinEventSeries(eventId: $eventId, guests: $guests) {\n      joined {\n        ...EventParticipation\n      }\n      waitlisted {\n        ...EventParticipation\n      }\n    }\n  }\n": types.JoinEventSeriesDocument,
    "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n": types.LeaveEventDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      path\n      createdAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      path\n      createdAt\n    }\n  }\n": types.ResetCalendarFeedDocument,
    "\n  fragment EventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    status\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    guestLimit\n    viewerGuests\n    series {\n      id\n      summary\n      upcomingDates(limit: 4) {\n        id\n        eventDate\n      }\n    }\n  }\n": types.EventCardFragmentDoc,
    "\n  fragment EventNoticeItem on EventNotice {\n    id\n    kind\n    event {\n      id\n      title\n      eventDate\n    }\n  }\n": types.EventNoticeItemFragmentDoc,
    "\n  query EventsPage($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...EventCard\n    }\n    eventNotices(unreadOnly: true) {\n      id\n      ...EventNoticeItem\n    }\n  }\n": types.EventsPageDocument,
    "\n  query MyEvents {\n    myEvents {\n      id\n      ...EventCard\n    }\n  }\n": types.MyEventsDocument,
    "\n  query PhotoCategories {\n    photoCategories {\n      id\n      name\n      icon\n      description\n    }\n  }\n": types.PhotoCategoriesDocument,
    "\n  query GalleryPhotos($category: String, $limit: Int!, $offset: Int!) {\n    photos(category: $category, limit: $limit, offset: $offset) {\n      id\n      status\n      ...PhotoTile\n      ...PhotoDetail\n    }\n  }\n": types.GalleryPhotosDocument,
    "\n  fragment PhotoDetail on Photo {\n    id\n    title\n    description\n    category\n    status\n    problem\n    imageUrl\n    width\n    height\n    likesCount\n    likedByMe\n    createdAt\n    uploader {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n": types.PhotoDetailFragmentDoc,
    "\n  mutation DeletePhoto($id: ID!) {\n    deletePhoto(id: $id)\n  }\n": types.DeletePhotoDocument,
    "\n  fragment PhotoTile on Photo {\n    id\n    title\n    status\n    thumbnailUrl\n    likesCount\n    likedByMe\n    uploader {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.PhotoTileFragmentDoc,
    "\n  mutation TogglePhotoLike($id: ID!) {\n    togglePhotoLike(id: $id) {\n      liked\n      photo {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n": types.TogglePhotoLikeDocument,
    "\n  mutation SubmitPhoto($input: PhotoInput!) {\n    submitPhoto(input: $input) {\n      id\n      status\n    }\n  }\n": types.SubmitPhotoDocument,
    "\n  fragment HostedProductFields on Product {\n    id\n    handle\n    title\n    description\n    tags\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n    }\n  }\n": types.HostedProductFieldsFragmentDoc,
    "\n  fragment HostedCartFields on Cart {\n    id\n    completed\n    itemCount\n    subtotal\n    items {\n      id\n      variantId\n      variantTitle\n      productTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n": types.HostedCartFieldsFragmentDoc,
    "\n  query HostedProducts($limit: Int!) {\n    products(limit: $limit) {\n      ...HostedProductFields\n    }\n  }\n": types.HostedProductsDocument,
    "\n  query HostedCart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...HostedCartFields\n    }\n  }\n": types.HostedCartDocument,
    "\n  mutation HostedAddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      ...HostedCartFields\n    }\n  }\n": types.HostedAddToCartDocument,
    "\n  mutation HostedSetQuantity($sessionId: String!, $itemId: ID!, $quantity: Int!) {\n    setCartItemQuantity(sessionId: $sessionId, itemId: $itemId, quantity: $quantity) {\n      ...HostedCartFields\n    }\n  }\n": types.HostedSetQuantityDocument,
    "\n  mutation HostedRemoveItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      ...HostedCartFields\n    }\n  }\n": types.HostedRemoveItemDocument,
    "\n  query MemberProfilePage($userId: ID!, $postsLimit: Int!) {\n    user(id: $userId) {\n      id\n      firstName\n      lastName\n      isFollowedByMe\n      ...MemberHero\n      ...BusinessDetails\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n": types.MemberProfilePageDocument,
    "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      blockedAt\n      user {\n        id\n      }\n    }\n  }\n": types.BlockMemberDocument,
    "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n": types.UnblockMemberDocument,
    "\n  mutation MarkConversationRead($partnerId: ID!) {\n    markConversationRead(partnerId: $partnerId) {\n      id\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  mutation SendMessage($recipientId: ID!, $content: String!) {\n    sendMessage(recipientId: $recipientId, content: $content) {\n      id\n      ...MessageItem\n    }\n  }\n": types.SendMessageDocument,
    "\n  query MessagesConversations($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      id\n      ...ConversationSummary\n    }\n  }\n": types.MessagesConversationsDocument,
    "\n  query MessagesThread($partnerId: ID!, $limit: Int!, $before: ID) {\n    conversation(partnerId: $partnerId) {\n      id\n      isBlockedByMe\n      ...ConversationSummary\n      messages(limit: $limit, before: $before) {\n        hasOlder\n        messages {\n          id\n          ...MessageItem\n        }\n      }\n    }\n  }\n": types.MessagesThreadDocument,
    "\n  query FollowersPage($userId: ID!) {\n    followers(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n    following(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n  }\n": types.FollowersPageDocument,
    "\n  fragment NetworkCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n  }\n": types.NetworkCardFragmentDoc,
    "\n  query NotificationList($limit: Int!, $before: ID) {\n    notifications(limit: $limit, before: $before) {\n      id\n      ...NotificationItem\n    }\n  }\n": types.NotificationListDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    channels {\n      type\n      inApp\n      mail\n      push\n    }\n    quietHours {\n      start\n      end\n    }\n    timeZone\n    digestDay\n  }\n": types.NotificationPreferencesFieldsFragmentDoc,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query PushDevices {\n    pushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      device\n      createdAt\n    }\n  }\n": types.PushDevicesDocument,
    "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n": types.RegisterPushDeviceDocument,
    "\n  mutation RemovePushDevice($endpoint: String) {\n    removePushDevice(endpoint: $endpoint)\n  }\n": types.RemovePushDeviceDocument,
    "\n  mutation SendTestPush {\n    sendTestPush {\n      sent\n      dropped\n      failed\n    }\n  }\n": types.SendTestPushDocument,
    "\n  query ReminderSettings {\n    reminderSettings {\n      dayBefore\n      hourBefore\n    }\n  }\n": types.ReminderSettingsDocument,
    "\n  mutation SetReminderSettings($dayBefore: Boolean!, $hourBefore: Boolean!) {\n    setReminderSettings(dayBefore: $dayBefore, hourBefore: $hourBefore) {\n      dayBefore\n      hourBefore\n    }\n  }\n": types.SetReminderSettingsDocument,
    "\n  mutation CreatePost($content: String!) {\n    createPost(content: $content) {\n      id\n      ...PostCard\n      author {\n        id\n        postsCount\n      }\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment EditProfileForm on User {\n    id\n    firstName\n    lastName\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    locationCity\n    locationState\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n": types.EditProfileFormFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n": types.MyDataExportDocument,
    "\n  fragment DataExportFields on DataExport {\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    downloadedAt\n    sizeBytes\n    problem\n  }\n": types.DataExportFieldsFragmentDoc,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  mutation CreateDataExportLink {\n    createDataExportLink {\n      url\n      expiresAt\n    }\n  }\n": types.CreateDataExportLinkDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query ProfilePage($userId: ID!, $postsLimit: Int!) {\n    me {\n      id\n      firstName\n      lastName\n      profilePicture\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      endedSessions\n      revokedTokens\n    }\n  }\n": types.SignOutEverywhereDocument,
    "\n  fragment ReviewCard on Review {\n    id\n    reviewType\n    rating\n    title\n    content\n    helpfulCount\n    helpfulByMe\n    isFeatured\n    createdAt\n    reviewer {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    targetEvent {\n      id\n      title\n    }\n    targetMember {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.ReviewCardFragmentDoc,
    "\n  mutation ToggleReviewHelpful($id: ID!) {\n    toggleReviewHelpful(id: $id) {\n      helpful\n      review {\n        id\n        helpfulCount\n        helpfulByMe\n      }\n    }\n  }\n": types.ToggleReviewHelpfulDocument,
    "\n  query ReviewsPage($reviewType: ReviewType, $limit: Int!) {\n    reviews(reviewType: $reviewType, limit: $limit) {\n      id\n      ...ReviewCard\n    }\n  }\n": types.ReviewsPageDocument,
    "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  query ReviewTargets($withEvents: Boolean!, $withMembers: Boolean!, $search: String) {\n    events(limit: 100) @include(if: $withEvents) {\n      id\n      title\n      eventDate\n    }\n    users(search: $search, limit: 20) @include(if: $withMembers) {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n": types.ReviewTargetsDocument,
    "\n  fragment CartContents on Cart {\n    id\n    itemCount\n    subtotal\n    completed\n    items {\n      id\n      productId\n      productTitle\n      variantId\n      variantTitle\n      quantity\n      unitPrice\n      total\n      image\n      isAvailable\n    }\n  }\n": types.CartContentsFragmentDoc,
    "\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      id\n      ...CartContents\n    }\n  }\n": types.CartDocument,
    "\n  mutation RemoveCartItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      id\n      ...CartContents\n    }\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation Checkout($sessionId: String!, $input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(sessionId: $sessionId, input: $input, idempotencyKey: $idempotencyKey) {\n      orderId\n      reference\n    }\n  }\n": types.CheckoutDocument,
    "\n  fragment ProductCard on Product {\n    id\n    title\n    description\n    features\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n      isDefault\n    }\n  }\n": types.ProductCardFragmentDoc,
    "\n  query ShopProducts($limit: Int!) {\n    products(limit: $limit) {\n      id\n      tags\n      ...ProductCard\n    }\n  }\n": types.ShopProductsDocument,
    "\n  mutation AddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      id\n      ...CartContents\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation CreateWellnessGoal($input: WellnessGoalInput!) {\n    createWellnessGoal(input: $input) {\n      id\n      owner {\n        id\n        ...WellnessSummaryCards\n        goals {\n          id\n          ...GoalCard\n        }\n      }\n    }\n  }\n": types.CreateWellnessGoalDocument,
    "\n  mutation DeleteWellnessGoal($id: ID!) {\n    deleteWellnessGoal(id: $id)\n  }\n": types.DeleteWellnessGoalDocument,
    "\n  mutation UpdateGoalProgress($id: ID!, $currentValue: Float!) {\n    updateWellnessGoalProgress(id: $id, currentValue: $currentValue) {\n      id\n      ...GoalCard\n      owner {\n        id\n        ...WellnessSummaryCards\n      }\n    }\n  }\n": types.UpdateGoalProgressDocument,
    "\n  fragment GoalCard on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetDate\n    completed\n    ...GoalProgress\n  }\n": types.GoalCardFragmentDoc,
    "\n  fragment NewGoalForm on Query {\n    wellnessGoalTypes {\n      goalType\n      label\n      unit\n    }\n  }\n": types.NewGoalFormFragmentDoc,
    "\n  fragment WellnessSummaryCards on User {\n    wellnessSummary {\n      totalGoals\n      completedGoals\n      overallProgress\n    }\n  }\n": types.WellnessSummaryCardsFragmentDoc,
    "\n  query WellnessPage {\n    me {\n      id\n      ...WellnessSummaryCards\n      goals {\n        id\n        ...GoalCard\n      }\n    }\n    ...NewGoalForm\n  }\n": types.WellnessPageDocument,
    "\n  query DashboardPage($feedLimit: Int!) {\n    ...WelcomeBanner\n    ...PendingAdminNotice\n    ...DashboardStats\n    ...UpcomingEventsPanel\n    ...BusinessSnapshotPanel\n    ...CommunityFeedPanel\n    ...NetworkPanel\n    ...WellnessGoalsPanel\n    ...RecentMessagesPanel\n  }\n": types.DashboardPageDocument,
    "\n  fragment EventParticipation on Event {\n    id\n    status\n    currentParticipants\n    maxParticipants\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    waitlistCount\n    viewerGuests\n  }\n": types.EventParticipationFragmentDoc,
    "\n  mutation JoinEvent($eventId: ID!, $guests: Int) {\n    joinEvent(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n": types.JoinEventDocument,
    "\n  query EventParticipation($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventParticipation\n    }\n  }\n": types.EventParticipationDocument,
    "\n  fragment FollowChange on FollowPayload {\n    isFollowing\n    user {\n      id\n      isFollowedByMe\n      followersCount\n    }\n    viewer {\n      id\n      followingCount\n    }\n  }\n": types.FollowChangeFragmentDoc,
    "\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n": types.FollowMemberDocument,
    "\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n": types.UnfollowMemberDocument,
    "\n  fragment MessageItem on Message {\n    id\n    content\n    createdAt\n    readAt\n    sender {\n      id\n    }\n    recipient {\n      id\n    }\n  }\n": types.MessageItemFragmentDoc,
    "\n  query LiveConversation($partnerId: ID!) {\n    conversation(partnerId: $partnerId) {\n      id\n      ...ConversationSummary\n    }\n    me {\n      id\n      unreadMessageCount\n      conversationCount\n    }\n  }\n": types.LiveConversationDocument,
    "\n  query LiveUnreadCount {\n    me {\n      id\n      unreadMessageCount\n    }\n  }\n": types.LiveUnreadCountDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    text\n    link\n    createdAt\n    readAt\n    actor {\n      id\n      firstName\n      lastName\n      profilePicture\n    }\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.SessionMeDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n": types.SessionUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameCounts {\n    me {\n      id\n      unreadMessageCount\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query FrameCounts {\n    me {\n      id\n      unreadMessageCount\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessTokenItem on AccessToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n    expired\n  }\n"): (typeof documents)["\n  fragment AccessTokenItem on AccessToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n    expired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BadgeChip on Badge {\n    id\n    kind\n    name\n    description\n    icon\n    awardedAt\n  }\n"): (typeof documents)["\n  fragment BadgeChip on Badge {\n    id\n    kind\n    name\n    description\n    icon\n    awardedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessDetails on User {\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n"): (typeof documents)["\n  fragment BusinessDetails on User {\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EndorsementItem on Endorsement {\n    id\n    skill\n    createdAt\n    endorser {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n"): (typeof documents)["\n  fragment EndorsementItem on Endorsement {\n    id\n    skill\n    createdAt\n    endorser {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberHero on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n    followersCount\n    followingCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MemberHero on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n    followersCount\n    followingCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard on Post {\n    id\n    content\n    likesCount\n    commentsCount\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n"): (typeof documents)["\n  fragment PostCard on Post {\n    id\n    content\n    likesCount\n    commentsCount\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationSummary on Conversation {\n    id\n    unreadCount\n    partner {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationSummary on Conversation {\n    id\n    unreadCount\n    partner {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    lastMessage {\n      id\n      content\n      createdAt\n      sender {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageReportReasons {\n    messageReportReasons {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query MessageReportReasons {\n    messageReportReasons {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoalProgress on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetValue\n    progress\n    completed\n  }\n"): (typeof documents)["\n  fragment GoalProgress on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetValue\n    progress\n    completed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      id\n      ...AccessTokenItem\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      id\n      ...AccessTokenItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      token {\n        id\n        ...AccessTokenItem\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      token {\n        id\n        ...AccessTokenItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    waitlistCount\n    status\n    isFull\n    guestLimit\n    series {\n      id\n      summary\n    }\n  }\n"): (typeof documents)["\n  fragment AdminEventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    waitlistCount\n    status\n    isFull\n    guestLimit\n    series {\n      id\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEvents($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...AdminEventCard\n    }\n  }\n"): (typeof documents)["\n  query AdminEvents($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...AdminEventCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEventAttendees($id: ID!) {\n    event(id: $id) {\n      id\n      participants {\n        guests\n        joinedAt\n        promotedFromWaitlistAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n      waitlist {\n        guests\n        position\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEventAttendees($id: ID!) {\n    event(id: $id) {\n      id\n      participants {\n        guests\n        joinedAt\n        promotedFromWaitlistAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n      waitlist {\n        guests\n        position\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profilePicture\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($status: OrderStatus, $limit: Int!, $offset: Int!) {\n    orders(status: $status, limit: $limit, offset: $offset) {\n      id\n      ...AdminOrderCard\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($status: OrderStatus, $limit: Int!, $offset: Int!) {\n    orders(status: $status, limit: $limit, offset: $offset) {\n      id\n      ...AdminOrderCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderCard on Order {\n    id\n    reference\n    status\n    createdAt\n    updatedAt\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    region\n    zip\n    country\n    subtotal\n    note\n    lines {\n      id\n      productTitle\n      variantTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderCard on Order {\n    id\n    reference\n    status\n    createdAt\n    updatedAt\n    firstName\n    lastName\n    email\n    phone\n    address1\n    address2\n    city\n    region\n    zip\n    country\n    subtotal\n    note\n    lines {\n      id\n      productTitle\n      variantTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      ...AdminOrderCard\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      ...AdminOrderCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReports($kind: ReportSubjectType, $status: MessageReportStatus!, $limit: Int!) {\n    reports(kind: $kind, status: $status, limit: $limit) {\n      id\n      createdAt\n      subjectType\n      subjectId\n      reason\n      details\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      restoredAt\n      reportCount\n      author {\n        id\n        firstName\n        lastName\n        email\n      }\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n      message {\n        id\n        content\n        createdAt\n      }\n      post {\n        id\n        content\n        createdAt\n      }\n      story {\n        id\n        title\n        storyContent\n      }\n      photo {\n        id\n        title\n        thumbnailUrl\n      }\n      review {\n        id\n        rating\n        title\n        content\n      }\n      member {\n        id\n        firstName\n        lastName\n        businessName\n      }\n    }\n    messageReportReasons {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminReports($kind: ReportSubjectType, $status: MessageReportStatus!, $limit: Int!) {\n    reports(kind: $kind, status: $status, limit: $limit) {\n      id\n      createdAt\n      subjectType\n      subjectId\n      reason\n      details\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      restoredAt\n      reportCount\n      author {\n        id\n        firstName\n        lastName\n        email\n      }\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n      message {\n        id\n        content\n        createdAt\n      }\n      post {\n        id\n        content\n        createdAt\n      }\n      story {\n        id\n        title\n        storyContent\n      }\n      photo {\n        id\n        title\n        thumbnailUrl\n      }\n      review {\n        id\n        rating\n        title\n        content\n      }\n      member {\n        id\n        firstName\n        lastName\n        businessName\n      }\n    }\n    messageReportReasons {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n      resolution\n      resolutionNote\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n      resolution\n      resolutionNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreReport($id: ID!) {\n    restoreReportedContent(id: $id) {\n      id\n      restoredAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreReport($id: ID!) {\n    restoreReportedContent(id: $id) {\n      id\n      restoredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersPage($search: String, $limit: Int!, $offset: Int!, $pendingLimit: Int!) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        id\n        ...AdminUserRow\n      }\n    }\n    pendingAdminRequests(limit: $pendingLimit) {\n      id\n      ...PendingAdminRequest\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersPage($search: String, $limit: Int!, $offset: Int!, $pendingLimit: Int!) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        id\n        ...AdminUserRow\n      }\n    }\n    pendingAdminRequests(limit: $pendingLimit) {\n      id\n      ...PendingAdminRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookCard\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks {\n    webhookEndpoints {\n      id\n      ...AdminWebhookCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhookCard on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    secretPrefix\n    previousSecretPrefix\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n    failingSince\n    turnsOffAt\n    autoDisabledAt\n    lastDelivery {\n      id\n      event\n      status\n      createdAt\n      responseStatus\n      error\n      durationMs\n    }\n  }\n"): (typeof documents)["\n  fragment AdminWebhookCard on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    secretPrefix\n    previousSecretPrefix\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n    failingSince\n    turnsOffAt\n    autoDisabledAt\n    lastDelivery {\n      id\n      event\n      status\n      createdAt\n      responseStatus\n      error\n      durationMs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($id: ID!, $limit: Int!, $offset: Int!) {\n    webhookEndpoint(id: $id) {\n      id\n      deliveries(limit: $limit, offset: $offset) {\n        id\n        ...WebhookDeliveryRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($id: ID!, $limit: Int!, $offset: Int!) {\n    webhookEndpoint(id: $id) {\n      id\n      deliveries(limit: $limit, offset: $offset) {\n        id\n        ...WebhookDeliveryRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryRow on WebhookDelivery {\n    id\n    event\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    responseStatus\n    error\n    durationMs\n    payload\n    attempts {\n      number\n      at\n      responseStatus\n      error\n      durationMs\n      responseSnippet\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryRow on WebhookDelivery {\n    id\n    event\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    responseStatus\n    error\n    durationMs\n    payload\n    attempts {\n      number\n      at\n      responseStatus\n      error\n      durationMs\n      responseSnippet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...AdminWebhookCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...AdminWebhookCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...AdminWebhookCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      id\n      status\n      responseStatus\n      error\n      durationMs\n    }\n  }\n"): (typeof documents)["\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      id\n      status\n      responseStatus\n      error\n      durationMs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($id: ID!, $scope: EventScope) {\n    cancelEvent(id: $id, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEvent($id: ID!, $scope: EventScope) {\n    cancelEvent(id: $id, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantAdminRequest($userId: ID!) {\n    grantAdminRequest(userId: $userId) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n"): (typeof documents)["\n  mutation GrantAdminRequest($userId: ID!) {\n    grantAdminRequest(userId: $userId) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftMemberSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n      suspendedAt\n    }\n  }\n"): (typeof documents)["\n  mutation LiftMemberSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n      suspendedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...AdminEventCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...AdminEventCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $scope: EventScope) {\n    updateEvent(id: $id, input: $input, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $scope: EventScope) {\n    updateEvent(id: $id, input: $input, scope: $scope) {\n      id\n      ...AdminEventCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      hasPendingAdminRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAccessTokens($userId: ID!) {\n    memberAccessTokens(userId: $userId) {\n      id\n      ...AccessTokenItem\n    }\n  }\n"): (typeof documents)["\n  query MemberAccessTokens($userId: ID!) {\n    memberAccessTokens(userId: $userId) {\n      id\n      ...AccessTokenItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMemberAccessToken($userId: ID!, $id: ID!) {\n    revokeMemberAccessToken(userId: $userId, id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeMemberAccessToken($userId: ID!, $id: ID!) {\n    revokeMemberAccessToken(userId: $userId, id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingAdminRequest on User {\n    id\n    firstName\n    lastName\n    email\n    profilePicture\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PendingAdminRequest on User {\n    id\n    firstName\n    lastName\n    email\n    profilePicture\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserRow on User {\n    id\n    firstName\n    lastName\n    email\n    businessName\n    role\n    isOrganizationOwner\n    suspendedAt\n    profilePicture\n    followersCount\n    followingCount\n    postsCount\n  }\n"): (typeof documents)["\n  fragment AdminUserRow on User {\n    id\n    firstName\n    lastName\n    email\n    businessName\n    role\n    isOrganizationOwner\n    suspendedAt\n    profilePicture\n    followersCount\n    followingCount\n    postsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeCard on Challenge {\n    id\n    title\n    description\n    endDate\n    targetMetric\n    targetValue\n    unit\n    challengeType\n    participantsCount\n    isJoined\n    isEnded\n    myProgress {\n      total\n      percent\n      streak\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  fragment ChallengeCard on Challenge {\n    id\n    title\n    description\n    endDate\n    targetMetric\n    targetValue\n    unit\n    challengeType\n    participantsCount\n    isJoined\n    isEnded\n    myProgress {\n      total\n      percent\n      streak\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      id\n      ...ChallengeCard\n    }\n  }\n"): (typeof documents)["\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      id\n      ...ChallengeCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogChallengeProgress($id: ID!, $amount: Float!, $date: String) {\n    logChallengeProgress(id: $id, amount: $amount, date: $date) {\n      id\n      ...ChallengeCard\n    }\n  }\n"): (typeof documents)["\n  mutation LogChallengeProgress($id: ID!, $amount: Float!, $date: String) {\n    logChallengeProgress(id: $id, amount: $amount, date: $date) {\n      id\n      ...ChallengeCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityMember on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    bio\n    profilePicture\n    followersCount\n    isFeatured\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CommunityMember on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    bio\n    profilePicture\n    followersCount\n    isFeatured\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityStats {\n    communityStats {\n      activeMembers\n      successStories\n      activeChallenges\n    }\n  }\n"): (typeof documents)["\n  query CommunityStats {\n    communityStats {\n      activeMembers\n      successStories\n      activeChallenges\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityFeaturedMembers($limit: Int!) {\n    featuredMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n"): (typeof documents)["\n  query CommunityFeaturedMembers($limit: Int!) {\n    featuredMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityNewMembers($limit: Int!) {\n    recentMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n"): (typeof documents)["\n  query CommunityNewMembers($limit: Int!) {\n    recentMembers(limit: $limit) {\n      id\n      ...CommunityMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityStories($limit: Int!) {\n    successStories(limit: $limit) {\n      id\n      ...StoryCard\n    }\n  }\n"): (typeof documents)["\n  query CommunityStories($limit: Int!) {\n    successStories(limit: $limit) {\n      id\n      ...StoryCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityChallenges {\n    challenges(limit: 50) {\n      id\n      ...ChallengeCard\n    }\n  }\n"): (typeof documents)["\n  query CommunityChallenges {\n    challenges(limit: 50) {\n      id\n      ...ChallengeCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeLeaderboard($id: ID!, $limit: Int!) {\n    challengeLeaderboard(id: $id, limit: $limit) {\n      entries {\n        rank\n        total\n        completed\n        member {\n          id\n          firstName\n          lastName\n          businessName\n          profilePicture\n        }\n      }\n      me {\n        rank\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChallengeLeaderboard($id: ID!, $limit: Int!) {\n    challengeLeaderboard(id: $id, limit: $limit) {\n      entries {\n        rank\n        total\n        completed\n        member {\n          id\n          firstName\n          lastName\n          businessName\n          profilePicture\n        }\n      }\n      me {\n        rank\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChallenge($input: ChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChallenge($input: ChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStory($input: SuccessStoryInput!) {\n    createSuccessStory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStory($input: SuccessStoryInput!) {\n    createSuccessStory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryCard on SuccessStory {\n    id\n    title\n    storyType\n    storyContent\n    likesCount\n    likedByMe\n    isFeatured\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n"): (typeof documents)["\n  fragment StoryCard on SuccessStory {\n    id\n    title\n    storyType\n    storyContent\n    likesCount\n    likedByMe\n    isFeatured\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleStoryLike($id: ID!) {\n    toggleSuccessStoryLike(id: $id) {\n      liked\n      story {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleStoryLike($id: ID!) {\n    toggleSuccessStoryLike(id: $id) {\n      liked\n      story {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeatureStory($id: ID!, $featured: Boolean!) {\n    featureSuccessStory(id: $id, featured: $featured) {\n      id\n      isFeatured\n    }\n  }\n"): (typeof documents)["\n  mutation FeatureStory($id: ID!, $featured: Boolean!) {\n    featureSuccessStory(id: $id, featured: $featured) {\n      id\n      isFeatured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessSnapshotPanel on Query {\n    me {\n      id\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessSnapshotPanel on Query {\n    me {\n      id\n      businessName\n      businessCategory\n      businessDescription\n      locationCity\n      locationState\n      yearsInBusiness\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityFeedPanel on Query {\n    feed(limit: $feedLimit) {\n      id\n      ...PostCard\n    }\n  }\n"): (typeof documents)["\n  fragment CommunityFeedPanel on Query {\n    feed(limit: $feedLimit) {\n      id\n      ...PostCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardStats on Query {\n    me {\n      id\n      upcomingEventCount\n      wellnessSummary {\n        overallProgress\n      }\n      conversationCount\n      followingCount\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardStats on Query {\n    me {\n      id\n      upcomingEventCount\n      wellnessSummary {\n        overallProgress\n      }\n      conversationCount\n      followingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NetworkPanel on Query {\n    me {\n      id\n      followersCount\n      followingCount\n    }\n  }\n"): (typeof documents)["\n  fragment NetworkPanel on Query {\n    me {\n      id\n      followersCount\n      followingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingAdminNotice on Query {\n    me {\n      id\n      hasPendingAdminRequest\n    }\n  }\n"): (typeof documents)["\n  fragment PendingAdminNotice on Query {\n    me {\n      id\n      hasPendingAdminRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentMessagesPanel on Query {\n    recentConversations: conversations(limit: 3) {\n      id\n      ...ConversationSummary\n    }\n  }\n"): (typeof documents)["\n  fragment RecentMessagesPanel on Query {\n    recentConversations: conversations(limit: 3) {\n      id\n      ...ConversationSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpcomingEventsPanel on Query {\n    upcomingWalks: events(status: upcoming, limit: 3) {\n      id\n      title\n      eventDate\n      durationMinutes\n      location\n      isJoined\n      isFull\n    }\n  }\n"): (typeof documents)["\n  fragment UpcomingEventsPanel on Query {\n    upcomingWalks: events(status: upcoming, limit: 3) {\n      id\n      title\n      eventDate\n      durationMinutes\n      location\n      isJoined\n      isFull\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WelcomeBanner on Query {\n    me {\n      id\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment WelcomeBanner on Query {\n    me {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WellnessGoalsPanel on Query {\n    me {\n      id\n      goals {\n        id\n        ...GoalProgress\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WellnessGoalsPanel on Query {\n    me {\n      id\n      goals {\n        id\n        ...GoalProgress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryPage($search: String, $businessCategory: BusinessCategory, $limit: Int!, $offset: Int!) {\n    users(search: $search, businessCategory: $businessCategory, limit: $limit, offset: $offset) {\n      id\n      ...DirectoryMemberCard\n    }\n  }\n"): (typeof documents)["\n  query DirectoryPage($search: String, $businessCategory: BusinessCategory, $limit: Int!, $offset: Int!) {\n    users(search: $search, businessCategory: $businessCategory, limit: $limit, offset: $offset) {\n      id\n      ...DirectoryMemberCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DirectoryMemberCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    bio\n    profilePicture\n    isFollowedByMe\n    followersCount\n  }\n"): (typeof documents)["\n  fragment DirectoryMemberCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    bio\n    profilePicture\n    isFollowedByMe\n    followersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkEventNoticesRead($ids: [ID!]) {\n    markEventNoticesRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkEventNoticesRead($ids: [ID!]) {\n    markEventNoticesRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinEventWaitlist($eventId: ID!, $guests: Int) {\n    joinEventWaitlist(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n"): (typeof documents)["\n  mutation JoinEventWaitlist($eventId: ID!, $guests: Int) {\n    joinEventWaitlist(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveEventWaitlist($eventId: ID!) {\n    leaveEventWaitlist(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveEventWaitlist($eventId: ID!) {\n    leaveEventWaitlist(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinEventSeries($eventId: ID!, $guests: Int) {\n    joinEventSeries(eventId: $eventId, guests: $guests) {\n      joined {\n        ...EventParticipation\n      }\n      waitlisted {\n        ...EventParticipation\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinEventSeries($eventId: ID!, $guests: Int) {\n    joinEventSeries(eventId: $eventId, guests: $guests) {\n      joined {\n        ...EventParticipation\n      }\n      waitlisted {\n        ...EventParticipation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventParticipation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      path\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      path\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      path\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      path\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    status\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    guestLimit\n    viewerGuests\n    series {\n      id\n      summary\n      upcomingDates(limit: 4) {\n        id\n        eventDate\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard on Event {\n    id\n    title\n    description\n    eventDate\n    durationMinutes\n    location\n    maxParticipants\n    currentParticipants\n    status\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    guestLimit\n    viewerGuests\n    series {\n      id\n      summary\n      upcomingDates(limit: 4) {\n        id\n        eventDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventNoticeItem on EventNotice {\n    id\n    kind\n    event {\n      id\n      title\n      eventDate\n    }\n  }\n"): (typeof documents)["\n  fragment EventNoticeItem on EventNotice {\n    id\n    kind\n    event {\n      id\n      title\n      eventDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsPage($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...EventCard\n    }\n    eventNotices(unreadOnly: true) {\n      id\n      ...EventNoticeItem\n    }\n  }\n"): (typeof documents)["\n  query EventsPage($limit: Int!) {\n    events(limit: $limit) {\n      id\n      ...EventCard\n    }\n    eventNotices(unreadOnly: true) {\n      id\n      ...EventNoticeItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEvents {\n    myEvents {\n      id\n      ...EventCard\n    }\n  }\n"): (typeof documents)["\n  query MyEvents {\n    myEvents {\n      id\n      ...EventCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhotoCategories {\n    photoCategories {\n      id\n      name\n      icon\n      description\n    }\n  }\n"): (typeof documents)["\n  query PhotoCategories {\n    photoCategories {\n      id\n      name\n      icon\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryPhotos($category: String, $limit: Int!, $offset: Int!) {\n    photos(category: $category, limit: $limit, offset: $offset) {\n      id\n      status\n      ...PhotoTile\n      ...PhotoDetail\n    }\n  }\n"): (typeof documents)["\n  query GalleryPhotos($category: String, $limit: Int!, $offset: Int!) {\n    photos(category: $category, limit: $limit, offset: $offset) {\n      id\n      status\n      ...PhotoTile\n      ...PhotoDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhotoDetail on Photo {\n    id\n    title\n    description\n    category\n    status\n    problem\n    imageUrl\n    width\n    height\n    likesCount\n    likedByMe\n    createdAt\n    uploader {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n"): (typeof documents)["\n  fragment PhotoDetail on Photo {\n    id\n    title\n    description\n    category\n    status\n    problem\n    imageUrl\n    width\n    height\n    likesCount\n    likedByMe\n    createdAt\n    uploader {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePhoto($id: ID!) {\n    deletePhoto(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePhoto($id: ID!) {\n    deletePhoto(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhotoTile on Photo {\n    id\n    title\n    status\n    thumbnailUrl\n    likesCount\n    likedByMe\n    uploader {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  fragment PhotoTile on Photo {\n    id\n    title\n    status\n    thumbnailUrl\n    likesCount\n    likedByMe\n    uploader {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TogglePhotoLike($id: ID!) {\n    togglePhotoLike(id: $id) {\n      liked\n      photo {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TogglePhotoLike($id: ID!) {\n    togglePhotoLike(id: $id) {\n      liked\n      photo {\n        id\n        likesCount\n        likedByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPhoto($input: PhotoInput!) {\n    submitPhoto(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPhoto($input: PhotoInput!) {\n    submitPhoto(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostedProductFields on Product {\n    id\n    handle\n    title\n    description\n    tags\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n    }\n  }\n"): (typeof documents)["\n  fragment HostedProductFields on Product {\n    id\n    handle\n    title\n    description\n    tags\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostedCartFields on Cart {\n    id\n    completed\n    itemCount\n    subtotal\n    items {\n      id\n      variantId\n      variantTitle\n      productTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment HostedCartFields on Cart {\n    id\n    completed\n    itemCount\n    subtotal\n    items {\n      id\n      variantId\n      variantTitle\n      productTitle\n      image\n      quantity\n      unitPrice\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostedProducts($limit: Int!) {\n    products(limit: $limit) {\n      ...HostedProductFields\n    }\n  }\n"): (typeof documents)["\n  query HostedProducts($limit: Int!) {\n    products(limit: $limit) {\n      ...HostedProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostedCart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...HostedCartFields\n    }\n  }\n"): (typeof documents)["\n  query HostedCart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      ...HostedCartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HostedAddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      ...HostedCartFields\n    }\n  }\n"): (typeof documents)["\n  mutation HostedAddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      ...HostedCartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HostedSetQuantity($sessionId: String!, $itemId: ID!, $quantity: Int!) {\n    setCartItemQuantity(sessionId: $sessionId, itemId: $itemId, quantity: $quantity) {\n      ...HostedCartFields\n    }\n  }\n"): (typeof documents)["\n  mutation HostedSetQuantity($sessionId: String!, $itemId: ID!, $quantity: Int!) {\n    setCartItemQuantity(sessionId: $sessionId, itemId: $itemId, quantity: $quantity) {\n      ...HostedCartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HostedRemoveItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      ...HostedCartFields\n    }\n  }\n"): (typeof documents)["\n  mutation HostedRemoveItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      ...HostedCartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberProfilePage($userId: ID!, $postsLimit: Int!) {\n    user(id: $userId) {\n      id\n      firstName\n      lastName\n      isFollowedByMe\n      ...MemberHero\n      ...BusinessDetails\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n"): (typeof documents)["\n  query MemberProfilePage($userId: ID!, $postsLimit: Int!) {\n    user(id: $userId) {\n      id\n      firstName\n      lastName\n      isFollowedByMe\n      ...MemberHero\n      ...BusinessDetails\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      blockedAt\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      blockedAt\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($partnerId: ID!) {\n    markConversationRead(partnerId: $partnerId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($partnerId: ID!) {\n    markConversationRead(partnerId: $partnerId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($recipientId: ID!, $content: String!) {\n    sendMessage(recipientId: $recipientId, content: $content) {\n      id\n      ...MessageItem\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($recipientId: ID!, $content: String!) {\n    sendMessage(recipientId: $recipientId, content: $content) {\n      id\n      ...MessageItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesConversations($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      id\n      ...ConversationSummary\n    }\n  }\n"): (typeof documents)["\n  query MessagesConversations($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      id\n      ...ConversationSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesThread($partnerId: ID!, $limit: Int!, $before: ID) {\n    conversation(partnerId: $partnerId) {\n      id\n      isBlockedByMe\n      ...ConversationSummary\n      messages(limit: $limit, before: $before) {\n        hasOlder\n        messages {\n          id\n          ...MessageItem\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagesThread($partnerId: ID!, $limit: Int!, $before: ID) {\n    conversation(partnerId: $partnerId) {\n      id\n      isBlockedByMe\n      ...ConversationSummary\n      messages(limit: $limit, before: $before) {\n        hasOlder\n        messages {\n          id\n          ...MessageItem\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowersPage($userId: ID!) {\n    followers(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n    following(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n  }\n"): (typeof documents)["\n  query FollowersPage($userId: ID!) {\n    followers(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n    following(userId: $userId, limit: 100) {\n      id\n      ...NetworkCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NetworkCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n  }\n"): (typeof documents)["\n  fragment NetworkCard on User {\n    id\n    firstName\n    lastName\n    businessName\n    businessCategory\n    locationCity\n    locationState\n    profilePicture\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationList($limit: Int!, $before: ID) {\n    notifications(limit: $limit, before: $before) {\n      id\n      ...NotificationItem\n    }\n  }\n"): (typeof documents)["\n  query NotificationList($limit: Int!, $before: ID) {\n    notifications(limit: $limit, before: $before) {\n      id\n      ...NotificationItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    channels {\n      type\n      inApp\n      mail\n      push\n    }\n    quietHours {\n      start\n      end\n    }\n    timeZone\n    digestDay\n  }\n"): (typeof documents)["\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    channels {\n      type\n      inApp\n      mail\n      push\n    }\n    quietHours {\n      start\n      end\n    }\n    timeZone\n    digestDay\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevices {\n    pushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      device\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PushDevices {\n    pushPublicKey\n    myPushDevices {\n      id\n      endpoint\n      device\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushDevice($endpoint: String) {\n    removePushDevice(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation RemovePushDevice($endpoint: String) {\n    removePushDevice(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestPush {\n    sendTestPush {\n      sent\n      dropped\n      failed\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestPush {\n    sendTestPush {\n      sent\n      dropped\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderSettings {\n    reminderSettings {\n      dayBefore\n      hourBefore\n    }\n  }\n"): (typeof documents)["\n  query ReminderSettings {\n    reminderSettings {\n      dayBefore\n      hourBefore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReminderSettings($dayBefore: Boolean!, $hourBefore: Boolean!) {\n    setReminderSettings(dayBefore: $dayBefore, hourBefore: $hourBefore) {\n      dayBefore\n      hourBefore\n    }\n  }\n"): (typeof documents)["\n  mutation SetReminderSettings($dayBefore: Boolean!, $hourBefore: Boolean!) {\n    setReminderSettings(dayBefore: $dayBefore, hourBefore: $hourBefore) {\n      dayBefore\n      hourBefore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($content: String!) {\n    createPost(content: $content) {\n      id\n      ...PostCard\n      author {\n        id\n        postsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($content: String!) {\n    createPost(content: $content) {\n      id\n      ...PostCard\n      author {\n        id\n        postsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditProfileForm on User {\n    id\n    firstName\n    lastName\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    locationCity\n    locationState\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n"): (typeof documents)["\n  fragment EditProfileForm on User {\n    id\n    firstName\n    lastName\n    bio\n    businessName\n    businessCategory\n    businessDescription\n    websiteUrl\n    instagramHandle\n    facebookUrl\n    linkedinUrl\n    locationCity\n    locationState\n    yearsInBusiness\n    experienceLevel\n    lookingFor\n    offering\n    interests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataExportFields on DataExport {\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    downloadedAt\n    sizeBytes\n    problem\n  }\n"): (typeof documents)["\n  fragment DataExportFields on DataExport {\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    downloadedAt\n    sizeBytes\n    problem\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDataExportLink {\n    createDataExportLink {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDataExportLink {\n    createDataExportLink {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage($userId: ID!, $postsLimit: Int!) {\n    me {\n      id\n      firstName\n      lastName\n      profilePicture\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage($userId: ID!, $postsLimit: Int!) {\n    me {\n      id\n      firstName\n      lastName\n      profilePicture\n      ...MemberHero\n      ...BusinessDetails\n      ...EditProfileForm\n    }\n    userPosts(userId: $userId, limit: $postsLimit) {\n      id\n      ...PostCard\n    }\n    userBadges(userId: $userId) {\n      id\n      ...BadgeChip\n    }\n    userEndorsements(userId: $userId) {\n      id\n      ...EndorsementItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      endedSessions\n      revokedTokens\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      endedSessions\n      revokedTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewCard on Review {\n    id\n    reviewType\n    rating\n    title\n    content\n    helpfulCount\n    helpfulByMe\n    isFeatured\n    createdAt\n    reviewer {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    targetEvent {\n      id\n      title\n    }\n    targetMember {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewCard on Review {\n    id\n    reviewType\n    rating\n    title\n    content\n    helpfulCount\n    helpfulByMe\n    isFeatured\n    createdAt\n    reviewer {\n      id\n      firstName\n      lastName\n      businessName\n      profilePicture\n    }\n    targetEvent {\n      id\n      title\n    }\n    targetMember {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleReviewHelpful($id: ID!) {\n    toggleReviewHelpful(id: $id) {\n      helpful\n      review {\n        id\n        helpfulCount\n        helpfulByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleReviewHelpful($id: ID!) {\n    toggleReviewHelpful(id: $id) {\n      helpful\n      review {\n        id\n        helpfulCount\n        helpfulByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsPage($reviewType: ReviewType, $limit: Int!) {\n    reviews(reviewType: $reviewType, limit: $limit) {\n      id\n      ...ReviewCard\n    }\n  }\n"): (typeof documents)["\n  query ReviewsPage($reviewType: ReviewType, $limit: Int!) {\n    reviews(reviewType: $reviewType, limit: $limit) {\n      id\n      ...ReviewCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewTargets($withEvents: Boolean!, $withMembers: Boolean!, $search: String) {\n    events(limit: 100) @include(if: $withEvents) {\n      id\n      title\n      eventDate\n    }\n    users(search: $search, limit: 20) @include(if: $withMembers) {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n"): (typeof documents)["\n  query ReviewTargets($withEvents: Boolean!, $withMembers: Boolean!, $search: String) {\n    events(limit: 100) @include(if: $withEvents) {\n      id\n      title\n      eventDate\n    }\n    users(search: $search, limit: 20) @include(if: $withMembers) {\n      id\n      firstName\n      lastName\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartContents on Cart {\n    id\n    itemCount\n    subtotal\n    completed\n    items {\n      id\n      productId\n      productTitle\n      variantId\n      variantTitle\n      quantity\n      unitPrice\n      total\n      image\n      isAvailable\n    }\n  }\n"): (typeof documents)["\n  fragment CartContents on Cart {\n    id\n    itemCount\n    subtotal\n    completed\n    items {\n      id\n      productId\n      productTitle\n      variantId\n      variantTitle\n      quantity\n      unitPrice\n      total\n      image\n      isAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      id\n      ...CartContents\n    }\n  }\n"): (typeof documents)["\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      id\n      ...CartContents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      id\n      ...CartContents\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($sessionId: String!, $itemId: ID!) {\n    removeCartItem(sessionId: $sessionId, itemId: $itemId) {\n      id\n      ...CartContents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($sessionId: String!, $input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(sessionId: $sessionId, input: $input, idempotencyKey: $idempotencyKey) {\n      orderId\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($sessionId: String!, $input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(sessionId: $sessionId, input: $input, idempotencyKey: $idempotencyKey) {\n      orderId\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    title\n    description\n    features\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    title\n    description\n    features\n    images {\n      src\n      isDefault\n    }\n    variants {\n      id\n      title\n      priceDisplay\n      isEnabled\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($limit: Int!) {\n    products(limit: $limit) {\n      id\n      tags\n      ...ProductCard\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($limit: Int!) {\n    products(limit: $limit) {\n      id\n      tags\n      ...ProductCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      id\n      ...CartContents\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($sessionId: String!, $input: AddToCartInput!) {\n    addToCart(sessionId: $sessionId, input: $input) {\n      id\n      ...CartContents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWellnessGoal($input: WellnessGoalInput!) {\n    createWellnessGoal(input: $input) {\n      id\n      owner {\n        id\n        ...WellnessSummaryCards\n        goals {\n          id\n          ...GoalCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWellnessGoal($input: WellnessGoalInput!) {\n    createWellnessGoal(input: $input) {\n      id\n      owner {\n        id\n        ...WellnessSummaryCards\n        goals {\n          id\n          ...GoalCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWellnessGoal($id: ID!) {\n    deleteWellnessGoal(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWellnessGoal($id: ID!) {\n    deleteWellnessGoal(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGoalProgress($id: ID!, $currentValue: Float!) {\n    updateWellnessGoalProgress(id: $id, currentValue: $currentValue) {\n      id\n      ...GoalCard\n      owner {\n        id\n        ...WellnessSummaryCards\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGoalProgress($id: ID!, $currentValue: Float!) {\n    updateWellnessGoalProgress(id: $id, currentValue: $currentValue) {\n      id\n      ...GoalCard\n      owner {\n        id\n        ...WellnessSummaryCards\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoalCard on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetDate\n    completed\n    ...GoalProgress\n  }\n"): (typeof documents)["\n  fragment GoalCard on WellnessGoal {\n    id\n    label\n    unit\n    currentValue\n    targetDate\n    completed\n    ...GoalProgress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewGoalForm on Query {\n    wellnessGoalTypes {\n      goalType\n      label\n      unit\n    }\n  }\n"): (typeof documents)["\n  fragment NewGoalForm on Query {\n    wellnessGoalTypes {\n      goalType\n      label\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WellnessSummaryCards on User {\n    wellnessSummary {\n      totalGoals\n      completedGoals\n      overallProgress\n    }\n  }\n"): (typeof documents)["\n  fragment WellnessSummaryCards on User {\n    wellnessSummary {\n      totalGoals\n      completedGoals\n      overallProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WellnessPage {\n    me {\n      id\n      ...WellnessSummaryCards\n      goals {\n        id\n        ...GoalCard\n      }\n    }\n    ...NewGoalForm\n  }\n"): (typeof documents)["\n  query WellnessPage {\n    me {\n      id\n      ...WellnessSummaryCards\n      goals {\n        id\n        ...GoalCard\n      }\n    }\n    ...NewGoalForm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage($feedLimit: Int!) {\n    ...WelcomeBanner\n    ...PendingAdminNotice\n    ...DashboardStats\n    ...UpcomingEventsPanel\n    ...BusinessSnapshotPanel\n    ...CommunityFeedPanel\n    ...NetworkPanel\n    ...WellnessGoalsPanel\n    ...RecentMessagesPanel\n  }\n"): (typeof documents)["\n  query DashboardPage($feedLimit: Int!) {\n    ...WelcomeBanner\n    ...PendingAdminNotice\n    ...DashboardStats\n    ...UpcomingEventsPanel\n    ...BusinessSnapshotPanel\n    ...CommunityFeedPanel\n    ...NetworkPanel\n    ...WellnessGoalsPanel\n    ...RecentMessagesPanel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventParticipation on Event {\n    id\n    status\n    currentParticipants\n    maxParticipants\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    waitlistCount\n    viewerGuests\n  }\n"): (typeof documents)["\n  fragment EventParticipation on Event {\n    id\n    status\n    currentParticipants\n    maxParticipants\n    isFull\n    isJoined\n    isWaitlisted\n    waitlistPosition\n    waitlistCount\n    viewerGuests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinEvent($eventId: ID!, $guests: Int) {\n    joinEvent(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n"): (typeof documents)["\n  mutation JoinEvent($eventId: ID!, $guests: Int) {\n    joinEvent(eventId: $eventId, guests: $guests) {\n      ...EventParticipation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventParticipation($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventParticipation\n    }\n  }\n"): (typeof documents)["\n  query EventParticipation($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventParticipation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowChange on FollowPayload {\n    isFollowing\n    user {\n      id\n      isFollowedByMe\n      followersCount\n    }\n    viewer {\n      id\n      followingCount\n    }\n  }\n"): (typeof documents)["\n  fragment FollowChange on FollowPayload {\n    isFollowing\n    user {\n      id\n      isFollowedByMe\n      followersCount\n    }\n    viewer {\n      id\n      followingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n"): (typeof documents)["\n  mutation FollowMember($userId: ID!) {\n    follow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowMember($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...FollowChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageItem on Message {\n    id\n    content\n    createdAt\n    readAt\n    sender {\n      id\n    }\n    recipient {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment MessageItem on Message {\n    id\n    content\n    createdAt\n    readAt\n    sender {\n      id\n    }\n    recipient {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveConversation($partnerId: ID!) {\n    conversation(partnerId: $partnerId) {\n      id\n      ...ConversationSummary\n    }\n    me {\n      id\n      unreadMessageCount\n      conversationCount\n    }\n  }\n"): (typeof documents)["\n  query LiveConversation($partnerId: ID!) {\n    conversation(partnerId: $partnerId) {\n      id\n      ...ConversationSummary\n    }\n    me {\n      id\n      unreadMessageCount\n      conversationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveUnreadCount {\n    me {\n      id\n      unreadMessageCount\n    }\n  }\n"): (typeof documents)["\n  query LiveUnreadCount {\n    me {\n      id\n      unreadMessageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    text\n    link\n    createdAt\n    readAt\n    actor {\n      id\n      firstName\n      lastName\n      profilePicture\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    kind\n    text\n    link\n    createdAt\n    readAt\n    actor {\n      id\n      firstName\n      lastName\n      profilePicture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    profilePicture\n    hasPendingAdminRequest\n    isOrganizationOwner\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;