import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  call,
  eventually,
  gatewayUrl,
  graphql,
  internalToken,
  login,
  loginOwner,
  makePng,
  multipartBody,
  registerMember,
  subgraphUrl,
  viewerToken,
  type Member,
  type MultipartBody,
} from '@momstride/testing';

const report = (member: Member, subject_type: string, subject_id: string, reason = 'inappropriate', details?: string) =>
  call('POST', '/api/reports', { token: member.accessToken, json: { subject_type, subject_id, reason, ...(details === undefined ? {} : { details }) } });

const queue = async (token: string, query = '') => call('GET', `/api/admin/moderation/reports?limit=100${query}`, { token });

const resolve = (token: string, id: string, action: string, note?: string) =>
  call('POST', `/api/admin/moderation/reports/${id}/resolve`, { token, json: { action, ...(note ? { note } : {}) } });

function uploadPhoto(form: MultipartBody, token: string) {
  return new Promise<{ status: number; body: { id: string } }>((done, fail) => {
    const headers = { 'content-type': form.contentType, 'content-length': String(form.body.length), authorization: `Bearer ${token}` };
    const req = httpRequest(new URL('/api/gallery/photos', gatewayUrl()), { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('error', fail);
    req.end(form.body);
  });
}

const ids = (list: Array<{ id: string }>): string[] => list.map((item) => item.id);

describe('moderation: POST /api/reports, the admins\' queue, resolve and restore', () => {
  it('reports a post once (201, then 409), never her own (422) nor an unknown one (404); bad input is 422; members get 403 on the queue', async () => {
    const [ann, bea] = await Promise.all([registerMember(), registerMember()]);
    const created = await call('POST', '/api/posts', { token: ann.accessToken, json: { content: 'Join my pyramid scheme' } });
    expect(created.status).toBe(201);
    const postId = created.body.id as string;

    const first = await report(bea, 'post', postId, 'scam', '  Selling a scheme  ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      subject_type: 'post',
      subject_id: postId,
      reason: 'scam',
      details: 'Selling a scheme',
      status: 'open',
      created_at: expect.any(String),
      resolved_at: null,
      resolution: null,
      resolution_note: null,
      restored_at: null,
    });
    expect(await report(bea, 'post', postId, 'spam')).toMatchObject({ status: 409, body: { detail: 'You have already reported this post' } });
    const field = (problem: string, loc: string) => ({ status: 422, body: { detail: [expect.objectContaining({ loc: ['body', loc], msg: problem })] } });
    expect(await report(ann, 'post', postId)).toMatchObject(field("You can't report your own post", 'subject_id'));
    expect(await report(bea, 'post', randomUUID())).toMatchObject({ status: 404, body: { detail: 'Post not found' } });
    expect(await report(bea, 'story', randomUUID())).toMatchObject({ status: 404, body: { detail: 'Story not found' } });
    expect(await report(bea, 'member', bea.id)).toMatchObject(field("You can't report yourself", 'subject_id'));
    expect((await report(bea, 'comment', postId)).status).toBe(422);
    expect((await report(bea, 'post', 'not-a-uuid')).status).toBe(422);
    expect((await report(bea, 'post', postId, 'rude')).status).toBe(422);
    expect((await queue(bea.accessToken)).status).toBe(403);
    expect((await resolve(bea.accessToken, first.body.id, 'dismiss')).status).toBe(403);

    // GraphQL answers the same rules.
    const gqlOwn = await graphql(
      'mutation Report($input: ReportContentInput!) { reportContent(input: $input) { id } }',
      { input: { subjectType: 'post', subjectId: postId, reason: 'spam' } },
      { token: ann.accessToken },
    );
    expect(gqlOwn.body.errors[0]).toMatchObject({ message: "You can't report your own post", extensions: { code: 'BAD_USER_INPUT' } });

    const owner = await loginOwner();
    const listed = (await queue(owner.accessToken, '&kind=post')).body as Array<{ id: string; report_count: number; author: { id: string }; reporter: { id: string } }>;
    expect(listed.find((entry) => entry.id === first.body.id)).toMatchObject({ report_count: 1, author: { id: ann.id }, reporter: { id: bea.id } });
    expect(ids((await queue(owner.accessToken, '&kind=photo')).body)).not.toContain(first.body.id);

    const dismissed = await resolve(owner.accessToken, first.body.id, 'dismiss', 'Satire');
    expect(dismissed).toMatchObject({ status: 200, body: { status: 'resolved', resolution: 'dismissed', resolution_note: 'Satire', resolved_by_id: owner.user.id } });
    expect((await resolve(owner.accessToken, first.body.id, 'hide')).status).toBe(409);
    expect((await call('GET', '/api/posts/feed?limit=50', { token: bea.accessToken })).body.map((post: { id: string }) => post.id)).toContain(postId);
  });

  it('hidden posts, stories, photos and reviews reach no member through any read; an admin restores them', async () => {
    const [author, reporter, other] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    const post = (await call('POST', '/api/posts', { token: author.accessToken, json: { content: `Rude post ${randomUUID()}` } })).body;
    const story = (
      await call('POST', '/api/community/success-stories', {
        token: author.accessToken,
        json: { title: 'Rude story', story_type: 'business_win', story_content: 'Something nobody should read' },
      })
    ).body;
    const photo = await uploadPhoto(multipartBody(makePng(64), { fields: { title: 'Rude photo' } }), author.accessToken);
    expect(photo.status).toBe(201);
    const review = (
      await call('POST', '/api/reviews', { token: author.accessToken, json: { review_type: 'member', target_id: other.id, rating: 1, title: 'Rude', content: 'A rude review' } })
    ).body;
    const subjects = { post: post.id, story: story.id, photo: photo.body.id, review: review.id } as Record<string, string>;
    const owner = await loginOwner();
    const reports: Record<string, string> = {};
    for (const [kind, id] of Object.entries(subjects)) {
      const made = await report(reporter, kind, id);
      expect(made.status).toBe(201);
      reports[kind] = made.body.id;
      // A second member's report of the same subject counts, and is resolved with the first.
      expect((await report(other, kind, id)).status).toBe(201);
    }
    const listed = (await queue(owner.accessToken)).body as Array<{ id: string; report_count: number }>;
    expect(listed.find((entry) => entry.id === reports.post)?.report_count).toBe(2);
    for (const kind of Object.keys(subjects)) {
      expect(await resolve(owner.accessToken, reports[kind]!, 'hide', 'Against the rules')).toMatchObject({ status: 200, body: { resolution: 'hidden' } });
    }
    // The other member's reports of those subjects were resolved with them.
    expect(ids((await queue(owner.accessToken)).body)).not.toEqual(expect.arrayContaining([reports.post]));

    const seenBy = async (member: Member) => {
      const token = member.accessToken;
      const feed = await call('GET', '/api/posts/feed?limit=50', { token });
      const byAuthor = await call('GET', `/api/users/${author.id}/posts`, { token });
      const stories = await call('GET', '/api/community/success-stories?limit=50', { token });
      const storyById = await call('GET', `/api/community/success-stories/${story.id}`, { token });
      const storyLike = await call('POST', `/api/community/success-stories/${story.id}/like`, { token });
      const gallery = await call('GET', '/api/gallery/photos?limit=50', { token });
      const photoById = await call('GET', `/api/gallery/photos/${photo.body.id}`, { token });
      const photoLike = await call('POST', `/api/gallery/photos/${photo.body.id}/like`, { token });
      const reviews = await call('GET', '/api/reviews?limit=50', { token });
      const helpful = await call('POST', `/api/reviews/${review.id}/helpful`, { token });
      const gql = await graphql(
        `query Seen($author: ID!) { feed(limit: 50) { id } successStories(limit: 50) { id } photos(limit: 50) { id } reviews(limit: 50) { id }
          user(id: $author) { postsCount } }`,
        { author: author.id },
        { token },
      );
      return {
        feed: ids(feed.body).includes(post.id),
        byAuthor: ids(byAuthor.body).includes(post.id),
        stories: ids(stories.body).includes(story.id),
        storyById: storyById.status,
        storyLike: storyLike.status,
        gallery: ids(gallery.body).includes(photo.body.id),
        photoById: photoById.status,
        photoLike: photoLike.status,
        reviews: ids(reviews.body).includes(review.id),
        helpful: helpful.status,
        gqlFeed: ids(gql.body.data.feed).includes(post.id),
        gqlStories: ids(gql.body.data.successStories).includes(story.id),
        gqlPhotos: ids(gql.body.data.photos).includes(photo.body.id),
        gqlReviews: ids(gql.body.data.reviews).includes(review.id),
        postsCount: gql.body.data.user.postsCount,
      };
    };
    const hidden = {
      feed: false,
      byAuthor: false,
      stories: false,
      storyById: 404,
      storyLike: 404,
      gallery: false,
      photoById: 404,
      photoLike: 404,
      reviews: false,
      helpful: 404,
      gqlFeed: false,
      gqlStories: false,
      gqlPhotos: false,
      gqlReviews: false,
      postsCount: 0,
    };
    expect(await seenBy(other)).toEqual(hidden);
    // Its author does not see it either (docs/product.md, "Reporting and moderation"), apart from what acts on her own.
    expect(await seenBy(author)).toMatchObject({ feed: false, byAuthor: false, stories: false, storyById: 404, gallery: false, photoById: 404, reviews: false, postsCount: 0 });
    // She is told, once per hidden thing, where it was.
    const noticesOf = async (member: Member) =>
      (await graphql('query Notices { notifications(limit: 50) { kind text link } }', {}, { token: member.accessToken })).body.data.notifications as Array<{ kind: string }>;
    const told = (await noticesOf(author)).filter((notice) => notice.kind === 'moderation');
    expect(told).toEqual(
      expect.arrayContaining([
        { kind: 'moderation', text: 'An admin hid your post after a report: other members no longer see it', link: '/profile' },
        { kind: 'moderation', text: 'An admin hid your photo after a report: other members no longer see it', link: '/gallery' },
      ]),
    );
    expect(told).toHaveLength(4);
    expect((await noticesOf(reporter)).filter((notice) => notice.kind === 'moderation')).toEqual([]);
    // Hidden content cannot be reported again.
    expect((await report(other, 'post', post.id)).status).toBe(404);

    // The admins' queue shows each one as it looks, hidden as it is, through its owner.
    const inQueue = await graphql(
      `query Queue { reports(status: resolved, limit: 100) { id subjectType reportCount resolution author { id }
        post { id content } story { id title } photo { id title thumbnailUrl } review { id rating content } member { id } message { id } } }`,
      {},
      { token: owner.accessToken },
    );
    const byId = new Map((inQueue.body.data.reports as Array<{ id: string }>).map((entry) => [entry.id, entry]));
    const none = { post: null, story: null, photo: null, review: null, member: null, message: null };
    expect(byId.get(reports.post!)).toEqual({
      id: reports.post, subjectType: 'post', reportCount: 2, resolution: 'hidden', author: { id: author.id }, ...none, post: { id: post.id, content: post.content },
    });
    expect(byId.get(reports.story!)).toMatchObject({ ...none, story: { id: story.id, title: 'Rude story' } });
    expect(byId.get(reports.photo!)).toMatchObject({ ...none, photo: { id: photo.body.id, title: 'Rude photo', thumbnailUrl: expect.any(String) } });
    expect(byId.get(reports.review!)).toMatchObject({ ...none, review: { id: review.id, rating: 1, content: 'A rude review' } });

    // Restored, every read shows it again.
    for (const kind of Object.keys(subjects)) {
      const restored = await call('POST', `/api/admin/moderation/reports/${reports[kind]}/restore`, { token: owner.accessToken });
      expect(restored).toMatchObject({ status: 200, body: { restored_at: expect.any(String) } });
    }
    expect((await call('POST', `/api/admin/moderation/reports/${reports.post}/restore`, { token: owner.accessToken })).body).toEqual({ detail: 'This content is not hidden' });
    expect((await noticesOf(author)).filter((notice) => notice.kind === 'moderation')).toContainEqual({
      kind: 'moderation',
      text: 'An admin restored your story: it shows again',
      link: '/community?tab=stories',
    });
    const shown = await seenBy(other);
    expect(shown).toMatchObject({ feed: true, byAuthor: true, stories: true, storyById: 200, gallery: true, photoById: 200, reviews: true, postsCount: 1 });
  });

  it('suspending a reported member ends her sessions at once and refuses her sign-in until an admin lifts it', async () => {
    const [bea, cat] = await Promise.all([registerMember(), registerMember()]);
    const made = await report(cat, 'member', bea.id, 'harassment', 'Keeps messaging me');
    expect(made.status).toBe(201);
    const owner = await loginOwner();
    const suspended = await resolve(owner.accessToken, made.body.id, 'suspend', 'Harassment');
    expect(suspended).toMatchObject({ status: 200, body: { resolution: 'suspended', author: { id: bea.id } } });
    const inQueue = await graphql('query Queue { reports(kind: member, status: resolved, limit: 100) { id member { id firstName } } }', {}, { token: owner.accessToken });
    expect(inQueue.body.data.reports).toContainEqual({ id: made.body.id, member: { id: bea.id, firstName: bea.firstName } });

    await eventually(async () => expect((await call('GET', '/api/users/me', { token: bea.accessToken })).status).toBe(401), 5_000, 'her access token refused');
    expect((await call('POST', '/api/auth/refresh', { json: { refresh_token: bea.refreshToken } })).status).toBe(401);
    const refused = await call('POST', '/api/auth/login', { json: { email: bea.email, password: bea.password } });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/^Your account is suspended/);
    // Admins see it; a member does not.
    const seen = '{ user(id: $id) { suspendedAt } }';
    const asAdmin = await graphql(`query Suspended($id: ID!) ${seen}`, { id: bea.id }, { token: owner.accessToken });
    expect(asAdmin.body.data.user.suspendedAt).toEqual(expect.any(String));
    const asMember = await graphql(`query Suspended($id: ID!) ${seen}`, { id: bea.id }, { token: cat.accessToken });
    expect(asMember.body.data.user.suspendedAt).toBeNull();

    const lift = 'mutation Lift($id: ID!) { liftSuspension(userId: $id) { id suspendedAt } }';
    expect((await graphql(lift, { id: bea.id }, { token: cat.accessToken })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await graphql(lift, { id: bea.id }, { token: owner.accessToken })).body.data.liftSuspension).toEqual({ id: bea.id, suspendedAt: null });
    expect((await graphql(lift, { id: bea.id }, { token: owner.accessToken })).body.errors[0].message).toBe('She is not suspended');
    expect((await login(bea.email, bea.password)).user.id).toBe(bea.id);
  });

  it("the owners' moderation endpoints answer only messaging: never another service, a viewer token or no token", async () => {
    const member = await registerMember();
    const owners = { community: 'post', 'media-reviews': 'photo', accounts: 'member' } as const;
    for (const [subgraph, kind] of Object.entries(owners)) {
      const ask = async (headers: Record<string, string>) =>
        (
          await fetch(`${subgraphUrl(subgraph)}/internal/moderation/subject`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ kind, id: member.id, viewer_id: randomUUID() }),
          })
        ).status;
      expect(await ask({}), subgraph).toBe(401);
      expect(await ask({ 'x-viewer-token': await viewerToken({ userId: member.id }, subgraph) }), subgraph).toBe(401);
      expect(await ask({ 'x-internal-token': await internalToken(subgraph, 'gateway') }), subgraph).toBe(403);
      // Messaging may ask: the member exists (accounts); no post or photo has her id (404).
      expect(await ask({ 'x-internal-token': await internalToken(subgraph, 'messaging') }), subgraph).toBe(subgraph === 'accounts' ? 200 : 404);
    }
  });

  it('the organization owner cannot be suspended, nor a member hidden', async () => {
    const cat = await registerMember();
    const owner = await loginOwner();
    const made = await report(cat, 'member', owner.user.id, 'other');
    expect(made.status).toBe(201);
    const hide = await resolve(owner.accessToken, made.body.id, 'hide');
    expect(hide).toMatchObject({ status: 422, body: { detail: [expect.objectContaining({ loc: ['body', 'action'], msg: "A member can't be hidden: suspend her instead" })] } });
    const suspend = await resolve(owner.accessToken, made.body.id, 'suspend');
    expect(suspend).toMatchObject({ status: 422, body: { detail: [expect.objectContaining({ msg: "This member can't be suspended (she owns the organization, or her account is gone)" })] } });
    expect((await resolve(owner.accessToken, made.body.id, 'dismiss')).status).toBe(200);
  });
});
