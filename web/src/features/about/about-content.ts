import type { ComponentType, SVGProps } from 'react';
import { ChartIcon, ChatHeartIcon, FootstepsIcon, HeartIcon, SparkleIcon, SproutIcon, UsersIcon, BriefcaseIcon } from '../../components/icons';

export interface AboutItem {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The four values (docs/product.md, About). */
export const values: AboutItem[] = [
  {
    title: 'Self-Care First',
    text: 'A rested, healthy mom is a stronger leader, parent and friend. Taking time for yourself is part of the work.',
    Icon: HeartIcon,
  },
  {
    title: 'Community Power',
    text: 'We go further together. Every walk, message and shared story makes the whole community stronger.',
    Icon: UsersIcon,
  },
  {
    title: 'Holistic Growth',
    text: 'Mind, body, heart and business: we grow every part of life, one mile and one milestone at a time.',
    Icon: SproutIcon,
  },
  {
    title: 'Empowerment',
    text: 'We celebrate ambition. Every mom deserves the confidence, tools and support to build the life she wants.',
    Icon: SparkleIcon,
  },
];

/** The four areas where the community supports its members. */
export const supportAreas: AboutItem[] = [
  {
    title: 'Physical Wellness',
    text: 'Walking events, challenges and personal goals that fit into real schedules.',
    Icon: FootstepsIcon,
  },
  {
    title: 'Mental & Emotional Health',
    text: 'Resources and honest, shared experiences for the weeks that feel heavy.',
    Icon: ChatHeartIcon,
  },
  {
    title: 'Business Growth',
    text: 'Profiles, a member directory and collaborations that help your business flourish.',
    Icon: ChartIcon,
  },
  {
    title: 'Professional Networking',
    text: 'Connections with mom entrepreneurs nearby who understand both of your full-time jobs.',
    Icon: BriefcaseIcon,
  },
];
