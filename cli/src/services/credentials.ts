import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError } from './errors.js';

/** Who the stored tokens belong to, remembered for messages; the server stays the source of truth. */
export interface StoredUser {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface StoredCredentials {
  accessToken: string;
  /** Absent when the user logged in with a bare access token (`auth login --with-token`). */
  refreshToken?: string;
  user?: StoredUser;
  updatedAt: string;
}

interface CredentialsFile {
  version: 1;
  /** Keyed by normalized API base URL. */
  hosts: Record<string, StoredCredentials>;
}

export const CREDENTIALS_FILE_NAME = 'credentials.json';

/**
 * Credentials on disk: `<configDir>/credentials.json`, mode 0600 in a 0700 folder, one entry per API URL.
 * Writes go to a temporary file that is renamed over the old one, so a crash never leaves half a file.
 */
export class CredentialStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, CREDENTIALS_FILE_NAME);
  }

  async read(apiUrl: string): Promise<StoredCredentials | undefined> {
    const contents = await this.load();
    return contents.hosts[apiUrl];
  }

  async save(apiUrl: string, credentials: Omit<StoredCredentials, 'updatedAt'>): Promise<StoredCredentials> {
    const contents = await this.load();
    const entry: StoredCredentials = { ...credentials, updatedAt: new Date().toISOString() };
    contents.hosts[apiUrl] = entry;
    await this.write(contents);
    return entry;
  }

  /** Removes the entry for `apiUrl`; answers whether there was one. Deletes the file when it is left empty. */
  async remove(apiUrl: string): Promise<boolean> {
    const contents = await this.load();
    if (!(apiUrl in contents.hosts)) return false;
    delete contents.hosts[apiUrl];
    if (Object.keys(contents.hosts).length === 0) {
      await rm(this.file, { force: true });
    } else {
      await this.write(contents);
    }
    return true;
  }

  private async load(): Promise<CredentialsFile> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, hosts: {} };
      throw new CliError(`Could not read ${this.file}: ${(error as Error).message}`);
    }
    try {
      const parsed = JSON.parse(text) as Partial<CredentialsFile>;
      if (typeof parsed !== 'object' || parsed === null || typeof parsed.hosts !== 'object' || parsed.hosts === null) {
        throw new Error('unexpected content');
      }
      return { version: 1, hosts: parsed.hosts };
    } catch (error) {
      throw new CliError(
        `The credentials file ${this.file} is damaged (${(error as Error).message}). Delete it and run: momstride auth login`,
      );
    }
  }

  private async write(contents: CredentialsFile): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await chmod(this.dir, 0o700);
    // node:crypto loads only here: most runs read the credentials and never write them.
    const { randomBytes } = await import('node:crypto');
    const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      await chmod(temporary, 0o600);
      await rename(temporary, this.file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw new CliError(`Could not write ${this.file}: ${(error as Error).message}`);
    }
  }
}
