import { Icon, type IconProps } from '../../components/icons';

/** Icons only the Messages screen draws (kept out of the shared icon set the first view loads). */
export const MoreIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="5.5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="18.5" cy="12" r="1.2" fill="currentColor" />
  </Icon>
);

export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.5 21V4.5M5.5 4.5c4.5-2 7.5 2 12.5 0v9c-5 2-8-2-12.5 0" />
  </Icon>
);
