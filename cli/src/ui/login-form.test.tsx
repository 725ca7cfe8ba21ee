import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInMessage, loginWithPassword } from '../commands/auth/login.js';
import { createContext } from '../services/context.js';
import { captureIo, credentialsPath, fileMode, gatewayUrl, readCredentials, tempConfigDir } from '../test-support/cli-harness.js';
import { afterEffects } from '../test-support/after-effects.js';
import { LoginForm } from './login-form.js';
import { DEMO_OWNER, eventually } from '@momstride/testing';

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

function renderForm(configDir: string) {
  const ctx = createContext({ io: captureIo(), env: { MOMSTRIDE_CONFIG_DIR: configDir } }, { api: gatewayUrl() });
  const view = render(
    <LoginForm
      apiUrl={ctx.apiUrl}
      onSubmit={async ({ email, password }) => loggedInMessage(await loginWithPassword(ctx, email, password))}
    />,
  );
  mounted.push(view.unmount);
  return { ...view, frame: () => view.lastFrame() ?? '' };
}

describe('LoginForm', () => {
  it('asks for e-mail and a masked password, logs in against the server and stores the session 0600', async () => {
    const configDir = tempConfigDir();
    const { stdin, frame } = renderForm(configDir);

    await eventually(() => frame().includes('Email:') || undefined, 15_000, 'the e-mail prompt');
    expect(frame()).toContain(`Log in to MomStride at ${gatewayUrl()}`);
    expect(frame()).not.toContain('Password:');
    await eventually(() => stdin.listenerCount('readable') > 0 || undefined, 15_000, 'the form to listen');
    stdin.write(DEMO_OWNER.email);
    await eventually(() => frame().includes(DEMO_OWNER.email) || undefined, 15_000, 'the typed e-mail');
    // @inkjs/ui's inputs re-subscribe to keys in an effect that runs just after the frame is drawn; a key sent
    // inside that window would reach the previous handler (a person cannot type that fast), so React runs it first.
    await afterEffects();
    stdin.write('\r');
    await eventually(() => frame().includes('Password:') || undefined, 15_000, 'the password prompt');
    expect(frame()).toContain(DEMO_OWNER.email);

    // The password input subscribes to keys in an effect after its first frame, as above: typing at once lost the
    // password on a busy CI machine (the masked password never showed).
    await afterEffects();
    stdin.write(DEMO_OWNER.password);
    await eventually(() => frame().includes('*'.repeat(DEMO_OWNER.password.length)) || undefined, 15_000, 'the masked password');
    expect(frame()).not.toContain(DEMO_OWNER.password);
    await afterEffects();
    stdin.write('\r');

    await eventually(
      () => frame().includes('Logged in as Olivia Bennett (olivia@momstride.example)') || undefined,
      15_000,
      'the logged-in message',
    );
    expect(frame()).not.toContain(DEMO_OWNER.password);
    expect(await fileMode(credentialsPath(configDir))).toBe(0o600);
    expect(await fileMode(configDir)).toBe(0o700);
    const stored = (await readCredentials(configDir)).hosts[gatewayUrl()];
    expect(stored?.accessToken.split('.')).toHaveLength(3);
    expect(stored?.refreshToken).toEqual(expect.any(String));
    expect(stored?.user?.email).toBe(DEMO_OWNER.email);
  });

  it('requires an e-mail before moving on to the password', async () => {
    const { stdin, frame } = renderForm(tempConfigDir());
    await eventually(() => stdin.listenerCount('readable') > 0 || undefined, 15_000, 'the form to listen');
    stdin.write('\r');
    await eventually(() => frame().includes('Email is required') || undefined, 15_000, 'the required message');
    expect(frame()).not.toContain('Password:');
  });
});
