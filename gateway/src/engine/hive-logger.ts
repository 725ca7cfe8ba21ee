/** The Hive runtime's logger writing into the gateway's pino logger (same level, same JSON lines). */
import { Logger } from '@graphql-hive/gateway-runtime';
import type { Logger as PinoLogger } from 'pino';

type HiveLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';

const hiveLevelOf = (level: string): HiveLevel | false => {
  if (level === 'silent') return false;
  if (level === 'fatal') return 'error';
  return level === 'trace' || level === 'debug' || level === 'info' || level === 'warn' ? level : 'error';
};

/**
 * Every Hive Logger (each child too) reads LOG_LEVEL from the environment again and throws on pino's `fatal` and
 * `silent`; the gateway has parsed its environment once already (env.ts), so the variable is set to the Hive level
 * those map to. Our writer's own level still decides what is written.
 */
const adoptHiveLogLevel = (): void => {
  const level = process.env['LOG_LEVEL'];
  if (level !== undefined && level !== '' && level !== 'false' && hiveLevelOf(level) !== level) process.env['LOG_LEVEL'] = 'error';
};

export const hiveLoggerFor = (logger: PinoLogger): Logger => {
  adoptHiveLogLevel();
  return new Logger({
    level: hiveLevelOf(logger.level),
    writers: [
      {
        write: (level, attrs, msg) => logger[level]({ engine: 'hive', ...(attrs ?? {}) }, msg ?? ''),
      },
    ],
  });
};
