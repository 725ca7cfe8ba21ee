export interface NavItem {
  label: string;
  to: string;
}

export interface ShellUser {
  firstName: string;
  lastName: string;
  email?: string | null | undefined;
  profilePicture?: string | null | undefined;
}
