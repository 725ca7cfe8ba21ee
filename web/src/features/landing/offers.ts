import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  ChartIcon,
  ChatHeartIcon,
  FootstepsIcon,
  ShirtIcon,
  SproutIcon,
} from '../../components/icons';

export interface Offer {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: 'coral' | 'plum' | 'sage' | 'gold';
}

/** The six offers of the landing page (docs/product.md, What it is and for whom). */
export const offers: Offer[] = [
  {
    title: 'Business Networking',
    text: 'Create a professional profile, showcase your business and connect with mom entrepreneurs near you.',
    Icon: BriefcaseIcon,
    tone: 'plum',
  },
  {
    title: 'Walking Events & Challenges',
    text: 'Join group walks and friendly challenges that get you moving alongside moms who understand your days.',
    Icon: FootstepsIcon,
    tone: 'coral',
  },
  {
    title: 'Wellness Tracking',
    text: 'Set personal goals, watch your progress grow and celebrate every achievement, big or small.',
    Icon: SproutIcon,
    tone: 'sage',
  },
  {
    title: 'Mental Health Support',
    text: 'Find resources and shared experiences from women who have been there — you are never on your own.',
    Icon: ChatHeartIcon,
    tone: 'plum',
  },
  {
    title: 'Business Growth',
    text: 'Promote your services, find collaborators and grow your business with a community that roots for you.',
    Icon: ChartIcon,
    tone: 'gold',
  },
  {
    title: 'Community Merchandise',
    text: 'Wear your stride with pride: branded apparel and accessories made for moms on the move.',
    Icon: ShirtIcon,
    tone: 'coral',
  },
];
