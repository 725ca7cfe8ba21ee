export interface NavItem {
  label: string;
  to: string;
  /** A count shown beside the label (unread messages); nothing at 0. */
  badge?: number;
}

export interface ShellUser {
  firstName: string;
  lastName: string;
  email?: string | null | undefined;
  profilePicture?: string | null | undefined;
}
