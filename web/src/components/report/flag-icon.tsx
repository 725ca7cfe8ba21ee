import { Icon, type IconProps } from '../icons';

/** The Report action's flag (kept out of the shared icon set the first view loads). */
export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.5 21V4.5M5.5 4.5c4.5-2 7.5 2 12.5 0v9c-5 2-8-2-12.5 0" />
  </Icon>
);
