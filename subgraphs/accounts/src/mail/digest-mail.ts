import type { DigestStory, DigestWalk } from '@momstride/kit';
import { escapeHtml, layoutMail } from './layout.js';
import { ofKind, type OutgoingMail } from './mailer.js';
import { withUnsubscribe } from './notification-mails.js';

/** A new member of her business category, as the digest names her. */
export interface DigestMember {
  readonly id: string;
  readonly name: string;
  readonly businessName: string | null;
}

/** What her weekly digest holds; a section without items is left out. */
export interface DigestMailInput {
  readonly to: string;
  readonly firstName: string;
  /** Her time zone: walk times are written in it. */
  readonly timeZone: string;
  readonly walks: readonly DigestWalk[];
  readonly members: readonly DigestMember[];
  readonly stories: readonly DigestStory[];
  readonly unsubscribeToken: string;
  readonly publicUrl: string;
}

interface Section {
  readonly heading: string;
  readonly items: ReadonlyArray<{ readonly text: string; readonly href: string }>;
  readonly more: { readonly text: string; readonly href: string };
}

/** A walk's start in her zone: "Saturday, March 6 at 8:00 AM". */
export const formatWalkTime = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));

/** Whether there is anything to tell her: an empty digest is not sent. */
export const digestHasNews = (input: Pick<DigestMailInput, 'walks' | 'members' | 'stories'>): boolean => input.walks.length + input.members.length + input.stories.length > 0;

const sectionsOf = (input: DigestMailInput): Section[] => {
  const url = (path: string) => `${input.publicUrl}${path}`;
  const sections: Section[] = [];
  if (input.walks.length > 0) {
    sections.push({
      heading: input.walks.length === 1 ? 'Your walk this week' : 'Your walks this week',
      items: input.walks.map((walk) => ({ text: `${walk.title} — ${formatWalkTime(walk.startsAt, input.timeZone)}${walk.location ? `, ${walk.location}` : ''}`, href: url('/events') })),
      more: { text: 'See all walks', href: url('/events') },
    });
  }
  if (input.members.length > 0) {
    sections.push({
      heading: 'New members in your business category',
      items: input.members.map((member) => ({ text: member.businessName ? `${member.name} (${member.businessName})` : member.name, href: url(`/profile/${member.id}`) })),
      more: { text: 'Browse the directory', href: url('/directory') },
    });
  }
  if (input.stories.length > 0) {
    sections.push({
      heading: 'Top stories of the week',
      items: input.stories.map((story) => ({ text: `${story.title} — ${story.likes === 1 ? '1 like' : `${story.likes} likes`}`, href: url('/community') })),
      more: { text: 'Read them in the community', href: url('/community') },
    });
  }
  return sections;
};

const MARK = '\u0000digest-sections\u0000';

/**
 * Her weekly digest (docs/product.md, "Weekly digest"): her walks in the week ahead, new members of her business
 * category and the week's top stories, each a section with links into the app; plain text and HTML, with the one-click
 * unsubscribe of the digest.
 */
export function digestMail(input: DigestMailInput): OutgoingMail {
  const sections = sectionsOf(input);
  const layout = layoutMail(input.to, 'Your week on MomStride', [`Hi ${input.firstName},`, "Here's what's coming up and what's new on MomStride this week.", MARK], {
    href: `${input.publicUrl}/dashboard`,
    text: 'Open MomStride',
  });
  const text = sections.map((section) => [section.heading, ...section.items.map((item) => `• ${item.text}\n  ${item.href}`), `${section.more.text}: ${section.more.href}`].join('\n')).join('\n\n');
  const html = sections
    .map(
      (section) =>
        `<h2 style="font-size: 17px; margin: 24px 0 8px;">${escapeHtml(section.heading)}</h2>\n<ul>\n${section.items
          .map((item) => `<li><a href="${escapeHtml(item.href)}" style="color: #b5487a;">${escapeHtml(item.text)}</a></li>`)
          .join('\n')}\n</ul>\n<p><a href="${escapeHtml(section.more.href)}" style="color: #b5487a;">${escapeHtml(section.more.text)}</a></p>`,
    )
    .join('\n');
  const mail = { ...layout, text: layout.text.replace(MARK, text), html: layout.html.replace(`<p>${escapeHtml(MARK)}</p>`, html) };
  return withUnsubscribe(ofKind('digest', mail), { type: 'digest', unsubscribeToken: input.unsubscribeToken, publicUrl: input.publicUrl });
}
