import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, makePng } from '@momstride/testing';
import { gatewayUrl, graphql, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal, type FreshUser } from '../../test-support/users-harness.js';

interface PhotoJson {
  id: string;
  title: string;
  description: string;
  category: string;
  status: string;
  imageUrl: string | null;
  likesCount: number;
  uploader: { id: string; email: string | null };
}

interface UploadedPhoto {
  id: string;
  title: string;
  uploader: FreshUser;
  /** How the CLI names it in prompts and confirmations. */
  named: string;
}

/** The member uploads a photo file through REST (multipart), as the web app's Upload Photo dialog does: ready at once. */
async function uploadPhoto(uploader?: FreshUser, category = 'family'): Promise<UploadedPhoto> {
  const member = uploader ?? (await freshMember());
  const title = `CLI photo ${randomUUID().slice(0, 8)}`;
  const form = new FormData();
  form.append('file', new Blob([makePng(64)], { type: 'image/png' }), 'walk.png');
  form.append('title', title);
  form.append('description', 'Uploaded by a CLI test');
  form.append('category', category);
  const response = await fetch(`${gatewayUrl()}/api/gallery/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.accessToken}` },
    body: form,
  });
  const body = (await response.json()) as { id?: string; detail?: unknown };
  if (response.status !== 201 || !body.id) throw new Error(`photo upload failed: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.id, title, uploader: member, named: `the photo "${title}" by ${member.name}` };
}

/** Whether the photo is still there, as the admin (or, for a photo not ready, its uploader) reads it through GraphQL. */
async function photoExists(id: string, token?: string): Promise<boolean> {
  const answer = await graphql<{ photo: { id: string } }>('query ($id: ID!) { photo(id: $id) { id } }', { id }, token ?? (await adminEnv()).MOMSTRIDE_TOKEN);
  if (answer.data?.photo) return true;
  expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  return false;
}

describe('momstride photos', () => {
  it('lists the newest photos of a category (--json and piped lines)', async () => {
    const photo = await uploadPhoto();
    const listed = await asAdmin(['photos', 'list', '--category', 'family', '--json']);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const photos = JSON.parse(listed.stdout) as PhotoJson[];
    expect(photos.find((one) => one.id === photo.id)).toMatchObject({
      title: photo.title,
      description: 'Uploaded by a CLI test',
      category: 'family',
      status: 'ready',
      likesCount: 0,
      uploader: { id: photo.uploader.id, email: photo.uploader.email },
    });
    expect(photos.every((one) => one.category === 'family')).toBe(true);
    expect(photos.find((one) => one.id === photo.id)?.imageUrl).toMatch(/^\/media\/photos\/.+\.webp$/);

    const piped = await asAdmin(['photos', 'list', '--category', 'family']);
    expect(piped.code).toBe(0);
    const line = piped.stdout.split('\n').find((row) => row.startsWith(photo.id));
    expect(line?.split('\t').slice(2)).toEqual([photo.title, 'family', 'ready', '0', photo.uploader.email]);
    const other = await asAdmin(['photos', 'list', '--category', 'business', '--json']);
    expect((JSON.parse(other.stdout) as PhotoJson[]).some((one) => one.id === photo.id)).toBe(false);
  });

  it('deletes a photo with --yes (it leaves the gallery); again, or an unknown id, is "Photo not found" (exit 1)', async () => {
    const photo = await uploadPhoto();
    expect(await asAdmin(['photos', 'delete', photo.id, '--yes'])).toEqual({ code: 0, stdout: `Deleted ${photo.named}\n`, stderr: '' });
    expect(await photoExists(photo.id)).toBe(false);
    const listed = await asAdmin(['photos', 'list', '--json']);
    expect((JSON.parse(listed.stdout) as PhotoJson[]).some((one) => one.id === photo.id)).toBe(false);
    expect(await asAdmin(['photos', 'delete', photo.id, '--yes'])).toEqual({ code: 1, stdout: '', stderr: 'Photo not found\n' });
  });

  it('deletes a photo given by URL while it is still pending or after its copy failed', async () => {
    const member = await freshMember();
    const title = `CLI URL photo ${randomUUID().slice(0, 8)}`;
    const submitted = await graphql<{ submitPhoto: { id: string; status: string } }>(
      'mutation ($input: PhotoInput!) { submitPhoto(input: $input) { id status } }',
      { input: { title, imageUrl: 'https://photos.invalid/sunrise.jpg' } },
      member.accessToken,
    );
    const id = submitted.data!.submitPhoto.id;
    expect(submitted.data!.submitPhoto.status).toMatch(/^(pending|unavailable)$/);
    const run = await asAdmin(['photos', 'delete', id, '--yes']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    // Named when the server lets admins read another member's photo that is not ready; by its id otherwise.
    expect([`Deleted the photo "${title}" by ${member.name}\n`, `Deleted photo ${id}\n`]).toContain(run.stdout);
    expect(await photoExists(id, member.accessToken)).toBe(false);
  });

  it('an unknown id is "Photo not found" (exit 1)', async () => {
    expect(await asAdmin(['photos', 'delete', randomUUID(), '--yes'])).toEqual({ code: 1, stdout: '', stderr: 'Photo not found\n' });
  });

  it('refuses to delete without --yes when not on a terminal (exit 2), and a malformed id (exit 2)', async () => {
    const photo = await uploadPhoto();
    expect(await asAdmin(['photos', 'delete', photo.id])).toEqual({
      code: 2,
      stdout: '',
      stderr: `Refusing to delete ${photo.named} without --yes when not on a terminal\n`,
    });
    expect(await photoExists(photo.id)).toBe(true);
    expect(await asAdmin(['photos', 'delete', 'nope', '--yes'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Expected a photo id (see: momstride photos list), got "nope"\n',
    });
  });

  it('refuses members (exit 1) before asking anything, even the uploader (she deletes hers in the web app)', async () => {
    const photo = await uploadPhoto();
    for (const member of [photo.uploader, await freshMember()]) {
      const run = await runMomstride(['photos', 'delete', photo.id], { configDir: tempConfigDir(), env: memberEnv(member) });
      expect(run).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
    }
    expect(await photoExists(photo.id)).toBe(true);
  });

  describe('on a terminal (Ink confirm)', () => {
    it('"n" keeps the photo (exit 1); "y" deletes it', async () => {
      const photo = await uploadPhoto();

      const declined = runOnTerminal(['photos', 'delete', photo.id], await adminEnv(), { columns: 200 });
      await eventually(() => declined.terminal.screen().includes(`Delete ${photo.named}?`) && declined.terminal.isListening() || undefined, 15_000, 'the confirm prompt');
      declined.terminal.type('n');
      expect(await declined.done).toBe(1);
      expect(declined.terminal.stderrText()).toBe('Cancelled.\n');
      expect(await photoExists(photo.id)).toBe(true);

      const accepted = runOnTerminal(['photos', 'delete', photo.id], await adminEnv());
      await eventually(() => accepted.terminal.isListening() || undefined, 15_000, 'the confirm prompt');
      accepted.terminal.type('y');
      expect(await accepted.done).toBe(0);
      expect(accepted.terminal.screen()).toContain(`Deleted ${photo.named}`);
      expect(await photoExists(photo.id)).toBe(false);
    });
  });
});
