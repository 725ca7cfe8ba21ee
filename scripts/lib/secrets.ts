import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The key material the stack needs; env vars win over generated values. */
export interface StackSecrets {
  readonly accessTokenPrivateKey: string;
  readonly accessTokenPublicKey: string;
  readonly viewerTokenPrivateKey: string;
  readonly viewerTokenPublicKey: string;
  /** Service-to-service calls (kit http/internal-calls.ts): every service signs with the private key, verifies with the public one. */
  readonly internalTokenPrivateKey: string;
  readonly internalTokenPublicKey: string;
  readonly databasePassword: string;
  /** CALENDAR_FEED_KEY (events-wellness): 32 random bytes, base64; feed links are derived with it. */
  readonly calendarFeedKey: string;
  /** WEBHOOK_SECRETS_KEY (accounts): 32 random bytes, base64; webhook signing secrets are encrypted with it. */
  readonly webhookSecretsKey: string;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (messaging): a P-256 key pair, base64url, that Web Push is signed with. */
  readonly vapidPublicKey: string;
  readonly vapidPrivateKey: string;
}

/** A 256-bit key for the subgraphs' symmetric secrets (secretKeyEnv in the kit's env.ts reads it). */
const symmetricKey = (): string => randomBytes(32).toString('base64');

const ed25519Pair = (): { privateKey: string; publicKey: string } => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

/** A VAPID key pair as web-push prints it: the uncompressed P-256 public point and the private scalar, base64url. */
const vapidPair = (): { publicKey: string; privateKey: string } => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url') };
};

export function generateSecrets(): StackSecrets {
  const access = ed25519Pair();
  const viewer = ed25519Pair();
  const internal = ed25519Pair();
  const vapid = vapidPair();
  return {
    accessTokenPrivateKey: access.privateKey,
    accessTokenPublicKey: access.publicKey,
    viewerTokenPrivateKey: viewer.privateKey,
    viewerTokenPublicKey: viewer.publicKey,
    internalTokenPrivateKey: internal.privateKey,
    internalTokenPublicKey: internal.publicKey,
    databasePassword: randomBytes(18).toString('base64url'),
    calendarFeedKey: symmetricKey(),
    webhookSecretsKey: symmetricKey(),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
}

/**
 * Loads the secrets kept in `file`, generating them once (mode 0600) when missing; a file from before a key existed
 * gets that key added (the others kept).
 */
export function loadOrCreateSecrets(file: string): StackSecrets {
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>;
    const fresh = generateSecrets();
    const secrets = { ...fresh, ...kept } as StackSecrets;
    if (Object.keys(fresh).some((key) => kept[key as keyof StackSecrets] === undefined)) {
      writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    }
    return secrets;
  }
  const secrets = generateSecrets();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** Environment overrides: production deployments pass their keys in the environment. */
export function withEnvOverrides(secrets: StackSecrets, env: NodeJS.ProcessEnv = process.env): StackSecrets {
  return {
    accessTokenPrivateKey: env.ACCESS_TOKEN_PRIVATE_KEY ?? secrets.accessTokenPrivateKey,
    accessTokenPublicKey: env.ACCESS_TOKEN_PUBLIC_KEY ?? secrets.accessTokenPublicKey,
    viewerTokenPrivateKey: env.VIEWER_TOKEN_PRIVATE_KEY ?? secrets.viewerTokenPrivateKey,
    viewerTokenPublicKey: env.VIEWER_TOKEN_PUBLIC_KEY ?? secrets.viewerTokenPublicKey,
    internalTokenPrivateKey: env.INTERNAL_TOKEN_PRIVATE_KEY ?? secrets.internalTokenPrivateKey,
    internalTokenPublicKey: env.INTERNAL_TOKEN_PUBLIC_KEY ?? secrets.internalTokenPublicKey,
    databasePassword: secrets.databasePassword,
    calendarFeedKey: env.CALENDAR_FEED_KEY ?? secrets.calendarFeedKey,
    webhookSecretsKey: env.WEBHOOK_SECRETS_KEY ?? secrets.webhookSecretsKey,
    // The pair together: one key from the environment and the other generated would never match.
    ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { vapidPublicKey: env.VAPID_PUBLIC_KEY, vapidPrivateKey: env.VAPID_PRIVATE_KEY }
      : { vapidPublicKey: secrets.vapidPublicKey, vapidPrivateKey: secrets.vapidPrivateKey }),
  };
}
