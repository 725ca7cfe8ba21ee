import { generateKeyPairSync, randomBytes } from 'node:crypto';
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
}

const ed25519Pair = (): { privateKey: string; publicKey: string } => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

export function generateSecrets(): StackSecrets {
  const access = ed25519Pair();
  const viewer = ed25519Pair();
  const internal = ed25519Pair();
  return {
    accessTokenPrivateKey: access.privateKey,
    accessTokenPublicKey: access.publicKey,
    viewerTokenPrivateKey: viewer.privateKey,
    viewerTokenPublicKey: viewer.publicKey,
    internalTokenPrivateKey: internal.privateKey,
    internalTokenPublicKey: internal.publicKey,
    databasePassword: randomBytes(18).toString('base64url'),
  };
}

/**
 * Loads the secrets kept in `file`, generating them once (mode 0600) when missing; a file written before a key was
 * added (e.g. the internal token pair) gains the missing keys, the others kept.
 */
export function loadOrCreateSecrets(file: string): StackSecrets {
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>;
    if (kept.internalTokenPrivateKey && kept.internalTokenPublicKey) return kept as StackSecrets;
    const { internalTokenPrivateKey, internalTokenPublicKey } = generateSecrets();
    const completed = { ...kept, internalTokenPrivateKey, internalTokenPublicKey } as StackSecrets;
    writeFileSync(file, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
    return completed;
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
  };
}
