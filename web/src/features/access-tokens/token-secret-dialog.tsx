import { SecretDialog } from '../../components/secret-reveal';

/** The new token's secret, shown once, with how to use it. */
export function TokenSecretDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  return (
    <SecretDialog
      title="Your new token"
      label="Token"
      secret={secret}
      onClose={onClose}
      lead={
        <>
          “{name}” is ready. Send it as <code>Authorization: Bearer …</code> to /graphql or /api, or store it for the CLI
          with <code>momstride auth login --with-token</code>.
        </>
      }
    />
  );
}
