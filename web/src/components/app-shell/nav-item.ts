export interface NavItem {
  label: string;
  to: string;
  /** A count shown beside the label (unread messages); nothing at 0. */
  badge?: number;
  /** Listed under "More" in the laptop header (the phone's drawer lists every item in order). */
  secondary?: boolean;
}

export interface ShellUser {
  firstName: string;
  lastName: string;
  email?: string | null | undefined;
  profilePicture?: string | null | undefined;
}
