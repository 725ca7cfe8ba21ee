import { extname } from 'node:path';
import { exportRows, type ExportUserData, type ObjectStorage } from '@momstride/kit';

/** Her account as the archive shows it: every column but the password hash. */
const PROFILE_COLUMNS = `id, first_name, last_name, email, role, bio, business_name, business_category, business_description,
  website_url, instagram_handle, facebook_url, linkedin_url, location_city, location_state, years_in_business,
  experience_level, looking_for, offering, interests, profile_picture, followers_count, following_count, created_at,
  updated_at, is_organization_owner, has_pending_admin_request, suspended_at`;

/**
 * What accounts holds about a member (docs/privacy.md): her profile (and its picture), whom she follows and who
 * follows her, and her personal access tokens (name, scopes, dates). Secrets are left out: the password hash, token
 * hashes, refresh and reset tokens.
 */
export const exportUserDataWith =
  (storage: Promise<ObjectStorage>): ExportUserData =>
  async (em, userId) => {
    const rows = (sql: string) => exportRows(em, sql, [userId]);
    const profile = (await rows(`select ${PROFILE_COLUMNS} from users where id = ?`))[0] ?? null;
    const files: Array<{ path: string; contentBase64: string }> = [];
    const picture = profile?.profile_picture;
    if (typeof picture === 'string') {
      const store = await storage;
      const key = store.keyOf(picture);
      const bytes = key ? await store.read(key) : undefined;
      if (key && bytes) files.push({ path: `profile-picture${extname(key)}`, contentBase64: Buffer.from(bytes).toString('base64') });
    }
    return {
      data: {
        profile,
        following: await rows(
          `select f.followee_id as user_id, u.first_name, u.last_name, f.created_at
             from follows f join users u on u.id = f.followee_id where f.follower_id = ? order by f.created_at, f.followee_id`,
        ),
        followers: await rows(
          `select f.follower_id as user_id, u.first_name, u.last_name, f.created_at
             from follows f join users u on u.id = f.follower_id where f.followee_id = ? order by f.created_at, f.follower_id`,
        ),
        personal_access_tokens: await rows(
          'select id, name, scopes, prefix, created_at, expires_at, last_used_at, revoked_at from personal_access_tokens where user_id = ? order by created_at, id',
        ),
      },
      files,
    };
  };
